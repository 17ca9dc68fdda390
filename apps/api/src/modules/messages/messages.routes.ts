import {
  conversationQuerySchema,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENT_MAX_COUNT,
  MESSAGE_TEXT,
  messageBoxPageSchema,
  messageChangeSchema,
  messageDtoSchema,
  messageFormSchema,
  messageIdsSchema,
  messageListQuerySchema,
  messageOverviewSchema,
  messageRecipientsSchema,
  paginatedSchema,
  recipientQuerySchema,
  unreadCountSchema,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDeps } from '../../deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { filePart, multipartFields } from '../../lib/openapi.ts';
import { currentUser } from '../../lib/request-user.ts';
import { readMessageUpload } from './messages.form.ts';
import {
  attachmentFile,
  markAllMessagesRead,
  markMessageRead,
  messageBox,
  messageOverview,
  purgeMany,
  purgeOne,
  readConversation,
  readMessage,
  recipientsFor,
  restoreMany,
  restoreOne,
  sendMessage,
  trashMany,
  trashOne,
  unreadCount,
} from './messages.service.ts';

const tags = ['messages'];
const messageParams = z.object({ id: z.uuid('Message not found') });

/** A download name for the header: the ASCII fallback for old clients, the exact name in RFC 5987 form. */
function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Messages between vendors and staff (docs/product.md section 7). Every call acts for the token's user. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/message',
    {
      schema: {
        operationId: 'listMessages',
        response: { 200: z.union([messageBoxPageSchema, messageOverviewSchema]) },
        summary: 'List a message box (inbox, sent or trash)',
        tags,
        querystring: messageListQuerySchema,
      },
      onRequest: app.requireVendorOrStaff('messages'),
    },
    async (request) => {
      const { box, page, limit, cursor } = request.query;
      const user = currentUser(request);
      if (!box && cursor) throw badRequest(MESSAGE_TEXT.cursorNeedsBox, 'cursor');
      return box
        ? messageBox(requestDeps(request), user, box, { page, limit, cursor })
        : messageOverview(requestDeps(request), user, limit);
    },
  );

  app.get(
    '/message/unread-count',
    {
      schema: {
        operationId: 'countUnreadMessages',
        response: { 200: unreadCountSchema },
        summary: 'Count unread messages',
        tags,
      },
      onRequest: app.requireVendorOrStaff('messages'),
    },
    async (request) => unreadCount(requestDeps(request), currentUser(request)),
  );

  app.get(
    '/message/recipients',
    {
      schema: {
        operationId: 'listMessageRecipients',
        response: { 200: messageRecipientsSchema },
        summary: 'List who the user can write to',
        tags,
        querystring: recipientQuerySchema,
      },
      onRequest: app.requireVendorOrStaff('messages'),
    },
    async (request) => recipientsFor(requestDeps(request), currentUser(request), request.query.q),
  );

  app.post(
    '/message',
    {
      schema: {
        operationId: 'sendMessage',
        response: { 201: messageDtoSchema },
        summary: 'Send a message with attachments',
        tags,
        consumes: ['multipart/form-data'],
      },
      onRequest: app.requireVendorOrStaff('messages'),
      config: {
        // Each message mails its receiver: a cap keeps a stolen session from flooding inboxes.
        rateLimit: { max: 30, timeWindow: 60_000 },
        multipartBody: multipartFields(messageFormSchema, {
          attachments: {
            type: 'array',
            maxItems: MESSAGE_ATTACHMENT_MAX_COUNT,
            items: filePart(`PDF, JPEG, PNG or WebP, up to ${MESSAGE_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB each`),
          },
        }),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const upload = await readMessageUpload(request);
      return reply.status(201).send(await sendMessage(requestDeps(request), user, upload));
    },
  );

  app.put(
    '/message/read-all',
    {
      schema: {
        operationId: 'markAllMessagesRead',
        response: { 200: messageChangeSchema },
        summary: 'Mark every message of the inbox read',
        tags,
      },
      onRequest: app.requireVendorOrStaff('messages'),
    },
    async (request) => markAllMessagesRead(requestDeps(request), currentUser(request)),
  );

  app.post(
    '/message/trash',
    {
      schema: {
        operationId: 'trashMessages',
        response: { 200: messageChangeSchema },
        summary: 'Move messages to the trash',
        tags,
        body: messageIdsSchema,
      },
      onRequest: app.requireVendorOrStaff('messages'),
    },
    async (request) => trashMany(requestDeps(request), currentUser(request), request.body.ids),
  );

  app.post(
    '/message/restore',
    {
      schema: {
        operationId: 'restoreMessages',
        response: { 200: messageChangeSchema },
        summary: 'Restore messages from the trash',
        tags,
        body: messageIdsSchema,
      },
      onRequest: app.requireVendorOrStaff('messages'),
    },
    async (request) => restoreMany(requestDeps(request), currentUser(request), request.body.ids),
  );

  app.post(
    '/message/purge',
    {
      schema: {
        operationId: 'purgeMessages',
        response: { 200: messageChangeSchema },
        summary: 'Delete messages from the trash for good',
        tags,
        body: messageIdsSchema,
      },
      onRequest: app.requireVendorOrStaff('messages'),
    },
    async (request) => purgeMany(requestDeps(request), currentUser(request), request.body.ids),
  );

  app.get(
    '/message/:id',
    {
      schema: {
        operationId: 'getMessage',
        response: { 200: messageDtoSchema },
        summary: 'Read one message',
        tags,
        params: messageParams,
      },
      onRequest: app.requireVendorOrStaff('messages'),
    },
    async (request) => readMessage(requestDeps(request), currentUser(request), request.params.id),
  );

  app.put(
    '/message/:id/read',
    {
      schema: {
        operationId: 'markMessageRead',
        response: { 200: messageChangeSchema },
        summary: 'Mark one message read',
        tags,
        params: messageParams,
      },
      onRequest: app.requireVendorOrStaff('messages'),
    },
    async (request) => markMessageRead(requestDeps(request), currentUser(request), request.params.id),
  );

  app.put(
    '/message/:id/restore',
    {
      schema: {
        operationId: 'restoreMessage',
        response: { 200: messageChangeSchema },
        summary: 'Restore one message from the trash',
        tags,
        params: messageParams,
      },
      onRequest: app.requireVendorOrStaff('messages'),
    },
    async (request) => restoreOne(requestDeps(request), currentUser(request), request.params.id),
  );

  app.delete(
    '/message/:id',
    {
      schema: {
        operationId: 'deleteMessage',
        response: { 200: messageChangeSchema },
        summary: 'Move one message to the trash, or delete it from the trash',
        tags,
        params: messageParams,
        querystring: z.object({ permanent: z.stringbool().default(false) }),
      },
      onRequest: app.requireVendorOrStaff('messages'),
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      return request.query.permanent
        ? purgeOne(requestDeps(request), user, id)
        : trashOne(requestDeps(request), user, id);
    },
  );

  app.get(
    '/message/:id/attachments/:attachmentId',
    {
      schema: {
        operationId: 'downloadMessageAttachment',
        summary: "Download a message's attachment",
        tags,
        params: messageParams.extend({ attachmentId: z.uuid('Attachment not found') }),
      },
      onRequest: app.requireVendorOrStaff('messages'),
      config: {
        download: {
          mediaTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
          description: 'The attachment, as a download',
        },
      },
    },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const { attachment, file } = await attachmentFile(requestDeps(request), currentUser(request), id, attachmentId);
      return reply
        .type(attachment.mimeType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachmentDisposition(attachment.originalName))
        .header('content-length', file.size)
        .send(file.body);
    },
  );

  app.get(
    '/message/:a/:b',
    {
      schema: {
        operationId: 'listConversation',
        response: { 200: paginatedSchema(messageDtoSchema) },
        summary: 'List the messages between two users',
        tags,
        params: z.object({ a: z.uuid('Conversation not found'), b: z.uuid('Conversation not found') }),
        querystring: conversationQuerySchema,
      },
      onRequest: app.requireVendorOrStaff('messages'),
    },
    async (request) => {
      const { a, b } = request.params;
      const { page, limit } = request.query;
      return readConversation(requestDeps(request), currentUser(request), a, b, page, limit);
    },
  );
};
