import {
  type ApiErrorItem,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENT_MAX_COUNT,
  MESSAGE_ATTACHMENT_TYPES,
  MESSAGE_BODY_MAX,
  MESSAGE_TEXT,
  type MessageForm,
  messageFormSchema,
} from '@soko/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';
import { isBlankRichText, sanitizeRichText } from '../../lib/sanitize.ts';
import { assertStorableField } from '../../lib/text-guard.ts';
import { type CheckedFile, checkFile, multipartError, readUpload } from '../../lib/uploads.ts';

/** `POST /api/message` (docs/product.md section 7): text fields and up to five `attachments` files. */
export interface MessageUpload {
  form: MessageForm;
  attachments: CheckedFile[];
}

const ATTACHMENT_FIELD = 'attachments';
const TEXT_FIELDS = new Set(['to', 'subject', 'body', 'replyTo']);
/** HTML may take up to four bytes a character. */
const MAX_FIELD_BYTES = MESSAGE_BODY_MAX * 4;

const ATTACHMENT_LIMIT_MESSAGES = {
  field: ATTACHMENT_FIELD,
  tooLarge: (name: string | undefined) => MESSAGE_TEXT.attachmentTooLarge(name ?? 'An attachment'),
  tooMany: MESSAGE_TEXT.tooManyAttachments,
};

/**
 * Reads the whole form before anything is stored: every file is checked by its content (and images
 * re-encoded) here, so a refused file leaves nothing behind.
 */
export async function readMessageUpload(request: FastifyRequest): Promise<MessageUpload> {
  if (!request.isMultipart()) throw new AppError(415, 'Please send the message as a form');
  const fields: Record<string, string> = {};
  const attachments: CheckedFile[] = [];
  const parts = request.parts({
    limits: {
      fileSize: MESSAGE_ATTACHMENT_MAX_BYTES,
      files: MESSAGE_ATTACHMENT_MAX_COUNT,
      fields: TEXT_FIELDS.size + 4,
      fieldSize: MAX_FIELD_BYTES,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== ATTACHMENT_FIELD) {
          await part.toBuffer();
          throw badRequest(`Unexpected file field ${part.fieldname}`, part.fieldname);
        }
        const bytes = await readUpload(part);
        // A file input left empty still sends a part with no name and no bytes.
        if (bytes.length === 0 && !part.filename) continue;
        attachments.push(await checkFile(ATTACHMENT_FIELD, part.filename, bytes, MESSAGE_ATTACHMENT_TYPES));
        continue;
      }
      if (!TEXT_FIELDS.has(part.fieldname) || Object.hasOwn(fields, part.fieldname)) continue;
      if (part.valueTruncated) throw new AppError(413, MESSAGE_TEXT.bodyTooLong, part.fieldname);
      assertStorableField(part.fieldname, part.value);
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw multipartError(error, ATTACHMENT_LIMIT_MESSAGES);
  }
  return { form: validateMessageForm(fields), attachments };
}

/** Checks the text fields and sanitises the body; answers every broken rule at once. */
export function validateMessageForm(fields: Record<string, string>): MessageForm {
  const parsed = messageFormSchema.safeParse({ ...fields, replyTo: fields.replyTo || undefined });
  const errors: ApiErrorItem[] = (parsed.error?.issues ?? []).map((issue) => {
    const param = issue.path.map(String).join('.');
    return { msg: issue.message, ...(param ? { param } : {}) };
  });
  const body = sanitizeRichText(fields.body ?? '');
  if (!errors.some((error) => error.param === 'body') && isBlankRichText(body)) {
    errors.push({ msg: MESSAGE_TEXT.bodyRequired, param: 'body' });
  }
  if (errors.length > 0 || !parsed.success) throw new AppError(400, errors);
  return { ...parsed.data, body };
}
