/**
 * Notifications (issue 30, section 2): what happens to a vendor or waits for staff reaches them in
 * the app (a bell, a list, live) and by email, as each person chooses per kind.
 */
import { z } from 'zod';
import { cursorSchema, limitSchema } from './lists.ts';

export const NOTIFICATION_KINDS = [
  'sale.new',
  'return.requested',
  'stock.low',
  'stock.out',
  'product.decision',
  'vendorChange.decision',
  'payout.created',
  'payout.paid',
  'message.received',
  'document.decision',
  'work.waiting',
  'account.security',
  'review.new',
  'review.moderated',
  'case.opened',
  'case.escalated',
  'case.decided',
  'standards.changed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'both', 'none'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: 'In the app',
  email: 'Email',
  both: 'Both',
  none: 'None',
};

/**
 * Who a kind is for, and the vendor team area that handles it (the team branch sends a vendor's
 * notice to the members whose role covers the area; `null`: the owner and managers only).
 */
export const NOTIFICATION_KIND_INFO: Record<
  NotificationKind,
  {
    label: string;
    audience: 'vendor' | 'staff' | 'any';
    teamArea: 'orders' | 'catalogue' | 'finance' | null;
    locked: boolean;
  }
> = {
  'sale.new': { label: 'New sale', audience: 'vendor', teamArea: 'orders', locked: false },
  'return.requested': { label: 'Return requested', audience: 'vendor', teamArea: 'orders', locked: false },
  'stock.low': { label: 'Low stock', audience: 'vendor', teamArea: 'catalogue', locked: false },
  'stock.out': { label: 'Out of stock', audience: 'vendor', teamArea: 'catalogue', locked: false },
  'product.decision': { label: 'Product or change reviewed', audience: 'vendor', teamArea: 'catalogue', locked: false },
  'vendorChange.decision': {
    label: 'Business details change reviewed',
    audience: 'vendor',
    teamArea: null,
    locked: false,
  },
  'payout.created': { label: 'Payout created', audience: 'vendor', teamArea: 'finance', locked: false },
  'payout.paid': { label: 'Payout paid', audience: 'vendor', teamArea: 'finance', locked: false },
  'message.received': { label: 'Message received', audience: 'any', teamArea: 'orders', locked: false },
  'document.decision': { label: 'Identity document reviewed', audience: 'vendor', teamArea: null, locked: false },
  'work.waiting': { label: 'Work waiting for staff', audience: 'staff', teamArea: null, locked: false },
  'review.new': { label: 'New review', audience: 'vendor', teamArea: 'catalogue', locked: false },
  'review.moderated': { label: 'Review hidden or restored', audience: 'vendor', teamArea: 'catalogue', locked: false },
  // Sign-in codes, new factors, password changes: always mailed, whatever the preference.
  'account.security': { label: 'Account security', audience: 'any', teamArea: null, locked: true },
  'case.opened': { label: 'Case opened by a buyer', audience: 'vendor', teamArea: 'orders', locked: false },
  'case.escalated': { label: 'Case escalated to Soko', audience: 'vendor', teamArea: 'orders', locked: false },
  'case.decided': { label: 'Case decided by Soko', audience: 'vendor', teamArea: 'orders', locked: false },
  // Dispatch, cancellations, tracking and cases are the orders team's work.
  'standards.changed': { label: 'Service standards', audience: 'vendor', teamArea: 'orders', locked: false },
};

export const NOTIFICATION_TEXT = {
  idsOrAll: 'Name the notifications to mark read (ids), or all',
  lockedKind: (label: string) => `${label} emails cannot be switched off`,
  unknownKind: 'Unknown notification kind',
} as const;

export const NOTIFICATION_PAGE_SIZE = 20;

/** `GET /api/notifications`. */
export const notificationListQuerySchema = z.object({
  limit: limitSchema(NOTIFICATION_PAGE_SIZE),
  cursor: cursorSchema,
  unreadOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The app's path of the thing, e.g. `/sale/…`. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationDto = z.infer<typeof notificationDtoSchema>;

export const notificationListDtoSchema = z.object({
  items: z.array(notificationDtoSchema),
  /** Where the next page starts, for `?cursor=`; null on the last page. */
  nextCursor: z.string().nullable(),
  unread: z.number(),
});
export type NotificationListDto = z.infer<typeof notificationListDtoSchema>;

/** `PUT /api/notifications/read`: the named notifications, or all of the caller's. */
export const markNotificationsReadSchema = z
  .object({
    ids: z.array(z.uuid('Notification not found')).min(1).max(100).optional(),
    all: z.literal(true).optional(),
  })
  .refine((body) => (body.ids !== undefined) !== (body.all !== undefined), NOTIFICATION_TEXT.idsOrAll);
export type MarkNotificationsReadRequest = z.input<typeof markNotificationsReadSchema>;

export const unreadCountDtoSchema = z.object({ unread: z.number() });

export const notificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS, NOTIFICATION_TEXT.unknownKind),
  channel: z.enum(NOTIFICATION_CHANNELS),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesDtoSchema = z.object({
  /** Every kind the person can receive, with its channel (the default `both` where never chosen). */
  kinds: z.array(notificationPreferenceSchema.extend({ locked: z.boolean() })),
  /** One email a day with the day's notices instead of one email each. */
  dailyDigest: z.boolean(),
});
export type NotificationPreferencesDto = z.infer<typeof notificationPreferencesDtoSchema>;

/** `PUT /api/notification-preferences`: the kinds named change, the others stay. */
export const updateNotificationPreferencesSchema = z.object({
  kinds: z.array(notificationPreferenceSchema).max(NOTIFICATION_KINDS.length).optional(),
  dailyDigest: z.boolean().optional(),
});
export type UpdateNotificationPreferencesRequest = z.input<typeof updateNotificationPreferencesSchema>;

/** What the stream (`GET /api/notifications/stream`) sends as `event: notifications`. */
export interface NotificationStreamEvent {
  unread: number;
  /** Notices that arrived since the stream's last event, newest first. */
  items: NotificationDto[];
}

/**
 * The stream's event names: `notifications` carries a `NotificationStreamEvent`; `session-ended`
 * (no data) comes once, as the stream closes, when the session that opened it has ended; `replaced`
 * (no data) likewise when a newer stream of the session or account took its place past the caps.
 * After either, a client does not reconnect on its own.
 */
export const NOTIFICATION_STREAM_EVENTS = {
  notices: 'notifications',
  sessionEnded: 'session-ended',
  replaced: 'replaced',
} as const;

/** The cookie the web app sets for its EventSource, which cannot send the session header. */
export const NOTIFICATION_STREAM_COOKIE = 'soko_stream';
export const NOTIFICATION_STREAM_PATH = '/api/notifications/stream';
