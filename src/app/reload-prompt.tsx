// What the site does when a script chunk cannot load (load-chunk.ts fires the event): reload once
// by itself — a deploy replaced the chunk and the new page has the new names — and after that, or
// offline, or when sessionStorage cannot remember the reload, ask the visitor to reload.
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { CHUNK_LOAD_ERROR } from '../runtime/load-chunk';
import { SiteDialog } from './site-dialog';

/** The sessionStorage key that remembers this tab's one automatic reload. */
export const AUTO_RELOAD_KEY = 'chunk-auto-reload';

let prompting = false;
const listeners = new Set<() => void>();
function setPrompting(next: boolean): void {
  prompting = next;
  for (const listener of listeners) listener();
}

/** Claims the tab's one automatic reload; false when it was used, or storage cannot say (it may throw). */
export function claimAutoReload(storage: () => Storage = () => window.sessionStorage): boolean {
  try {
    const store = storage();
    if (store.getItem(AUTO_RELOAD_KEY) !== null) return false;
    store.setItem(AUTO_RELOAD_KEY, new Date().toISOString());
    return store.getItem(AUTO_RELOAD_KEY) !== null;
  } catch {
    return false;
  }
}

/** Handles every chunk that fails to load from now on; called once, first thing at start-up. */
export function installChunkReload(reload: () => void = () => window.location.reload()): () => void {
  const handle = (event: Event) => {
    event.preventDefault();
    if (prompting) return;
    console.warn('A part of the site could not load:', (event as CustomEvent).detail);
    if (navigator.onLine && claimAutoReload()) reload();
    else setPrompting(true);
  };
  window.addEventListener(CHUNK_LOAD_ERROR, handle);
  return () => window.removeEventListener(CHUNK_LOAD_ERROR, handle);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The prompt to reload, while one is wanted. */
export function ReloadPrompt({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  const open = useSyncExternalStore(
    subscribe,
    () => prompting,
    () => false,
  );
  if (!open) return null;
  return (
    <SiteDialog
      name="reload"
      title={t('reload.title')}
      body={t('reload.body')}
      action={t('reload.action')}
      onAction={reload}
      onClose={() => setPrompting(false)}
    />
  );
}
