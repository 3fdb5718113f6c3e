// Toasts load their code (Mantine notifications) on first use: most visits never show one.
import { useRenderPass } from '../screens/render-pass';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { NotificationData } from '@mantine/notifications';
import { loadChunk } from '../chunks/load-chunk';
import { onApiError } from '../api/client';
import { loadOnDemandStyles, withOnDemandStyles } from '../sections/on-demand-styles';

const NotificationsHost = lazy(withOnDemandStyles(() => loadChunk(() => import('./notifications-host'))));
const hostRequests = new Set<() => void>();
let hostWanted = false;

/** Shows a toast, loading the notification code first if needed. */
export async function showToast(data: NotificationData): Promise<void> {
  hostWanted = true;
  for (const request of hostRequests) request();
  const [{ notifications }] = await Promise.all([loadChunk(() => import('./notifications-api')), loadOnDemandStyles()]);
  notifications.show(data);
}

/** Toasts: 3 s for a server's `code ≠ 0` message. */
export const API_ERROR_TOAST_MS = 3000;

/**
 * Shows every `code ≠ 0` answer as a toast, from start-up: the screen's first calls start before
 * the app draws, and one may fail before it has.
 */
export function showApiErrorsAsToasts(): () => void {
  return onApiError((error) => void showToast({ color: 'red', message: error.message, autoClose: API_ERROR_TOAST_MS }));
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
