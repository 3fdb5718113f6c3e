// The notification container: top centre, 8 px from the top; a toast closes after 4.5 s unless it
// says otherwise (a server's `code ≠ 0` message: 3 s, API_ERROR_TOAST_MS in toasts.tsx).
import { Notifications } from '@mantine/notifications';

/** How long a notification stays unless it says otherwise. */
export const NOTIFICATION_MS = 4500;

export default function NotificationsHost() {
  return <Notifications position="top-center" autoClose={NOTIFICATION_MS} className="toast-container" />;
}
