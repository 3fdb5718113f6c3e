// Whether the page runs in a partner's frame, and the embed options of its address, marked on
// <html> before the first paint (embed.css reads the marks; the rest of embedding loads later).

/** The query parameter that hides the site's header and footer in a frame: `?chrome=none`. */
export const CHROME_PARAM = 'chrome';

/** How much of the site's own frame (header, footer) a framed page shows. */
export type EmbedChrome = 'full' | 'none';

/** True when the page is not the top window (a frame, iframe or embedded object). */
export function isFramed(win: Window | undefined = globalThis.window): boolean {
  // At build time there is no window: a page is drawn as outside a frame.
  if (!win) return false;
  try {
    return win.self !== win.top;
  } catch {
    // Some browsers throw on reading a cross-origin top: that is a frame too.
    return true;
  }
}

/** The chrome option of an address's query: `none` hides the header and footer, anything else shows them. */
export function embedChrome(search: string): EmbedChrome {
  return new URLSearchParams(search).get(CHROME_PARAM) === 'none' ? 'none' : 'full';
}

/**
 * Marks `<html data-embedded data-embed-chrome="full|none">`. The chrome option is read once, from
 * the address the frame was opened with, so it holds while the visitor moves between screens.
 */
export function markEmbedded(root: HTMLElement = document.documentElement, search: string = location.search): void {
  root.dataset.embedded = '';
  root.dataset.embedChrome = embedChrome(search);
}
