// Loads the HTML sanitiser (and DOMPurify with it) on first use, as its own chunk.
import { useEffect, useState } from 'react';
import { loadChunk } from '../../chunks/load-chunk';

/** Turns an untrusted HTML fragment into one safe to insert. */
export type Sanitize = (html: string) => string;

let loaded: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/** Starts loading the sanitiser once (the skeleton calls it, so the chunk loads while the data does). */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= loadChunk(() => import('./sanitize-html')).then(
    (module) => (loaded = module.sanitizeHtml),
    (error: unknown) => {
      loading = undefined; // a later mount may try again
      throw error;
    },
  );
  return loading;
}

/** The sanitiser, or undefined while it loads; a failed load goes to the section's error boundary. */
export function useSanitizer(): Sanitize | undefined {
  const [state, setState] = useState<{ sanitize?: Sanitize; error?: unknown }>(() => (loaded ? { sanitize: loaded } : {}));
  useEffect(() => {
    if (state.sanitize) return;
    let live = true;
    loadSanitizer().then(
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
