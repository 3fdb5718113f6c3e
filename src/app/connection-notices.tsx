// What the visitor is told about the connection: a banner while the browser is offline (react-query
// pauses calls meanwhile and makes them again when it is back), and a dialog when calls cannot
// reach the server although the browser is online — once, until a call gets through again.
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { onReachability } from '../api/client';
import { SiteDialog } from './site-dialog';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it is online. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** Sent on window once this shows the browser's state: boot.ts's offline bar (APP_NOTICES there too) steps down. */
const APP_NOTICES = 'fund:app-notices';

export function ConnectionNotices() {
  const { t } = useTranslation();
  const online = useOnline();
  // Once this shows the browser's state (a hydrating render says online until it has read it), the
  // offline bar boot.ts showed while the app started steps down, in the same commit: never two bars.
  useLayoutEffect(() => {
    if (online === navigator.onLine) window.dispatchEvent(new Event(APP_NOTICES));
  }, [online]);
  const [unreachable, setUnreachable] = useState(false);
  // 'I know' holds until a call reaches the server again: retries do not bring the dialog back.
  const acknowledged = useRef(false);
  useEffect(
    () =>
      onReachability((reachable) => {
        if (reachable) acknowledged.current = false;
        setUnreachable(!reachable && !acknowledged.current && navigator.onLine);
      }),
    [],
  );
  const dismiss = () => {
    acknowledged.current = true;
    setUnreachable(false);
  };
  return (
    <>
      {online ? null : (
        <div className="offline-banner" role="alert">
          {t('connection.offline')}
        </div>
      )}
      {online && unreachable ? (
        <SiteDialog
          name="unreachable"
          title={t('connection.unreachable')}
          body={t('connection.unreachableHint')}
          action={t('connection.acknowledge')}
          onAction={dismiss}
          onClose={dismiss}
        />
      ) : null}
    </>
  );
}
