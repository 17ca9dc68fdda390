/**
 * The notifications module's public face. Another module tells people of an event with
 * `notifyIn(deps, tx, { kind, to: { vendorId } | { userIds } | { permission }, title, link })` in the
 * transaction of the change, then `publishNotices(deps, delivery)` after it commits (or `notify`
 * outside any transaction). Who hears of a vendor's event is `recipientsForVendor`.
 */
export { notificationDigestJob, sendNotificationDigests } from './digest.ts';
export { type NoticeBus, postgresNoticeBus, redisNoticeBus } from './live.ts';
export { deleteNotificationsPastRetention } from './notifications.face.service.ts';
export { notificationRoutes } from './notifications.routes.ts';
export {
  type NoticeDelivery,
  type NoticeInput,
  type NoticeRecipients,
  notify,
  notifyIn,
  publishNotices,
  takingEmail,
} from './notifications.service.ts';
export { recipientsForVendor } from './recipients.ts';
