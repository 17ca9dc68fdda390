import type { MarkNotificationsReadRequest, UpdateNotificationPreferencesRequest } from '@soko/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiClient, send } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { notificationKeys } from './keys.ts';

export const NOTIFICATION_PANEL_SIZE = 20;

/** The caller's notifications, newest first, a page at a time by cursor; each page has the unread count. */
export function notificationListQuery(unreadOnly = false) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list({ unreadOnly }),
    queryFn: ({ pageParam }) =>
      send(
        apiClient.GET('/api/notifications', {
          params: {
            query: {
              limit: NOTIFICATION_PANEL_SIZE,
              ...(pageParam ? { cursor: pageParam } : {}),
              ...(unreadOnly ? { unreadOnly: 'true' as const } : {}),
            },
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function notificationPreferencesQuery() {
  return queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: () => send(apiClient.GET('/api/notification-preferences')),
  });
}

export async function markNotificationsRead(body: MarkNotificationsReadRequest): Promise<void> {
  await send(apiClient.PUT('/api/notifications/read', { body }));
  await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

export async function updateNotificationPreferences(body: UpdateNotificationPreferencesRequest) {
  const saved = await send(apiClient.PUT('/api/notification-preferences', { body }));
  queryClient.setQueryData(notificationKeys.preferences(), saved);
  return saved;
}
