import {
  type createReviewSchema,
  isStaffRole,
  type ProductReviewsDto,
  type PublicReviewDto,
  type RatingDto,
  REVIEW_TEXT,
  type ReviewDto,
  type ReviewListDto,
  type ReviewStatus,
  ROLE_VENDOR,
  ratingOf,
} from '@soko/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Review, User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { decodeCursor, pageOfRows } from '../../lib/pagination.ts';
import { recordAudit } from '../audit/index.ts';
import { type NoticeDelivery, notifyIn, publishNotices } from '../notifications/index.ts';
import {
  findOrderLine,
  insertReview,
  listReviewRows,
  lockReview,
  orderExists,
  productRatingFigures,
  REVIEW_KEYSET,
  type ReviewFilter,
  type ReviewRow,
  unitsRefundedByReturns,
  updateReview,
  vendorRatingFigures,
} from './reviews.repo.ts';

export type ReviewDeps = Pick<AppDeps, 'db' | 'mail' | 'notices' | 'log' | 'clock'>;
type CreateReviewInput = z.output<typeof createReviewSchema>;

const SORT_NAME = 'newest';
const reviewNotFound = () => notFound('Review');
const scopeOf = (actor: User) => (isStaffRole(actor.role) ? undefined : actor.id);

/** "Esi Mensah" -> "Esi M.": what a storefront may show of the buyer. */
export function authorOf(customerName: string): string {
  const [first = '', ...rest] = customerName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first || 'A buyer';
}

function toPublicReview(row: ReviewRow): PublicReviewDto {
  return {
    _id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    author: authorOf(row.customerName),
    verifiedPurchase: true,
    reply:
      row.replyBody !== null && row.repliedAt && row.replyUpdatedAt
        ? { body: row.replyBody, createdAt: row.repliedAt.toISOString(), updatedAt: row.replyUpdatedAt.toISOString() }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toReviewDto(row: ReviewRow): ReviewDto {
  return {
    ...toPublicReview(row),
    status: row.status,
    hiddenReason: row.status === 'hidden' ? row.hiddenReason : null,
    product: { _id: row.productId, name: row.productName },
    vendor: { _id: row.vendorId, displayName: row.vendorName },
    saleId: row.saleId,
    orderNumber: row.orderNumber,
  };
}

/**
 * Whether every unit of the product's lines was refunded: the sale's items refunded in full, or
 * each line's units put back in stock or refunded through a return (the buyer may keep them).
 */
function fullyRefunded(
  sale: { priceCents: number; refundedCents: number },
  lines: { id: string; qty: number; restockedQty: number }[],
  byReturns: Map<string, number>,
): boolean {
  if (sale.priceCents > 0 && sale.refundedCents >= sale.priceCents) return true;
  return lines.every((line) => Math.max(line.restockedQty, byReturns.get(line.id) ?? 0) >= line.qty);
}

/**
 * `POST /api/order/{orderId}/reviews` (the storefront): a review of a product of the order's sale,
 * once that sale is Delivered and the product not refunded in full; one per product of a sale. The
 * vendor hears of it; the kept ratings move in the same transaction (trigger, migration 0034).
 */
export async function createReview(
  deps: ReviewDeps,
  orderId: string,
  input: CreateReviewInput,
): Promise<{ _id: string; status: ReviewStatus }> {
  const { db } = deps;
  if (!(await orderExists(db, orderId))) throw notFound('Order');
  let delivery: NoticeDelivery = { userIds: [] };
  let review: Review;
  try {
    review = await db.transaction(async (tx) => {
      const found = await findOrderLine(tx, orderId, input.saleId, input.productId);
      if (!found) throw notFound('Sale');
      const { sale, lines } = found;
      const [first] = lines;
      if (!first) throw notFound('Product');
      if (sale.status !== 'Delivered') throw conflict(REVIEW_TEXT.notDelivered, 'saleId');
      if (fullyRefunded(sale, lines, await unitsRefundedByReturns(tx, sale.id))) {
        throw conflict(REVIEW_TEXT.refunded, 'productId');
      }
      const created = await insertReview(tx, {
        orderId,
        saleId: sale.id,
        vendorId: sale.vendorId,
        productId: input.productId,
        productName: first.name,
        rating: input.rating,
        title: input.title,
        body: input.body,
      });
      delivery = await notifyIn(deps, tx, {
        kind: 'review.new',
        to: { vendorId: sale.vendorId },
        title: `New ${input.rating}-star review of ${first.name}`,
        body: input.title || input.body.slice(0, 200),
        link: '/reviews',
        email: (recipient) => ({
          to: recipient.email,
          template: 'reviewNew',
          data: {
            firstName: recipient.firstName,
            productName: first.name,
            rating: input.rating,
            title: input.title,
            body: input.body,
          },
        }),
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(REVIEW_TEXT.alreadyReviewed, 'productId');
    throw error;
  }
  await publishNotices(deps, delivery);
  return { _id: review.id, status: review.status };
}

function cursorOf(text: string | undefined) {
  return text ? decodeCursor(text, SORT_NAME, REVIEW_KEYSET) : undefined;
}

/** `GET /api/product/{id}/reviews`: the visible reviews, newest first, with the product's rating. */
export async function productReviews(
  deps: Pick<AppDeps, 'db'>,
  productId: string,
  query: { limit: number; cursor?: string | undefined },
): Promise<ProductReviewsDto> {
  const { db } = deps;
  const cursor = cursorOf(query.cursor);
  const [rows, figures] = await Promise.all([
    listReviewRows(db, { productId, status: 'visible' }, cursor, query.limit + 1),
    productRatingFigures(db, productId),
  ]);
  if (!figures) throw notFound('Product');
  const page = pageOfRows(rows, query.limit, SORT_NAME);
  return {
    rating: ratingOf(figures.ratingSum, figures.reviews),
    items: page.rows.map(toPublicReview),
    nextCursor: page.nextCursor,
  };
}

/** `GET /api/review/list`: the vendor's reviews, every vendor's for staff, newest first by cursor. */
export async function listReviews(
  deps: Pick<AppDeps, 'db'>,
  actor: User,
  query: Omit<ReviewFilter, 'vendorId' | 'id'> & { limit: number; cursor?: string | undefined },
): Promise<ReviewListDto> {
  const { limit, cursor, ...filter } = query;
  const rows = await listReviewRows(deps.db, { ...filter, vendorId: scopeOf(actor) }, cursorOf(cursor), limit + 1);
  const page = pageOfRows(rows, limit, SORT_NAME);
  return { items: page.rows.map(toReviewDto), nextCursor: page.nextCursor };
}

async function reviewDto(db: Db, id: string): Promise<ReviewDto> {
  const [row] = await listReviewRows(db, { id }, undefined, 1);
  if (!row) throw reviewNotFound();
  return toReviewDto(row);
}

/**
 * `POST /api/review/{id}/reply`: the vendor's one reply (a member with the catalogue role acts for
 * it); written again, it replaces the text and keeps when it was first written. Audited.
 */
export async function replyToReview(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: User,
  id: string,
  body: string,
): Promise<ReviewDto> {
  if (actor.role !== ROLE_VENDOR) throw forbidden(REVIEW_TEXT.vendorsReply);
  await deps.db.transaction(async (tx) => {
    const review = await lockReview(tx, id, actor.id);
    if (!review) throw reviewNotFound();
    const at = deps.clock.now();
    await updateReview(tx, id, { replyBody: body, repliedAt: review.repliedAt ?? at, replyUpdatedAt: at }, at);
    await recordAudit(tx, {
      actorId: actor.id,
      action: review.replyBody === null ? 'review.reply' : 'review.reply.edit',
      entityType: 'review',
      entityId: id,
      before: review.replyBody === null ? undefined : { reply: review.replyBody },
      after: { reply: body },
    });
  });
  return reviewDto(deps.db, id);
}

/**
 * `POST /api/review/{id}/hide` and `/restore` (staff with the catalogue permission): a hidden review
 * leaves the storefront and stops counting in the ratings (the trigger moves them in the same
 * transaction); the vendor is told, with the reason. Audited.
 */
export async function moderateReview(
  deps: ReviewDeps,
  actor: User,
  id: string,
  change: { to: 'hidden'; reason: string } | { to: 'visible' },
): Promise<ReviewDto> {
  let delivery: NoticeDelivery = { userIds: [] };
  await deps.db.transaction(async (tx) => {
    const review = await lockReview(tx, id, undefined);
    if (!review) throw reviewNotFound();
    if (change.to === 'hidden' && review.status === 'hidden') throw conflict(REVIEW_TEXT.alreadyHidden);
    if (change.to === 'visible' && review.status === 'visible') throw conflict(REVIEW_TEXT.notHidden);
    const reason = change.to === 'hidden' ? change.reason : null;
    await updateReview(tx, id, { status: change.to, hiddenReason: reason }, deps.clock.now());
    await recordAudit(tx, {
      actorId: actor.id,
      action: change.to === 'hidden' ? 'review.hide' : 'review.restore',
      entityType: 'review',
      entityId: id,
      before: { status: review.status, ...(review.hiddenReason ? { reason: review.hiddenReason } : {}) },
      after: { status: change.to, ...(reason ? { reason } : {}) },
    });
    delivery = await notifyIn(deps, tx, {
      kind: 'review.moderated',
      to: { vendorId: review.vendorId },
      title:
        change.to === 'hidden'
          ? `A review of ${review.productName} was hidden`
          : `A review of ${review.productName} is shown again`,
      body: reason
        ? `Reason: ${reason}`
        : 'Soko restored it: it shows on the storefront and counts in your rating again.',
      link: '/reviews',
      email: (recipient) => ({
        to: recipient.email,
        template: 'reviewModerated',
        data: {
          firstName: recipient.firstName,
          productName: review.productName,
          hidden: change.to === 'hidden',
          reason: reason ?? '',
        },
      }),
    });
  });
  await publishNotices(deps, delivery);
  return reviewDto(deps.db, id);
}

/** The average and count of the visible reviews of a vendor's products (the store's rating). */
export async function vendorRatingOf(deps: Pick<AppDeps, 'db'>, vendorId: string): Promise<RatingDto> {
  const figures = await vendorRatingFigures(deps.db, vendorId);
  return ratingOf(figures.ratingSum, figures.reviews);
}
