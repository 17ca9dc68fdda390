import {
  MESSAGE_PAGE_SIZE,
  MESSAGE_PAGE_SIZE_MAX,
  type MessageAttachmentDto,
  type MessageBox,
  type MessageBoxPage,
  type MessageChange,
  type MessageDto,
} from '@soko/shared';
import { keepPreviousData, partialMatchKey, queryOptions } from '@tanstack/react-query';
import { ApiError, apiClient, type MultipartBody, send } from '../../lib/api.ts';
import { downloadWithProgress, saveFile } from '../../lib/download.ts';
import { type ListPosition, positionQuery } from '../../lib/list-search.ts';
import { queryClient } from '../../lib/query-client.ts';
import { uploadWithProgress } from '../../lib/upload.ts';
import { messageKeys } from './keys.ts';

/** The sidebar badge and the dashboard ask this often, so a new message shows within a minute. */
export const UNREAD_REFRESH_MS = 60_000;
/** The conversation shown under a message: the first this many, oldest first. */
export const CONVERSATION_SHOWN = MESSAGE_PAGE_SIZE_MAX;

/** One box read at `position`: a numbered page, or past them the `nextCursor` an earlier page answered. */
export function messageBoxQuery(box: MessageBox, position: ListPosition) {
  const query = { box, ...positionQuery(position), limit: MESSAGE_PAGE_SIZE };
  return queryOptions({
    queryKey: messageKeys.box(box, position),
    queryFn: async (): Promise<MessageBoxPage> => {
      const answer = await send(apiClient.GET('/api/message', { params: { query } }));
      // With a box the answer is that box's page; without one it would be the overview of all three.
      if (!('box' in answer)) throw new ApiError(0, [{ msg: 'The messages could not be read' }]);
      return answer;
    },
    placeholderData: keepPreviousData,
  });
}

export function unreadCountQuery() {
  return queryOptions({
    queryKey: messageKeys.unread(),
    queryFn: () => send(apiClient.GET('/api/message/unread-count')),
    refetchInterval: UNREAD_REFRESH_MS,
  });
}

export function messageQuery(messageId: string) {
  return queryOptions({
    queryKey: messageKeys.detail(messageId),
    queryFn: () => send(apiClient.GET('/api/message/{id}', { params: { path: { id: messageId } } })),
  });
}

export function conversationQuery(userId: string, otherId: string) {
  return queryOptions({
    queryKey: messageKeys.conversation(userId, otherId),
    queryFn: () =>
      send(
        apiClient.GET('/api/message/{a}/{b}', {
          params: { path: { a: userId, b: otherId }, query: { page: 1, limit: CONVERSATION_SHOWN } },
        }),
      ),
  });
}

export function recipientsQuery(q: string) {
  return queryOptions({
    queryKey: messageKeys.recipients(q.trim()),
    queryFn: () => send(apiClient.GET('/api/message/recipients', { params: { query: { q: q.trim() || undefined } } })),
    placeholderData: keepPreviousData,
  });
}

/** Every change shows at once in the badge (the answer carries the count) and then in every list. */
async function messagesChanged(unread: number): Promise<void> {
  queryClient.setQueryData(unreadCountQuery().queryKey, { unread });
  await queryClient.invalidateQueries({
    queryKey: messageKeys.all,
    predicate: (query) =>
      !partialMatchKey(query.queryKey, messageKeys.unread()) &&
      !partialMatchKey(query.queryKey, messageKeys.recipientSearches()),
  });
}

async function changed(request: Promise<MessageChange>): Promise<MessageChange> {
  const result = await request;
  await messagesChanged(result.unread);
  return result;
}

export const markMessageRead = (messageId: string) =>
  changed(send(apiClient.PUT('/api/message/{id}/read', { params: { path: { id: messageId } } })));
export const markAllMessagesRead = () => changed(send(apiClient.PUT('/api/message/read-all')));
export const trashMessages = (ids: string[]) => changed(send(apiClient.POST('/api/message/trash', { body: { ids } })));
export const restoreMessages = (ids: string[]) =>
  changed(send(apiClient.POST('/api/message/restore', { body: { ids } })));
export const purgeMessages = (ids: string[]) => changed(send(apiClient.POST('/api/message/purge', { body: { ids } })));

/** Sends a message or a reply: `to`, `subject`, `body` (HTML), `replyTo` and `attachments` files. */
export type MessageBody = MultipartBody<'sendMessage'>;

export async function sendMessage(body: MessageBody, onProgress: (fraction: number) => void): Promise<MessageDto> {
  const message = await send(apiClient.POST('/api/message', { body, ...uploadWithProgress(onProgress) }));
  await queryClient.invalidateQueries({ queryKey: messageKeys.all });
  return message;
}

/** Attachments are private, so they are fetched with the session's token, then handed to the browser. */
export async function downloadAttachment(messageId: string, attachment: MessageAttachmentDto): Promise<void> {
  try {
    const { blob } = await downloadWithProgress(
      apiClient.GET('/api/message/{id}/attachments/{attachmentId}', {
        params: { path: { id: messageId, attachmentId: attachment._id } },
        parseAs: 'stream',
      }),
      () => {},
    );
    saveFile(blob, attachment.name);
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) {
      throw new ApiError(error.status, [{ msg: `${attachment.name} could not be downloaded` }]);
    }
    throw error;
  }
}
