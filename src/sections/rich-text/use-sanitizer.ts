// Loads the HTML sanitiser (and DOMPurify with it) as its own chunk, once a rich text is near the
// screen or the page has settled. Its two libraries take a long task to evaluate on a slow phone
// (75 ms at 4× in a trace of /details, with the garbage they leave): not while the page loads, for
// texts a screen or more below it.
import { useEffect, useState } from 'react';
import { loadChunk } from '../../runtime/load-chunk';
import { onIdle } from '../../runtime/idle';

/** Turns an untrusted HTML fragment into one safe to insert. */
export type Sanitize = (html: string) => string;

/** How long after a rich text is first drawn the sanitiser loads in the background, if no text near the screen has asked for it. */
const SANITIZER_SETTLE_MS = 5000;

let loaded: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;
let asked!: () => void;
/** Settles once something has asked for the sanitiser: a text near the screen, or the page settled. */
const wanted = new Promise<void>((resolve) => (asked = resolve));

/** Starts loading the sanitiser once (a rich text's placeholder calls it when near the screen). */
export function loadSanitizer(): Promise<Sanitize> {
  asked();
  loading ??= loadChunk(() => import('./sanitize-html')).then(
    (module) => (loaded = module.sanitizeHtml),
    (error: unknown) => {
      loading = undefined; // a later mount may try again
      throw error;
    },
  );
  return loading;
}

let scheduled = false;

/**
 * Loads the sanitiser in the background once the page has settled (a print shows every text), unless a
 * text near the screen did first. As the chart chunk's background load (chart-loader.ts); not one helper
 * in runtime/idle.ts, whose every byte the fund list's page also loads.
 */
export function loadSanitizerWhenIdle(): void {
  if (scheduled || loaded) return;
  scheduled = true;
  // At most a second more for an idle moment: a text not yet near the screen (in a partner's tall frame,
  // say) says it is loading until then.
  setTimeout(() => onIdle(() => void loadSanitizer().catch(() => undefined), 1000, 0), SANITIZER_SETTLE_MS);
}

/** The sanitiser, or undefined until it is asked for and in; a failed load goes to the section's error boundary. */
export function useSanitizer(): Sanitize | undefined {
  const [state, setState] = useState<{ sanitize?: Sanitize; error?: unknown }>(() => (loaded ? { sanitize: loaded } : {}));
  useEffect(() => {
    if (state.sanitize) return;
    let live = true;
    wanted.then(loadSanitizer).then(
      (sanitize) => live && setState({ sanitize }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [state.sanitize]);
  if (state.error) throw state.error;
  return state.sanitize;
}
