// The `hostile` fault (DEMO_FAULTS=on only): the answer's words — names, labels, rich text, document
// names, dictionary labels, addresses — replaced by script-injection payloads, to prove the site
// shows them as text or sanitises them and never runs them. Codes, enum values, numbers, dates and
// object keys stay, so the screens still find their fund and draw their sections.

/** The payloads, in turn. Each calls alert(): a dialog, or `window.__xss`, means one ran. */
export const HOSTILE_STRINGS = [
  `<script>alert('xss-script')</script>`,
  `<img src=x onerror="alert('xss-img')">`,
  `<svg onload="alert('xss-svg')"><circle r="9"></circle></svg>`,
  `"><svg/onload=alert('xss-attr')>`,
  `' onmouseover='alert("xss-quote")' x='`,
  `<a href="javascript:alert('xss-link')">click</a>`,
  `<iframe srcdoc="<script>parent.alert('xss-iframe')</script>"></iframe>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert('xss-mxss')>`,
  `<details open ontoggle="alert('xss-toggle')">`,
  `{{constructor.constructor('alert("xss-template")')()}}`,
  `</textarea></title><script>alert('xss-close')</script>`,
  `<object data="javascript:alert('xss-object')"></object><embed src="data:text/html,<script>alert('xss-embed')</script>">`,
];

/** What addresses (keys named like url, href, link) become, in turn. */
export const HOSTILE_URLS = [
  `javascript:alert('xss-href')`,
  ` JaVaScRiPt:alert('xss-case')`,
  `java\tscript:alert('xss-tab')`,
  `data:text/html,<script>alert('xss-data')</script>`,
  `vbscript:msgbox("xss")`,
];

/** Rich text (keys ending in Html) gets every payload at once, among harmless markup. */
export const HOSTILE_HTML = `<p>Objective <strong>kept</strong></p>${HOSTILE_STRINGS.join('')}<a href="${HOSTILE_URLS[0]}">link</a><p onclick="alert('xss-onclick')" style="background:url(javascript:alert(1))">end</p>`;

/** Strings kept as they are: codes and enum values (`2800`, `ETF`, `HKD`, `zh-TW`), dates and times, numbers. */
const KEPT = /^(?:[A-Za-z0-9_.\-:+]{1,16}|\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?|-?[\d,.]+%?)$/;

/**
 * A copy of `value` with its words replaced by payloads, deterministically.
 * @template T
 * @param {T} value
 * @returns {T} the same shape: strings stay strings
 */
export function hostileCopy(value) {
  let turn = 0;
  /** @type {(node: unknown, key: string) => unknown} */
  const walk = (node, key) => {
    if (typeof node === 'string') {
      if (/html$/i.test(key)) return HOSTILE_HTML;
      if (/(url|href|link)$/i.test(key)) return HOSTILE_URLS[turn++ % HOSTILE_URLS.length];
      if (KEPT.test(node)) return node;
      return HOSTILE_STRINGS[turn++ % HOSTILE_STRINGS.length];
    }
    if (Array.isArray(node)) return node.map((item) => walk(item, key));
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([name, inner]) => [name, walk(inner, name)]));
    return node;
  };
  return /** @type {T} */ (walk(value, ''));
}
