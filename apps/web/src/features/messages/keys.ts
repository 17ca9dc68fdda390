import type { ListPosition } from '../../lib/list-search.ts';

/** The cache keys of messages. */
export const messageKeys = {
  all: ['messages'] as const,
  box: (box: string, position: ListPosition) => [...messageKeys.all, 'box', box, position] as const,
  /** The unread count, which a change sets from its answer instead of asking again. */
  unread: () => [...messageKeys.all, 'unread'] as const,
  detail: (id: string) => [...messageKeys.all, 'detail', id] as const,
  conversation: (userId: string, otherId: string) => [...messageKeys.all, 'conversation', userId, otherId] as const,
  /** The recipient searches, which no message changes. */
  recipientSearches: () => [...messageKeys.all, 'recipients'] as const,
  recipients: (q: string) => [...messageKeys.recipientSearches(), q] as const,
};
