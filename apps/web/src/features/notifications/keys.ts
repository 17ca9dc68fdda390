/**
 * The cache keys of notifications: the stream invalidates `all` when anything arrives, so the bell,
 * the panel and the page ask again together.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (filters: { unreadOnly: boolean }) => [...notificationKeys.all, 'list', filters] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};
