import type { ShippingProvider } from '@soko/shared';
import { and, asc, eq, getTableColumns, gte, inArray, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type NewOrder,
  type Order,
  orderDayTotals,
  orders,
  type ProductVariant,
  productImages,
  productSubcategories,
  products,
  productVariants,
  users,
} from '../../db/schema/index.ts';
import { dayRange } from '../../lib/marketplace-days.ts';
import {
  afterCursor,
  afterPosition,
  cursorKeyOf,
  fixedLimit,
  type KeysetSort,
  listLimit,
  offsetOf,
  orderByOf,
  type PagePosition,
  pageOfRows,
} from '../../lib/pagination.ts';
import { preparedByShape } from '../../lib/prepared-statements.ts';
import { customerSearch } from '../sales/index.ts';

/** What placing an order needs to know of a product, its vendor included, in one row. */
export interface OrderableProduct {
  id: string;
  vendorId: string;
  name: string;
  priceCents: number;
  stock: number;
  salesPercentage: number;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  shipping: number;
  shippingProvider: ShippingProvider;
  deliveryPriceCents: number;
  weightKg: number;
  gstFree: boolean;
  status: 'active' | 'paused';
  approval: 'pending' | 'approved' | 'rejected';
  vendor: { active: boolean; email: string; firstName: string };
  /** The product's category, then its subcategories down to the deepest: where its commission rule is found. */
  categoryIds: string[];
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
      saleStartsAt: products.saleStartsAt,
      saleEndsAt: products.saleEndsAt,
      shipping: products.shipping,
      shippingProvider: products.shippingProvider,
      deliveryPriceCents: products.deliveryPriceCents,
      weightKg: products.weightKg,
      gstFree: products.gstFree,
      status: products.status,
      approval: products.approval,
      vendor: { active: users.active, email: users.email, firstName: users.firstName },
      categoryIds: sql<string[]>`array[${products.categoryId}] || array(
        select ${productSubcategories.subcategoryId} from ${productSubcategories}
        where ${productSubcategories.productId} = ${products.id} order by ${productSubcategories.level})`,
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
  const rowsText = fixedLimit(limit + 1);
  if (!filter.q && !filter.from && !filter.to && rowsText !== undefined) {
    const place = 'cursor' in position ? 'cursor' : position.page > 1 ? 'later' : 'first';
    const statement = orderPageStatement(db, `${place}|${limit}`, () => prepareOrderPage(db, place, rowsText));
    const rows = await statement.execute({
      ...('cursor' in position ? { cursorKey: position.cursor.key, cursorId: position.cursor.id } : {}),
      ...('page' in position ? { offset: offsetOf(position.page, limit) } : {}),
    });
    const page = pageOfRows(rows, limit, ORDER_SORT);
    return { rows: page.rows.map(({ cursorKey: _, ...order }) => order), nextCursor: page.nextCursor };
  }
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
function skippedToPage(db: Db, filter: OrderFilter, offset: number | Placeholder, rows: number | SQL) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(orderWhere(filter))
    .orderBy(...orderByOf(ORDER_KEYSET))
    .limit(rows as number)
    .offset(offset);
}

/** The unfiltered list's page statement, built once per place and page size (see `preparedByShape`). */
function prepareOrderPage(db: Db, place: 'first' | 'later' | 'cursor', rows: SQL) {
  const cursor = { key: sql.placeholder('cursorKey'), id: sql.placeholder('cursorId') };
  return db
    .select({ ...getTableColumns(orders), cursorKey: cursorKeyOf(ORDER_KEYSET) })
    .from(orders)
    .where(
      place === 'later'
        ? inArray(orders.id, skippedToPage(db, {}, sql.placeholder('offset'), rows))
        : place === 'cursor'
          ? afterCursor(ORDER_KEYSET, cursor)
          : undefined,
    )
    .orderBy(...orderByOf(ORDER_KEYSET))
    .limit(rows as unknown as number)
    .prepare('');
}

const orderPageStatement = preparedByShape<ReturnType<typeof prepareOrderPage>>();

function prepareAllOrdersCount(db: Db) {
  return db
    .select({ total: sql<number>`coalesce(sum(${orderDayTotals.orders}), 0)`.mapWith(Number) })
    .from(orderDayTotals)
    .prepare('');
}

const allOrdersStatement = preparedByShape<ReturnType<typeof prepareAllOrdersCount>>();

const orderWhere = (filter: OrderFilter) =>
  and(dayRange(orders.createdAt, filter.from, filter.to), customerSearch(filter.q));

/** The orders a customer search matches, for a count that stops at the list's depth. */
export function matchingOrdersSql(db: Db, filter: OrderFilter): SQL {
  return db.select({ one: sql`1` }).from(orders).where(orderWhere(filter)).getSQL();
}

/** Orders placed on the inclusive marketplace days (all days when open), from the kept day counts. */
export async function countOrders(db: Db, from?: string, to?: string): Promise<number> {
  if (!from && !to) {
    const [all] = await allOrdersStatement(db, 'all', () => prepareAllOrdersCount(db)).execute();
    return all?.total ?? 0;
  }
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${orderDayTotals.orders}), 0)`.mapWith(Number) })
    .from(orderDayTotals)
    .where(and(from ? gte(orderDayTotals.day, from) : undefined, to ? lte(orderDayTotals.day, to) : undefined));
  return row?.total ?? 0;
}
