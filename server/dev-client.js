// Development only: reloads the page after a rebuild, and shows config errors over the page.
const events = new EventSource('/__dev/events');
/** @type {HTMLDivElement | undefined} */
let overlay;

/** @param {import('../src/manifest/manifest-problems.ts').Problem[]} problems */
function showProblems(problems) {
  overlay?.remove();
  overlay = document.createElement('div');
  overlay.setAttribute('role', 'alert');
  overlay.style.cssText =
    'position:fixed;inset:0;z-index:100000;overflow:auto;background:rgba(20,20,24,.94);color:#fff;font:14px/1.5 ui-monospace,monospace;padding:24px';
  const title = document.createElement('h2');
  title.textContent = `The build stopped: ${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  title.style.cssText = 'color:#ff8787;margin:0 0 16px;font-size:18px';
  overlay.append(title);
  for (const problem of problems) {
    const item = document.createElement('p');
    item.textContent = `${problem.file} › ${problem.place}: ${problem.message}${problem.pointer ? `  (at ${problem.pointer})` : ''}`;
    overlay.append(item);
  }
  document.body.append(overlay);
}

events.addEventListener('build', (event) => {
  const result = JSON.parse(event.data);
  if (result.ok) location.reload();
  else showProblems(result.problems);
});
