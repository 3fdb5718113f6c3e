// Toasts load their code (Mantine notifications) on first use: most visits never show one.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { NotificationData } from '@mantine/notifications';
import { loadChunk } from '../chunks/load-chunk';
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

/** Mounts the notification container once the first toast is asked for. */
export function ToastHost() {
  const [wanted, setWanted] = useState(hostWanted);
  useEffect(() => {
    const request = () => setWanted(true);
    hostRequests.add(request);
    return () => void hostRequests.delete(request);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}
