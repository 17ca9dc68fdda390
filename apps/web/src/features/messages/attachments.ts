import {
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENT_MAX_COUNT,
  MESSAGE_ATTACHMENT_TYPES,
  MESSAGE_TEXT,
} from '@soko/shared';

export const ATTACHMENT_ACCEPT = MESSAGE_ATTACHMENT_TYPES.join(',');

const acceptedType = (type: string) => (MESSAGE_ATTACHMENT_TYPES as readonly string[]).includes(type);

/**
 * The first attachment rule the chosen files break, checked before anything is sent. The server
 * checks again, by each file's content rather than the type the browser reports.
 */
export function attachmentsError(files: File[]): string | null {
  if (files.length > MESSAGE_ATTACHMENT_MAX_COUNT) return MESSAGE_TEXT.tooManyAttachments;
  const tooLarge = files.find((file) => file.size > MESSAGE_ATTACHMENT_MAX_BYTES);
  if (tooLarge) return MESSAGE_TEXT.attachmentTooLarge(tooLarge.name);
  const wrongType = files.find((file) => !acceptedType(file.type));
  if (wrongType) return MESSAGE_TEXT.attachmentType(wrongType.name);
  return null;
}

/** "12 KB", "3.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Whether rich text shows any text at all: an emptied editor still sends `<p></p>`. */
export function isBlankHtml(html: string): boolean {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.trim() === '';
}
