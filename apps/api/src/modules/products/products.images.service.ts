import type { ProductDto } from '@soko/shared';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { type NoticeDelivery, publishNotices } from '../notifications/index.ts';
import { filesOf, removeProductImageFiles } from './products.images.ts';
import { deleteImage, imagesOfProduct, lockProduct } from './products.repo.ts';
import { noticeOfRevisionWaiting } from './products.review-notices.ts';
import { needsReview, proposeImageRemoval, refuseWhileRevisionWaits } from './products.revisions.service.ts';
import { auditIfAdmin, productDto, scopeOf } from './products.shared.ts';

/**
 * Removes one image; the last one stays, as a product always shows at least one. On a vendor's
 * approved product, the removal is part of its revision: buyers keep seeing the image until then.
 */
export async function deleteProductImage(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log' | 'mail' | 'notices'>,
  actor: User,
  id: string,
  imageId: string,
): Promise<ProductDto> {
  const { db } = deps;
  let delivery: NoticeDelivery | undefined;
  const unused = await db.transaction(async (tx) => {
    const product = await lockProduct(tx, id, scopeOf(actor));
    if (!product) throw notFound('Product');
    if (needsReview(actor, product)) {
      const removed = await proposeImageRemoval(tx, product, imageId);
      delivery = await noticeOfRevisionWaiting(deps, tx, actor, product);
      return removed;
    }
    await refuseWhileRevisionWaits(tx, product);
    const images = await imagesOfProduct(tx, id);
    const image = images.find((candidate) => candidate.id === imageId);
    if (!image) throw notFound('Image');
    if (images.length === 1) throw badRequest('A product needs at least one image', 'images');
    await deleteImage(tx, image.id);
    await auditIfAdmin(tx, actor, 'product.image.delete', id, { imageId: image.id });
    return filesOf([image]);
  });
  await removeProductImageFiles(deps, unused);
  if (delivery) await publishNotices(deps, delivery);
  return productDto(db, id, undefined);
}
