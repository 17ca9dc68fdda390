/**
 * Messages between vendors and staff (docs/product.md sections 2, 3 and 7): the rules and
 * shapes shared by the API and the web app.
 */
import { z } from 'zod';
import { cursorSchema, pageSchema, paginatedSchema } from './lists.ts';
import { isStaffRole } from './permissions.ts';

export const MESSAGE_BOXES = ['inbox', 'sent', 'trash'] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

/** The spec gives no page size for messages; 10 a page, as for sales and orders. */
export const MESSAGE_PAGE_SIZE = 10;
export const MESSAGE_PAGE_SIZE_MAX = 50;
export const CONVERSATION_PAGE_SIZE = 20;
export const MESSAGE_SUBJECT_MAX = 200;
/** Characters of HTML, before sanitising. */
export const MESSAGE_BODY_MAX = 50_000;
export const MESSAGE_ATTACHMENT_MAX_COUNT = 5;
export const MESSAGE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MESSAGE_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const MESSAGE_BULK_MAX = 100;
/** Recipients the picker shows for one search. */
export const MESSAGE_RECIPIENTS_MAX = 20;

export const MESSAGE_TEXT = {
  noMessages: 'No Messages',
  cannotWrite: 'You cannot send a message to this user',
  recipientRequired: 'Please choose a recipient',
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject can be at most ${MESSAGE_SUBJECT_MAX} characters`,
  bodyRequired: 'Please write a message',
  bodyTooLong: 'The message is too long',
  tooManyAttachments: `Please attach at most ${MESSAGE_ATTACHMENT_MAX_COUNT} files`,
  attachmentTooLarge: (name: string) =>
    `${name} is too large. Each attachment can be at most ${MESSAGE_ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB`,
  attachmentType: (name: string) => `${name} is not an accepted type (PDF, JPEG, PNG, WEBP)`,
  selectMessages: 'Please select at least one message',
  notInTrash: 'This message is not in the trash',
  notReceiver: 'Only the receiver of a message can mark it read',
  sent: 'Message sent',
  cursorNeedsBox: 'Choose the box to continue: a cursor continues one box',
} as const;

const LIMIT_TEXT = `The limit must be a whole number from 1 to ${MESSAGE_PAGE_SIZE_MAX}`;
const messageLimit = (fallback: number) =>
  z.coerce
    .number({ error: LIMIT_TEXT })
    .int(LIMIT_TEXT)
    .min(1, LIMIT_TEXT)
    .max(MESSAGE_PAGE_SIZE_MAX, LIMIT_TEXT)
    .default(fallback);

/** `GET /api/message`: one box when `box` is given, else the first page of every box. */
export const messageListQuerySchema = z.object({
  box: z.enum(MESSAGE_BOXES, { error: `The box must be one of: ${MESSAGE_BOXES.join(', ')}` }).optional(),
  page: pageSchema,
  limit: messageLimit(MESSAGE_PAGE_SIZE),
  /** Continues one box from its previous answer's `nextCursor` (with `box`). */
  cursor: cursorSchema,
});

/** `GET /api/message/{a}/{b}`: one conversation, oldest first. */
export const conversationQuerySchema = z.object({
  page: pageSchema,
  limit: messageLimit(CONVERSATION_PAGE_SIZE),
});

export const recipientQuerySchema = z.object({ q: z.string().trim().max(100).optional() });

/**
 * The text fields of `POST /api/message` (multipart; the files are `attachments`). Whether the body
 * has any text is checked after sanitising, on the server, and on the text the editor shows, in the browser.
 */
export const messageFormSchema = z.object({
  to: z.uuid(MESSAGE_TEXT.recipientRequired),
  subject: z
    .string(MESSAGE_TEXT.subjectRequired)
    .trim()
    .min(1, MESSAGE_TEXT.subjectRequired)
    .max(MESSAGE_SUBJECT_MAX, MESSAGE_TEXT.subjectTooLong),
  body: z.string(MESSAGE_TEXT.bodyRequired).max(MESSAGE_BODY_MAX, MESSAGE_TEXT.bodyTooLong),
  replyTo: z.uuid('Message not found').optional(),
});
export type MessageForm = z.output<typeof messageFormSchema>;

/** The bulk calls (`POST /api/message/trash|restore|purge`). */
export const messageIdsSchema = z.object({
  ids: z
    .array(z.uuid('Message not found'), MESSAGE_TEXT.selectMessages)
    .min(1, MESSAGE_TEXT.selectMessages)
    .max(MESSAGE_BULK_MAX, `Please select at most ${MESSAGE_BULK_MAX} messages`),
});

/** A sender or receiver as a message shows them. */
export const messagePartySchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  role: z.number(),
});
export type MessageParty = z.infer<typeof messagePartySchema>;

export const messageAttachmentDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
});
export type MessageAttachmentDto = z.infer<typeof messageAttachmentDtoSchema>;

/** A message in a list (docs/product.md section 3: Message), without its body. */
export const messageSummarySchema = z.object({
  _id: z.string(),
  /** The sender's id. */
  from: z.string(),
  /** The receiver's id. */
  to: z.string(),
  sender: messagePartySchema,
  receiver: messagePartySchema,
  subject: z.string(),
  createdAt: z.string(),
  /** Whether the receiver has opened it. */
  read: z.boolean(),
  readAt: z.string().nullable(),
  /** Whether the caller has moved their copy to the trash. */
  trashed: z.boolean(),
  /** The message this one answers. */
  replyTo: z.string().nullable(),
  attachmentCount: z.number(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

export const messageDtoSchema = messageSummarySchema.extend({
  /** Sanitised HTML. */
  body: z.string(),
  attachments: z.array(messageAttachmentDtoSchema),
});
export type MessageDto = z.infer<typeof messageDtoSchema>;

export const messageBoxPageSchema = paginatedSchema(messageSummarySchema).extend({
  box: z.enum(MESSAGE_BOXES),
  unread: z.number(),
});
export type MessageBoxPage = z.infer<typeof messageBoxPageSchema>;

/** `GET /api/message` without a box: the first page of each. */
export const messageOverviewSchema = z.object({
  inbox: paginatedSchema(messageSummarySchema),
  outbox: paginatedSchema(messageSummarySchema),
  trash: paginatedSchema(messageSummarySchema),
  unread: z.number(),
});
export type MessageOverview = z.infer<typeof messageOverviewSchema>;

export const unreadCountSchema = z.object({ unread: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** The answer to every call that changes messages: how many changed, and the caller's unread count after. */
export const messageChangeSchema = z.object({ msg: z.string(), count: z.number(), unread: z.number() });
export type MessageChange = z.infer<typeof messageChangeSchema>;

export const messageRecipientsSchema = z.object({ items: z.array(messagePartySchema) });

/** "Ama Mensah (Kente House)" for a vendor, "Kofi Mensah (Soko team)" for staff. */
export function messagePartyName(party: Pick<MessageParty, 'firstName' | 'lastName' | 'displayName' | 'role'>) {
  const name = `${party.firstName} ${party.lastName}`.trim();
  if (isStaffRole(party.role)) return `${name} (Soko team)`;
  return party.displayName ? `${name} (${party.displayName})` : name;
}

/** The subject of a reply: 'Re: ' once, however often the conversation goes back and forth. */
export function replySubject(subject: string): string {
  const reply = /^re:\s*/i.test(subject) ? subject : `Re: ${subject}`;
  return reply.slice(0, MESSAGE_SUBJECT_MAX);
}
