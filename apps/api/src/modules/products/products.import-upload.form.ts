import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMPORT_IMAGES_MAX_BYTES,
  PRODUCT_IMPORT_IMAGES_MAX_FILES,
  PRODUCT_IMPORT_MAX_BYTES,
} from '@soko/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';
import { type ImageZip, openImageZip } from '../../lib/image-zip.ts';
import { multipartError } from '../../lib/uploads.ts';

/** What `POST /api/product/import` was sent: the CSV, the photos' ZIP if any, the default category. */
export interface ReceivedImport {
  file: Buffer;
  zip: ImageZip | undefined;
  defaultCategory: unknown;
  /** Closes the ZIP and deletes it from the disk: call once the request is answered. */
  release(): Promise<void>;
}

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;
const CSV_TOO_LARGE = `The file is too large: an import takes at most ${megabytes(PRODUCT_IMPORT_MAX_BYTES)}`;
const ZIP_TOO_LARGE = `The photos ZIP is too large: at most ${megabytes(PRODUCT_IMPORT_IMAGES_MAX_BYTES)}`;

/** Passes the bytes on until there are more than `max`, then fails with 413 and `message`. */
function capped(max: number, message: string, field: string) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > max ? new AppError(413, message, field) : null, chunk);
    },
  });
}

/**
 * Reads the multipart body: the CSV into memory (at most 20 MB), the ZIP of photos onto the disk (at
 * most 200 MB; never held in memory), each cut off with 413 as soon as it passes its size.
 */
export async function receiveImport(request: FastifyRequest): Promise<ReceivedImport> {
  let file: Buffer | undefined;
  let zipPath: string | undefined;
  let folder: string | undefined;
  let defaultCategory: unknown;
  const release = async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  };
  try {
    for await (const part of request.parts({
      limits: { fileSize: PRODUCT_IMPORT_IMAGES_MAX_BYTES + 1, files: 2, fields: 5 },
    })) {
      if (part.type !== 'file') {
        if (part.fieldname === 'defaultCategory' && part.value !== '') defaultCategory = part.value;
        continue;
      }
      if (part.fieldname === 'file') {
        const chunks: Buffer[] = [];
        await pipeline(part.file, capped(PRODUCT_IMPORT_MAX_BYTES, CSV_TOO_LARGE, 'file'), async (source) => {
          for await (const chunk of source) chunks.push(chunk as Buffer);
        });
        file = Buffer.concat(chunks);
      } else if (part.fieldname === 'images') {
        folder ??= await mkdtemp(path.join(tmpdir(), 'soko-import-'));
        zipPath = path.join(folder, 'photos.zip');
        await pipeline(
          part.file,
          capped(PRODUCT_IMPORT_IMAGES_MAX_BYTES, ZIP_TOO_LARGE, 'images'),
          createWriteStream(zipPath),
        );
      } else {
        throw badRequest(`Unexpected file field ${part.fieldname}`, part.fieldname);
      }
    }
    if (!file) throw badRequest('Please choose a CSV file', 'file');
    const zip = zipPath
      ? await openImageZip(zipPath, {
          maxEntries: PRODUCT_IMPORT_IMAGES_MAX_FILES,
          maxEntryBytes: PRODUCT_IMAGE_MAX_BYTES,
          maxTotalBytes: PRODUCT_IMPORT_IMAGES_MAX_BYTES,
        })
      : undefined;
    return {
      file,
      zip,
      defaultCategory,
      release: async () => {
        zip?.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    if (error instanceof AppError) throw error;
    throw multipartError(error, {
      field: 'file',
      tooLarge: () => CSV_TOO_LARGE,
      tooMany: 'Please send one CSV file and at most one ZIP of photos',
    });
  }
}
