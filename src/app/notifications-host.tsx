// The notification container, top centre.
import { Notifications } from '@mantine/notifications';

export default function NotificationsHost() {
  return <Notifications position="top-center" />;
}
