// Mantine's notifications API, as a module of the site's own: loaded on the first toast, like the host.
export { notifications } from '@mantine/notifications';
