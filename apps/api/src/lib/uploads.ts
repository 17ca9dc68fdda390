import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError, badRequest } from './errors.ts';
import { storableText } from './text-guard.ts';

export interface CheckedFile {
  field: string;
  originalName: string;
  mimeType: string;
  extension: string;
  bytes: Buffer;
  /** Where the server fetched it (a product import's image URL); absent for an upload. */
  sourceUrl?: string;
}

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** A small file can hold a huge image (a decompression bomb); 40 megapixels is far beyond any photo we need. */
const MAX_IMAGE_PIXELS = 40_000_000;

/** Reads one multipart file, refusing it when it is over the size limit. */
export async function readUpload(part: MultipartFile): Promise<Buffer> {
  const bytes = await part.toBuffer();
  if (part.file.truncated) {
    throw new AppError(413, `${part.filename} is too large`, part.fieldname);
  }
  return bytes;
}

/**
 * Checks a file's type by its content (never by its name or the type the client claims) and
 * re-encodes images so that no untrusted bytes or metadata (GPS, camera) are stored.
 */
export async function checkFile(
  field: string,
  originalName: string,
  bytes: Buffer,
  allowed: readonly string[],
): Promise<CheckedFile> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !allowed.includes(detected.mime)) {
    throw new AppError(415, `${originalName || 'The file'} is not an accepted type (${allowedLabel(allowed)})`, field);
  }
  let content = bytes;
  if (IMAGE_TYPES.has(detected.mime)) {
    try {
      const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
      content =
        detected.mime === 'image/png'
          ? await image.png().toBuffer()
          : detected.mime === 'image/webp'
            ? await image.webp({ quality: 85 }).toBuffer()
            : await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    } catch {
      throw badRequest(`${originalName || 'The image'} could not be read as an image`, field);
    }
  }
  return {
    field,
    originalName: storableText(originalName).slice(0, 200),
    mimeType: detected.mime,
    extension: detected.ext,
    bytes: content,
  };
}

function allowedLabel(allowed: readonly string[]): string {
  return allowed
    .map((mime) => (mime === 'application/pdf' ? 'PDF' : (mime.split('/')[1] ?? mime).toUpperCase()))
    .join(', ');
}

export interface UploadLimitMessages {
  /** The field the files come in, named in the errors about them. */
  field: string;
  tooLarge: (fileName: string | undefined) => string;
  tooMany: string;
}

/**
 * Turns the multipart plugin's limit and parse errors (a cut-off body, a missing boundary, too many
 * files) into 4xx messages a user can act on, so that no upload can end in a 500. The limit errors
 * are told apart by their codes (those of `app.multipartErrors`), so no caller needs the server.
 */
export function multipartError(error: unknown, messages: UploadLimitMessages): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const name = (error as { part?: { filename?: string } }).part?.filename;
    return new AppError(413, messages.tooLarge(name || undefined), messages.field);
  }
  if (code === 'FST_FILES_LIMIT') return new AppError(413, messages.tooMany, messages.field);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError(413, 'The form has too many fields');
  }
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return badRequest('The form could not be read. Please try again');
}
