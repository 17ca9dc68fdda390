import {
  isStaffRole,
  markNotificationsReadSchema,
  notificationListDtoSchema,
  notificationListQuerySchema,
  notificationPreferencesDtoSchema,
  unreadCountDtoSchema,
  updateNotificationPreferencesSchema,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestDeps } from '../../deps.ts';
import { currentSession, currentUser } from '../../lib/request-user.ts';
import {
  getNotificationPreferences,
  listNotifications,
  lookForStreams,
  markNotificationsRead,
  updateNotificationPreferences,
} from './notifications.service.ts';
import { NotificationStreams, type OpenStream, openEventStream } from './streams.ts';

const tags = ['notifications'];

/**
 * A stream ends after this long and the browser opens it again at once, signing in anew. A session
 * ended meanwhile is announced on the bus, and its streams close at once; this bounds what a lost
 * announcement could leave open.
 */
const STREAM_MAX_AGE_MS = 10 * 60_000;

export interface NotificationRouteOptions {
  heartbeatMs?: number;
}

/** The notification centre (issue 30): the list, read marks, preferences and the live stream. */
export const notificationRoutes: FastifyPluginAsyncZod<NotificationRouteOptions> = async (app, options) => {
  const caps = app.deps.config.notificationStreams;
  const streams = new NotificationStreams(
    (userId, sessionIds, since) => lookForStreams(app.deps, userId, sessionIds, since),
    caps,
    (error) => app.log.warn({ err: error }, 'notifications: streams could not be refreshed'),
    options.heartbeatMs,
  );
  // This instance hears the other instances' publications from its first stream on.
  let subscribed: Promise<() => Promise<void>> | undefined;
  const subscribe = () => {
    subscribed ??= app.deps.notices
      .subscribe((userIds) => streams.deliver(userIds))
      .catch((error: unknown) => {
        subscribed = undefined;
        throw error;
      });
    return subscribed;
  };
  app.addHook('preClose', (done) => {
    streams.closeAll();
    done();
  });
  app.addHook('onClose', async () => {
    const unsubscribe = await subscribed?.catch(() => undefined);
    await unsubscribe?.();
  });

  app.get(
    '/notifications',
    {
      schema: {
        operationId: 'listNotifications',
        summary: "The caller's notifications, newest first, with the unread count",
        tags,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListDtoSchema },
      },
      // A team member's own notices: they are addressed to the member, not the vendor.
      config: { member: 'self' },
    },
    async (request) => listNotifications(requestDeps(request), currentUser(request).id, request.query),
  );

  app.put(
    '/notifications/read',
    {
      schema: {
        operationId: 'markNotificationsRead',
        summary: "Mark the caller's named notifications read, or all of them",
        tags,
        body: markNotificationsReadSchema,
        response: { 200: unreadCountDtoSchema },
      },
      // A team member's own notices: they are addressed to the member, not the vendor.
      config: { member: 'self' },
    },
    async (request) => markNotificationsRead(requestDeps(request), currentUser(request).id, request.body),
  );

  app.get(
    '/notification-preferences',
    {
      schema: {
        operationId: 'getNotificationPreferences',
        summary: 'How the caller takes each kind of notification, and the daily digest',
        tags,
        response: { 200: notificationPreferencesDtoSchema },
      },
      // A team member's own notices: they are addressed to the member, not the vendor.
      config: { member: 'self' },
    },
    async (request) => {
      const user = currentUser(request);
      return getNotificationPreferences(requestDeps(request), { id: user.id, isStaff: isStaffRole(user.role) });
    },
  );

  app.put(
    '/notification-preferences',
    {
      schema: {
        operationId: 'updateNotificationPreferences',
        summary: 'Choose per kind in-app, email, both or none, and the daily digest',
        tags,
        body: updateNotificationPreferencesSchema,
        response: { 200: notificationPreferencesDtoSchema },
      },
      // A team member's own notices: they are addressed to the member, not the vendor.
      config: { member: 'self' },
    },
    async (request) => {
      const user = currentUser(request);
      return updateNotificationPreferences(
        requestDeps(request),
        { id: user.id, isStaff: isStaffRole(user.role) },
        request.body,
      );
    },
  );

  app.get(
    '/notifications/stream',
    {
      schema: {
        operationId: 'streamNotifications',
        summary: 'Server-sent events: the unread count and each new notification as it arrives',
        description:
          'Signed in by the session header, or by the `soko_stream` cookie (path-scoped) that a browser EventSource sends. Each `notifications` event carries `{ unread, items }`; a comment line every 25 s keeps the connection open. When the session ends (sign-out elsewhere, deactivation, a password change) the stream sends `session-ended` and closes. A session keeps at most NOTIFICATION_STREAMS_PER_SESSION streams open (10) and an account NOTIFICATION_STREAMS_PER_ACCOUNT (20): a further one makes the oldest send `replaced` and close.',
        tags,
      },
      config: {
        member: 'self',
        sessionCookie: true,
        rateLimit: { max: caps.opensPerMinute, timeWindow: 60_000 },
        download: { mediaTypes: ['text/event-stream'], description: 'A stream of `notifications` events' },
      },
    },
    async (request, reply) => {
      await subscribe();
      const response = reply.raw;
      const stream: OpenStream = { userId: currentUser(request).id, sessionId: currentSession(request).id, response };
      reply.hijack();
      openEventStream(response, reply.getHeaders());
      const maxAge = setTimeout(() => response.end(), STREAM_MAX_AGE_MS);
      maxAge.unref();
      response.on('close', () => {
        clearTimeout(maxAge);
        streams.remove(stream);
      });
      streams.add(stream);
    },
  );
};
