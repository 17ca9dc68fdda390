/**
 * What other features and the shell may use of notifications: the header's bell (which keeps the
 * live stream open) and the cache keys, so a screen that changes what a notice is about may refresh it.
 */
export { NotificationBell } from './components/notification-bell.tsx';
export { notificationKeys } from './keys.ts';
