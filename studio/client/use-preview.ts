// The studio's side of the preview (the site's own pages, studio/server/preview-site.mjs). Each new
// valid version of the manifest is
//   - drawn in place in the page on show (the bridge hands it to the app's own `redraw`), at once, and
//   - sent to the studio's server, which draws every page opened from then on from it.
// Choosing another page (screen, tab, fund, language) opens it in the frame; the site's own links
// move the frame by themselves, and the studio's choice follows them.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { FromPreview, ToPreview } from '../shared/messages';

/** The studio's timings, read by its browser tests and benchmark. */
declare global {
  interface Window {
    studioTimings?: { version: number; editedAt: number; drawnAt: number }[];
  }
}

export interface PreviewVersion {
  doc: unknown;
  version: number;
  /** When the edit that made it was typed (performance.now()). */
  editedAt: number;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Sends a message to the page in the frame (of the studio's own origin). */
function postTo(frame: RefObject<HTMLIFrameElement | null>, message: ToPreview) {
  frame.current?.contentWindow?.postMessage(message, location.origin);
}

interface Options {
  frame: RefObject<HTMLIFrameElement | null>;
  /** The last valid version of the manifest. */
  valid: PreviewVersion | undefined;
  /** The page chosen in the studio (`/en/details?code=2800&tab=tracking`). */
  address: string;
}

/**
 * Keeps the preview in step with the studio. Returns the frame's first address, `post` for other
 * messages (the outline), whether the page is ready, and `followed(address)`: the page moved by
 * itself (one of the site's links) to what the studio now chooses as `address` (a list's filters,
 * say, stay the page's own business), which is then not opened again.
 */
export function usePreview({ frame, valid, address }: Options) {
  const [ready, setReady] = useState(false);
  const [initialAddress] = useState(address);
  // The choice the frame shows, and the server's copy of the manifest being sent.
  const shown = useRef(address);
  const synced = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef({ valid });
  useEffect(() => {
    latest.current = { valid };
  });

  const post = useCallback((message: ToPreview) => postTo(frame, message), [frame]);

  // A new version: drawn in the page on show, and the server's from now on.
  useEffect(() => {
    if (!valid) return;
    if (ready) post({ type: 'draw', version: valid.version, manifest: valid.doc });
    const previous = synced.current;
    synced.current = previous.then(() =>
      fetch('/__studio/preview', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(valid.doc) }).catch(() => undefined),
    );
    // `ready` is left out on purpose: a page that becomes ready asks for what it lacks itself (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valid, post]);

  // Another page chosen: opened once the server draws from the latest version.
  useEffect(() => {
    if (shown.current === address) return;
    const target = address;
    void synced.current.then(() => {
      if (latest.current.valid && shown.current !== target && frame.current?.contentWindow) {
        shown.current = target;
        setReady(false);
        frame.current.contentWindow.location.replace(target);
      }
    });
  }, [address, frame]);

  useEffect(() => {
    const receive = async (event: MessageEvent<FromPreview>) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data;
      if (data.type === 'ready') {
        setReady(true);
        // Drawn from an older version (an edit made while it loaded): given the latest.
        const current = latest.current.valid;
        if (current && (await sha256(JSON.stringify(current.doc))) !== data.manifestHash)
          post({ type: 'draw', version: current.version, manifest: current.doc });
        else if (current) (window.studioTimings ??= []).push({ version: current.version, editedAt: current.editedAt, drawnAt: performance.now() });
      } else if (data.type === 'drawn') {
        const current = latest.current.valid;
        if (current?.version === data.version)
          (window.studioTimings ??= []).push({ version: data.version, editedAt: current.editedAt, drawnAt: performance.now() });
      }
    };
    const listener = (event: MessageEvent<FromPreview>) => void receive(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame, post]);

  const followed = useCallback((choice: string) => {
    shown.current = choice;
  }, []);
  return { initialAddress, ready, post, followed };
}
