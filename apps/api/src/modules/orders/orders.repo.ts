import type { ShippingProvider } from '@soko/shared';
import { and, asc, eq, getTableColumns, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type NewOrder,
  type Order,
  orderDayTotals,
  orders,
  type ProductVariant,
  productImages,
  products,
  productVariants,
  users,
} from '../../db/schema/index.ts';
import { dayRange } from '../../lib/marketplace-days.ts';
import {
  afterPosition,
  cursorKeyOf,
  type KeysetSort,
  listLimit,
  offsetOf,
  orderByOf,
  type PagePosition,
  pageOfRows,
} from '../../lib/pagination.ts';
import { customerSearch } from '../sales/index.ts';

/** What placing an order needs to know of a product, its vendor included, in one row. */
export interface OrderableProduct {
  id: string;
  vendorId: string;
  name: string;
  priceCents: number;
  stock: number;
  salesPercentage: number;
  shipping: number;
  shippingProvider: ShippingProvider;
  deliveryPriceCents: number;
  weightKg: number;
  gstFree: boolean;
  status: 'active' | 'paused';
  approval: 'pending' | 'approved' | 'rejected';
  vendor: { active: boolean; email: string; firstName: string };
}

export async function findOrderByKey(db: Db, key: string): Promise<Order | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return order;
}

export async function findOrder(db: Db, id: string): Promise<Order | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return order;
}

export async function orderableProducts(db: Db, ids: string[]): Promise<Map<string, OrderableProduct>> {
  const rows = await db
    .select({
      id: products.id,
      vendorId: products.vendorId,
      name: products.name,
      priceCents: products.priceCents,
      stock: products.stock,
      salesPercentage: products.salesPercentage,
      shipping: products.shipping,
      shippingProvider: products.shippingProvider,
      deliveryPriceCents: products.deliveryPriceCents,
      weightKg: products.weightKg,
      gstFree: products.gstFree,
      status: products.status,
      approval: products.approval,
      vendor: { active: users.active, email: users.email, firstName: users.firstName },
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.vendorId))
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function variantsOfProducts(db: Db, productIds: string[]): Promise<Map<string, ProductVariant[]>> {
  const variants = new Map<string, ProductVariant[]>(productIds.map((id) => [id, []]));
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.position));
  for (const row of rows) variants.get(row.productId)?.push(row);
  return variants;
}

/** The thumbnail of each product's first image. */
export async function firstThumbnails(db: Db, productIds: string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectDistinctOn([productImages.productId], {
      productId: productImages.productId,
      thumbFile: productImages.thumbFile,
    })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(productImages.productId, asc(productImages.position));
  return new Map(rows.map((row) => [row.productId, row.thumbFile]));
}

export async function insertOrder(db: Db, values: NewOrder): Promise<Order> {
  const [order] = await db.insert(orders).values(values).returning();
  if (!order) throw new Error('insert returned no order');
  return order;
}

export interface OrderFilter {
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Newest first, served by orders_created_idx forwards or from a cursor. */
export const ORDER_KEYSET: KeysetSort = {
  key: orders.createdAt,
  keyType: 'timestamptz',
  id: orders.id,
  direction: 'desc',
};
export const ORDER_SORT = 'newest';

export async function listOrderRows(
  db: Db,
  filter: OrderFilter,
  position: PagePosition,
  limit: number,
): Promise<{ rows: Order[]; nextCursor: string | null }> {
  const rows = await db
    .select({ ...getTableColumns(orders), cursorKey: cursorKeyOf(ORDER_KEYSET) })
    .from(orders)
    .where(
      'page' in position && position.page > 1
        ? inArray(orders.id, skippedToPage(db, filter, offsetOf(position.page, limit), limit + 1))
        : and(orderWhere(filter), afterPosition(ORDER_KEYSET, position)),
    )
    .orderBy(...orderByOf(ORDER_KEYSET))
    .limit(listLimit(limit + 1, !filter.q && !filter.from && !filter.to));
  const page = pageOfRows(rows, limit, ORDER_SORT);
  return { rows: page.rows.map(({ cursorKey: _, ...order }) => order), nextCursor: page.nextCursor };
}

/** The ids of a later page, from the date index alone, so that the rows the offset skips are not read. */
function skippedToPage(db: Db, filter: OrderFilter, offset: number, rows: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(orderWhere(filter))
    .orderBy(...orderByOf(ORDER_KEYSET))
    .limit(rows)
    .offset(offset);
}

const orderWhere = (filter: OrderFilter) =>
  and(dayRange(orders.createdAt, filter.from, filter.to), customerSearch(filter.q));

/** The orders a customer search matches, for a count that stops at the list's depth. */
export function matchingOrdersSql(db: Db, filter: OrderFilter): SQL {
  return db.select({ one: sql`1` }).from(orders).where(orderWhere(filter)).getSQL();
}

/** Orders placed on the inclusive marketplace days (all days when open), from the kept day counts. */
export async function countOrders(db: Db, from?: string, to?: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${orderDayTotals.orders}), 0)`.mapWith(Number) })
    .from(orderDayTotals)
    .where(and(from ? gte(orderDayTotals.day, from) : undefined, to ? lte(orderDayTotals.day, to) : undefined));
  return row?.total ?? 0;
}
