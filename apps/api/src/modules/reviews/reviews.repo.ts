import type { ReviewStatus } from '@soko/shared';
import { and, eq, isNotNull, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  type NewReview,
  orders,
  productRatings,
  products,
  type Review,
  reviews,
  saleItems,
  saleReturns,
  sales,
  vendorRatings,
} from '../../db/schema/index.ts';
import { afterCursor, type Cursor, cursorKeyOf, fixedLimit, type KeysetSort, orderByOf } from '../../lib/pagination.ts';
import { preparedByShape } from '../../lib/prepared-statements.ts';
import type { RatingFigures } from './reviews.sql.ts';

/** Newest first, the id breaking ties: every list of reviews and its cursor. */
export const REVIEW_KEYSET: KeysetSort = {
  key: reviews.createdAt,
  keyType: 'timestamptz',
  id: reviews.id,
  direction: 'desc',
};

/** The sale an order line belongs to, if it is this order's, with the product's lines in it. */
export async function findOrderLine(db: Db, orderId: string, saleId: string, productId: string) {
  const [sale] = await db
    .select({
      id: sales.id,
      vendorId: sales.vendorId,
      status: sales.status,
      priceCents: sales.priceCents,
      refundedCents: sales.refundedCents,
    })
    .from(sales)
    .where(and(eq(sales.id, saleId), eq(sales.orderId, orderId)))
    .limit(1);
  if (!sale) return undefined;
  const lines = await db
    .select({ id: saleItems.id, name: saleItems.name, qty: saleItems.qty, restockedQty: saleItems.restockedQty })
    .from(saleItems)
    .where(and(eq(saleItems.saleId, saleId), eq(saleItems.productId, productId)));
  return { sale, lines };
}

/** Units of the sale's items refunded through a return (the buyer may have kept them): item id -> units. */
export async function unitsRefundedByReturns(db: Db, saleId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ items: saleReturns.items })
    .from(saleReturns)
    .where(and(eq(saleReturns.saleId, saleId), eq(saleReturns.status, 'refunded')));
  const units = new Map<string, number>();
  for (const row of rows) {
    for (const line of row.items) units.set(line.saleItemId, (units.get(line.saleItemId) ?? 0) + line.qty);
  }
  return units;
}

export async function orderExists(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row !== undefined;
}

export async function insertReview(db: Db, values: NewReview): Promise<Review> {
  const [row] = await db.insert(reviews).values(values).returning();
  if (!row) throw new Error('review insert returned no row');
  return row;
}

/** The review, locked for the rest of the transaction; another vendor's is not found. */
export async function lockReview(db: Db, id: string, vendorId: string | undefined): Promise<Review | undefined> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, id), vendorId ? eq(reviews.vendorId, vendorId) : undefined))
    .for('update')
    .limit(1);
  return row;
}

export async function updateReview(db: Db, id: string, values: Partial<NewReview>, at: Date): Promise<void> {
  await db
    .update(reviews)
    .set({ ...values, updatedAt: at })
    .where(eq(reviews.id, id));
}

export interface ReviewFilter {
  /** One review (the answer of a change to it). */
  id?: string | undefined;
  /** One vendor's reviews; undefined for staff (everyone's). */
  vendorId?: string | undefined;
  rating?: number | undefined;
  status?: ReviewStatus | undefined;
  productId?: string | undefined;
  replied?: boolean | undefined;
}

/** The statuses as SQL text: the hidden filter's partial index needs the constant in the statement. */
const STATUS_SQL: Record<ReviewStatus, SQL> = { visible: sql.raw("'visible'"), hidden: sql.raw("'hidden'") };

type Bound<T> = T | Placeholder;

interface BoundFilter {
  id?: Bound<string> | undefined;
  vendorId?: Bound<string> | undefined;
  rating?: Bound<number> | undefined;
  status?: ReviewStatus | undefined;
  productId?: Bound<string> | undefined;
  replied?: boolean | undefined;
}

function filterOf(filter: BoundFilter): SQL | undefined {
  return and(
    filter.id ? eq(reviews.id, filter.id) : undefined,
    filter.vendorId ? eq(reviews.vendorId, filter.vendorId) : undefined,
    filter.rating ? eq(reviews.rating, filter.rating) : undefined,
    filter.status ? sql`${reviews.status} = ${STATUS_SQL[filter.status]}` : undefined,
    filter.productId ? eq(reviews.productId, filter.productId) : undefined,
    filter.replied === undefined
      ? undefined
      : filter.replied
        ? isNotNull(reviews.replyBody)
        : isNull(reviews.replyBody),
  );
}

export type ReviewRow = Review & { customerName: string; orderNumber: number; vendorName: string; cursorKey: string };

/** A page of reviews with the buyer's name (from the order) and the vendor's, newest first. */
function reviewPageQuery(db: Db, where: SQL | undefined, rows: number | SQL) {
  return db
    .select({
      id: reviews.id,
      orderId: reviews.orderId,
      saleId: reviews.saleId,
      vendorId: reviews.vendorId,
      productId: reviews.productId,
      productName: reviews.productName,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      status: reviews.status,
      hiddenReason: reviews.hiddenReason,
      replyBody: reviews.replyBody,
      repliedAt: reviews.repliedAt,
      replyUpdatedAt: reviews.replyUpdatedAt,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
      customerName: orders.customerName,
      orderNumber: orders.number,
      vendorName: accounts.displayName,
      cursorKey: cursorKeyOf(REVIEW_KEYSET),
    })
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .innerJoin(accounts, eq(accounts.id, reviews.vendorId))
    .where(where)
    .orderBy(...orderByOf(REVIEW_KEYSET))
    .limit(rows as number);
}

const reviewPageStatement = preparedByShape<ReturnType<ReturnType<typeof reviewPageQuery>['prepare']>>();

/**
 * A page of reviews, newest first (`limit + 1` rows, so the caller knows whether more follow), along
 * the index of the filter: the vendor's, a product's, one rating's, the hidden or unreplied ones, or
 * everyone's. Built once per shape (which filters are set, the status and reply filters, a cursor or
 * not, the page size) and prepared; the vendor, product, rating and cursor are its values.
 */
export async function listReviewRows(
  db: Db,
  filter: ReviewFilter,
  cursor: Cursor | undefined,
  rows: number,
): Promise<ReviewRow[]> {
  const rowsText = fixedLimit(rows);
  if (rowsText === undefined) {
    return reviewPageQuery(db, and(filterOf(filter), cursor ? afterCursor(REVIEW_KEYSET, cursor) : undefined), rows);
  }
  const shape = [
    filter.id ? 'id' : '',
    filter.vendorId ? 'vendor' : '',
    filter.rating ? 'rating' : '',
    filter.status ?? '',
    filter.productId ? 'product' : '',
    filter.replied === undefined ? '' : String(filter.replied),
    cursor ? 'cursor' : 'first',
    rows,
  ].join('|');
  const statement = reviewPageStatement(db, shape, () => {
    const bound: BoundFilter = {
      id: filter.id ? sql.placeholder('id') : undefined,
      vendorId: filter.vendorId ? sql.placeholder('vendorId') : undefined,
      rating: filter.rating ? sql.placeholder('rating') : undefined,
      status: filter.status,
      productId: filter.productId ? sql.placeholder('productId') : undefined,
      replied: filter.replied,
    };
    const after = cursor
      ? afterCursor(REVIEW_KEYSET, { key: sql.placeholder('cursorKey'), id: sql.placeholder('cursorId') })
      : undefined;
    return reviewPageQuery(db, and(filterOf(bound), after), rowsText).prepare('');
  });
  return statement.execute({
    id: filter.id,
    vendorId: filter.vendorId,
    rating: filter.rating,
    productId: filter.productId,
    ...(cursor ? { cursorKey: cursor.key, cursorId: cursor.id } : {}),
  });
}

/** The product's kept figures, or undefined when there is no such product (one statement for both). */
export async function productRatingFigures(db: Db, productId: string): Promise<RatingFigures | undefined> {
  const [row] = await db
    .select({ reviews: productRatings.reviews, ratingSum: productRatings.ratingSum })
    .from(products)
    .leftJoin(productRatings, eq(productRatings.productId, products.id))
    .where(eq(products.id, productId))
    .limit(1);
  return row && { reviews: row.reviews ?? 0, ratingSum: row.ratingSum ?? 0 };
}

export async function vendorRatingFigures(db: Db, vendorId: string): Promise<RatingFigures> {
  const [row] = await db
    .select({ reviews: vendorRatings.reviews, ratingSum: vendorRatings.ratingSum })
    .from(vendorRatings)
    .where(eq(vendorRatings.vendorId, vendorId))
    .limit(1);
  return row ?? { reviews: 0, ratingSum: 0 };
}
