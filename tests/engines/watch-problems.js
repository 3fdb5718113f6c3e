// Loaded before the page's own scripts where the driver has no console of its own to read (WebKit
// through WebDriver classic): records what a visitor's console would show as a failure — errors
// logged, exceptions nobody caught, promises rejected with no handler, content the security policy
// refused, a script, style or image that failed to load — in `window.__engineProblems`.
(() => {
  /** @type {string[]} */
  const problems = [];
  Object.defineProperty(window, '__engineProblems', { value: problems });
  const text = (/** @type {unknown} */ value) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));
  const error = console.error.bind(console);
  console.error = (...args) => {
    problems.push(`console: ${args.map(text).join(' ')}`);
    error(...args);
  };
  addEventListener(
    'error',
    (event) => {
      const target = /** @type {Element | null} */ (event.target);
      if (target && target !== /** @type {unknown} */ (window) && 'tagName' in target)
        problems.push(`failed to load: <${target.tagName.toLowerCase()}> ${target.getAttribute('src') ?? target.getAttribute('href') ?? ''}`);
      else problems.push(`uncaught: ${text(event.error ?? event.message)}`);
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => problems.push(`unhandled rejection: ${text(event.reason)}`));
  addEventListener('securitypolicyviolation', (event) => problems.push(`refused by the security policy: ${event.violatedDirective} ${event.blockedURI}`));
})();
