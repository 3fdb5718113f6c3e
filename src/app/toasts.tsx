// Toasts load their code (Mantine notifications) on first use: most visits never show one.
import { useRenderPass } from '../runtime/render-pass';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { NotificationData } from '@mantine/notifications';
import { loadChunk } from '../runtime/load-chunk';
import { onApiError } from '../api/client';
import { loadOnDemandStyles, withOnDemandStyles } from '../runtime/on-demand-styles';

const NotificationsHost = lazy(withOnDemandStyles(() => loadChunk(() => import('./notifications-host'))));
const hostRequests = new Set<() => void>();
let hostWanted = false;

/** Mantine's notifications API, once a toast has loaded it. */
let loadedApi: typeof import('./notifications-api') | undefined;

/**
 * Shows a toast, loading the notification code first if needed. A toast with the `id` of one still
 * open is not shown twice. `stillWanted` is asked again once the code is in.
 */
export async function showToast(data: NotificationData, stillWanted: () => boolean = () => true): Promise<void> {
  hostWanted = true;
  for (const request of hostRequests) request();
  const [api] = await Promise.all([loadChunk(() => import('./notifications-api')), loadOnDemandStyles()]);
  loadedApi = api;
  if (stillWanted()) api.notifications.show(data);
}

/** Toasts: 3 s for a server's `code ≠ 0` message. */
export const API_ERROR_TOAST_MS = 3000;

/**
 * Shows every `code ≠ 0` answer as a toast, from start-up: the screen's first calls start before
 * the app draws, and one may fail before it has. One toast per message: the sections of a screen
 * refused for the same reason (a fund that does not exist) say it once. A message the page shows
 * itself (a screen's fund refused: `shownInPlace`) is not a toast, nor the same words from the other
 * calls of the same address; one already open for them closes.
 */
export function showApiErrorsAsToasts(): () => void {
  /** The messages the page shows in place, with the address where it does. */
  const shownInPlace = new Map<string, string>();
  return onApiError((error, how) => {
    const id = `api-error:${error.message}`;
    if (how.shownInPlace) {
      shownInPlace.set(error.message, location.href);
      loadedApi?.notifications.hide(id);
      return;
    }
    const wanted = () => shownInPlace.get(error.message) !== location.href;
    if (wanted()) void showToast({ id, color: 'red', message: error.message, autoClose: API_ERROR_TOAST_MS }, wanted);
  });
}

/** Mounts the notification container once the first toast is asked for. */
export function ToastHost() {
  const [wanted, setWanted] = useState(hostWanted);
  // Not in the page's HTML: a toast asked for before the page hydrated shows right after.
  const { staticPass } = useRenderPass();
  useEffect(() => {
    const request = () => setWanted(true);
    hostRequests.add(request);
    // A toast asked for while this host was being drawn (the first calls start before the app).
    if (hostWanted) request();
    return () => void hostRequests.delete(request);
  }, []);
  return wanted && !staticPass ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}
