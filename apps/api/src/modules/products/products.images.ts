import { PRODUCT_IMAGE_ACCEPTED_PX } from '@soko/shared';
import sharp from 'sharp';
import type { AppDeps } from '../../deps.ts';
import { PRODUCT_IMAGE_AREA } from '../../lib/product-images.ts';
import type { CheckedFile } from '../../lib/uploads.ts';
import { imageFilesInSales } from './products.stock.repo.ts';

export { PRODUCT_IMAGE_AREA, PRODUCT_IMAGE_URL_PREFIX, productImageUrl } from '../../lib/product-images.ts';

const THUMB_PX = 300;

export interface StoredImage {
  file: string;
  thumbFile: string;
  sourceUrl?: string;
}

/**
 * Resizes each (already checked and re-encoded) image once, to at most 1000 x 1000 and a
 * 300 x 300 thumbnail, both WebP, and stores them. If anything fails, nothing is left behind.
 */
export async function storeProductImages(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log'>,
  images: CheckedFile[],
): Promise<StoredImage[]> {
  const saved: string[] = [];
  const stored: StoredImage[] = [];
  try {
    for (const image of images) {
      const source = sharp(image.bytes).rotate();
      const [full, thumb] = await Promise.all([
        source
          .clone()
          .resize(PRODUCT_IMAGE_ACCEPTED_PX, PRODUCT_IMAGE_ACCEPTED_PX, { fit: 'inside', withoutEnlargement: true })
          .webp()
          .toBuffer(),
        source.clone().resize(THUMB_PX, THUMB_PX, { fit: 'cover' }).webp().toBuffer(),
      ]);
      const file = await deps.storage.save(PRODUCT_IMAGE_AREA, full, 'webp', 'image/webp');
      saved.push(file);
      const thumbFile = await deps.storage.save(PRODUCT_IMAGE_AREA, thumb, 'webp', 'image/webp');
      saved.push(thumbFile);
      stored.push({ file, thumbFile, ...(image.sourceUrl ? { sourceUrl: image.sourceUrl } : {}) });
    }
    return stored;
  } catch (error) {
    await removeProductImageFiles(deps, saved);
    throw error;
  }
}

/**
 * Stores a copy of each image and its thumbnail under new names, so the copy's images are its own:
 * removing either product's images never takes the other's. If anything fails, nothing is left behind.
 */
export async function copyProductImages(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log'>,
  images: StoredImage[],
): Promise<StoredImage[]> {
  const saved: string[] = [];
  const copyOf = async (name: string) => {
    const opened = await deps.storage.open(PRODUCT_IMAGE_AREA, name);
    if (!opened) throw new Error(`product image file missing: ${name}`);
    const copy = await deps.storage.save(
      PRODUCT_IMAGE_AREA,
      Buffer.concat(await opened.body.toArray()),
      'webp',
      'image/webp',
    );
    saved.push(copy);
    return copy;
  };
  try {
    const copies: StoredImage[] = [];
    for (const image of images)
      copies.push({ file: await copyOf(image.file), thumbFile: await copyOf(image.thumbFile) });
    return copies;
  } catch (error) {
    await removeProductImageFiles(deps, saved);
    throw error;
  }
}

/**
 * Removes image files once the database no longer refers to them. A thumbnail that a sale line
 * still shows stays, so a sale keeps its picture after the product is edited or deleted. The
 * change is already committed, so a file that cannot be removed is logged rather than failing the request.
 */
export async function removeProductImageFiles(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log'>,
  files: string[],
): Promise<void> {
  const kept = await imageFilesInSales(deps.db, files);
  await Promise.all(
    files
      .filter((file) => !kept.has(file))
      .map((file) =>
        deps.storage.remove(PRODUCT_IMAGE_AREA, file).catch((error: unknown) => {
          deps.log.warn({ err: error, file }, 'could not remove a product image file');
        }),
      ),
  );
}

export const filesOf = (images: StoredImage[]) => images.flatMap((image) => [image.file, image.thumbFile]);
