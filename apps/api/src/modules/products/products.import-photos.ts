import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '@soko/shared';
import { fileTypeFromBuffer } from 'file-type';
import type { StoredImportPhoto } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { ImageZip } from '../../lib/image-zip.ts';
import { type CheckedFile, checkFile } from '../../lib/uploads.ts';

/**
 * The photos an import's rows name by file name rather than web address (issue 47): a seller whose
 * photos are on their computer sends them as a ZIP beside the CSV. The dry run reads them from the
 * ZIP; sending the file to apply checks and re-encodes each as an upload is, and stores it until the
 * import's job has applied it, on whichever instance that runs.
 */
export interface ImportPhotos {
  /** Why the name cannot be a photo of the import, or undefined when it can. */
  refusalOf(name: string): Promise<string | undefined>;
  /** The photo as the product form takes an upload. */
  load(name: string): Promise<CheckedFile>;
}

const PHOTO_AREA = 'import-photos';
const FIELD = 'images';

/** A CSV image cell's token that is a file name, not a web address. */
export const isPhotoName = (token: string) => !/^[a-z][a-z0-9+.-]*:/i.test(token);

export const NO_PHOTOS_ZIP = 'is a file name, not a web address: send the photos as a ZIP beside the CSV';
const NOT_IN_ZIP = 'is not in the photos ZIP';

function typeRefusal(mime: string | undefined): string | undefined {
  return mime && (PRODUCT_IMAGE_TYPES as readonly string[]).includes(mime)
    ? undefined
    : 'is not a JPEG, PNG or WebP photo';
}

/** The photos of a ZIP being checked (a dry run): each read once, its size and type checked. */
export function photosOfZip(zip: ImageZip): ImportPhotos {
  const refusals = new Map<string, Promise<string | undefined>>();
  const refusalOf = (name: string) => {
    let refusal = refusals.get(name);
    if (!refusal) {
      const entry = zip.find(name);
      refusal = !entry
        ? Promise.resolve(NOT_IN_ZIP)
        : entry.size > PRODUCT_IMAGE_MAX_BYTES
          ? Promise.resolve(`is larger than ${PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024)} MB`)
          : zip
              .read(entry)
              .then(async (bytes) => typeRefusal((await fileTypeFromBuffer(bytes))?.mime))
              .catch((error: unknown) =>
                // The ZIP's own refusals name the photo first; the row's message names it already.
                error instanceof AppError && error.message.startsWith(`${entry.name} `)
                  ? error.message.slice(entry.name.length + 1)
                  : 'could not be read from the photos ZIP',
              );
      refusals.set(name, refusal);
    }
    return refusal;
  };
  return {
    refusalOf,
    async load(name) {
      const entry = zip.find(name);
      if (!entry) throw new AppError(400, `${name} ${NOT_IN_ZIP}`, FIELD);
      return { ...(await checkFile(FIELD, name, await zip.read(entry), PRODUCT_IMAGE_TYPES)), sourceUrl: name };
    },
  };
}

/**
 * Checks and re-encodes every photo the rows name that the ZIP holds, and stores it for the job:
 * a photo that fails the upload rules refuses the whole file (400 or 415 naming it), nothing kept.
 */
export async function storeZipPhotos(
  deps: Pick<AppDeps, 'storage'>,
  zip: ImageZip,
  names: string[],
): Promise<StoredImportPhoto[]> {
  const photos = photosOfZip(zip);
  const stored: StoredImportPhoto[] = [];
  try {
    for (const name of new Set(names)) {
      if (!zip.find(name)) continue;
      const checked = await photos.load(name);
      const file = await deps.storage.save(PHOTO_AREA, checked.bytes, checked.extension, checked.mimeType);
      stored.push({ name, file, mimeType: checked.mimeType, extension: checked.extension });
    }
  } catch (error) {
    await removeStoredPhotos(deps, stored);
    throw error;
  }
  return stored;
}

/** The photos stored for an import, as its job reads them. */
export function storedPhotos(deps: Pick<AppDeps, 'storage'>, stored: StoredImportPhoto[]): ImportPhotos {
  const byName = new Map(stored.map((photo) => [photo.name, photo]));
  return {
    refusalOf: async (name) => (byName.has(name) ? undefined : NOT_IN_ZIP),
    async load(name) {
      const photo = byName.get(name);
      const opened = photo && (await deps.storage.open(PHOTO_AREA, photo.file));
      if (!photo || !opened) throw new AppError(400, `${name} ${NOT_IN_ZIP}`, FIELD);
      const chunks: Buffer[] = [];
      for await (const chunk of opened.body) chunks.push(chunk as Buffer);
      return {
        field: FIELD,
        originalName: name,
        mimeType: photo.mimeType,
        extension: photo.extension,
        bytes: Buffer.concat(chunks),
        sourceUrl: name,
      };
    },
  };
}

export async function removeStoredPhotos(deps: Pick<AppDeps, 'storage'>, stored: StoredImportPhoto[]): Promise<void> {
  await Promise.all(stored.map((photo) => deps.storage.remove(PHOTO_AREA, photo.file)));
}
