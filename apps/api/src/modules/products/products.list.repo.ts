/** The product list: filters, sorts, pages and counts, the store page's cards, and the counts other screens show. */
import type { ApprovalState, PRODUCT_SORTS, ShippingProvider } from '@soko/shared';
import { and, count, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  productImages,
  productRevisions,
  productStateTotals,
  products,
  stores,
  users,
  vendorProductTotals,
  vendorProfiles,
} from '../../db/schema/index.ts';
import {
  afterCursor,
  afterPosition,
  boundedCount,
  cursorKeyOf,
  fixedLimit,
  type KeysetSort,
  likeContaining,
  listLimit,
  offsetOf,
  orderByOf,
  type PagePosition,
  pageOfRows,
} from '../../lib/pagination.ts';
import { preparedByShape } from '../../lib/prepared-statements.ts';
import { productRatingColumn, type RatingFigures } from '../reviews/index.ts';
import { type ProductRow, rowColumns } from './products.repo.ts';

export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductFilter {
  /** One vendor's products; undefined means every vendor's (super admin). */
  vendorId?: string | undefined;
  q?: string | undefined;
  status?: 'active' | 'paused' | undefined;
  /** `revision`: approved products with changes waiting for staff. */
  approval?: 'pending' | 'approved' | 'rejected' | 'revision' | undefined;
  /**
   * `low`: at or below the threshold in force (not zero); `out`: none left. The kept stock_state: of
   * a product with variants, the worst of its variants' (migration 0038).
   */
  stock?: 'low' | 'out' | undefined;
  shippingProvider?: ShippingProvider | undefined;
  /** Only products of vendors whose account is active (a deactivated vendor's products leave the storefront). */
  vendorActive?: boolean | undefined;
}

const lowerName = sql`lower(${products.name})`;

/** Each sort of the list, served by an index on (key, id) (or, for one vendor, a sort of ~100 rows). */
export const PRODUCT_KEYSETS: Record<ProductSort, KeysetSort> = {
  newest: { key: products.createdAt, keyType: 'timestamptz', id: products.id, direction: 'desc' },
  oldest: { key: products.createdAt, keyType: 'timestamptz', id: products.id, direction: 'asc' },
  name: { key: lowerName, keyType: 'text', id: products.id, direction: 'asc' },
  '-name': { key: lowerName, keyType: 'text', id: products.id, direction: 'desc' },
  price: { key: products.priceCents, keyType: 'integer', id: products.id, direction: 'asc' },
  '-price': { key: products.priceCents, keyType: 'integer', id: products.id, direction: 'desc' },
  stock: { key: products.stock, keyType: 'integer', id: products.id, direction: 'asc' },
  '-stock': { key: products.stock, keyType: 'integer', id: products.id, direction: 'desc' },
};

/**
 * Status and approval are written into the SQL, not bound: a few thousand products wait for approval
 * among a hundred thousand approved ones, and a plan PostgreSQL made once for "approval = $1" (the
 * count's, reused for every value) read the whole catalogue for either (24 ms instead of 4). With
 * the value in the text, each has a plan of its own, and so do the list's pages (see listLimit).
 */
const STATUS_SQL = { active: sql.raw(`'active'`), paused: sql.raw(`'paused'`) } as const;
const STOCK_STATE_SQL = { low: sql.raw(`'low'`), out: sql.raw(`'out'`) } as const;
const APPROVAL_SQL = {
  pending: sql.raw(`'pending'`),
  approved: sql.raw(`'approved'`),
  rejected: sql.raw(`'rejected'`),
} as const;

/** A filter whose vendor and carrier may be a prepared statement's placeholders. */
type BindableFilter = Omit<ProductFilter, 'vendorId' | 'shippingProvider'> & {
  vendorId?: string | Placeholder | undefined;
  shippingProvider?: ShippingProvider | Placeholder | undefined;
};

export function filterOf(filter: BindableFilter): SQL | undefined {
  return and(
    filter.vendorId ? eq(products.vendorId, filter.vendorId) : undefined,
    filter.q ? sql`lower(${products.name}) like ${likeContaining(filter.q)}` : undefined,
    filter.status ? sql`${products.status} = ${STATUS_SQL[filter.status]}` : undefined,
    filter.approval === 'revision'
      ? sql`exists (select 1 from ${productRevisions} where ${productRevisions.productId} = ${products.id} and ${productRevisions.status} = 'pending')`
      : filter.approval
        ? sql`${products.approval} = ${APPROVAL_SQL[filter.approval]}`
        : undefined,
    filter.stock ? sql`${products.stockState} = ${STOCK_STATE_SQL[filter.stock]}` : undefined,
    filter.shippingProvider ? eq(products.shippingProvider, filter.shippingProvider) : undefined,
    filter.vendorActive ? eq(users.active, true) : undefined,
  );
}

export async function selectProductRows(
  db: Db,
  filter: ProductFilter,
  sort: ProductSort,
  position: PagePosition,
  limit: number,
): Promise<{ rows: ProductRow[]; nextCursor: string | null }> {
  const keyset = PRODUCT_KEYSETS[sort];
  const rowsText = fixedLimit(limit + 1);
  if (!filter.q && rowsText !== undefined) {
    const place = 'cursor' in position ? 'cursor' : position.page > 1 ? 'later' : 'first';
    const shape = [
      filter.vendorId ? 'vendor' : '',
      filter.status ?? '',
      filter.approval ?? '',
      filter.stock ?? '',
      filter.shippingProvider ? 'carrier' : '',
      filter.vendorActive ? 'active vendor' : '',
      sort,
      place,
      limit,
    ].join('|');
    const statement = productPageStatement(db, shape, () => prepareProductPage(db, filter, keyset, place, rowsText));
    const rows = await statement.execute({
      vendorId: filter.vendorId,
      shippingProvider: filter.shippingProvider,
      ...('cursor' in position ? { cursorKey: position.cursor.key, cursorId: position.cursor.id } : {}),
      ...('page' in position ? { offset: offsetOf(position.page, limit) } : {}),
    });
    const page = pageOfRows(rows, limit, sort);
    return { rows: page.rows.map(({ cursorKey: _, ...row }) => row), nextCursor: page.nextCursor };
  }
  const rows = await productPageQuery(
    db,
    keyset,
    'page' in position && position.page > 1
      ? inArray(products.id, skippedToPage(db, filter, keyset, offsetOf(position.page, limit), limit + 1))
      : and(filterOf(filter), afterPosition(keyset, position)),
    listLimit(limit + 1, !filter.q),
  );
  const page = pageOfRows(rows, limit, sort);
  return { rows: page.rows.map(({ cursorKey: _, ...row }) => row), nextCursor: page.nextCursor };
}

/** The ids of a later page, from the sort's index, so that the rows the offset skips are not read in full. */
function skippedToPage(
  db: Db,
  filter: BindableFilter,
  keyset: KeysetSort,
  offset: number | Placeholder,
  rows: number | SQL,
) {
  const ids = db.select({ id: products.id }).from(products).$dynamic();
  return (filter.vendorActive ? ids.innerJoin(users, eq(users.id, products.vendorId)) : ids)
    .where(filterOf(filter))
    .orderBy(...orderByOf(keyset))
    .limit(rows as number)
    .offset(offset);
}

/**
 * A page of the list without a search, built once per shape (which filters are set, with the
 * status, approval and stock state in the text as `filterOf` writes them, the sort, the place and
 * the page size) and prepared; the vendor, carrier, cursor and offset are its values.
 */
function prepareProductPage(
  db: Db,
  filter: ProductFilter,
  keyset: KeysetSort,
  place: 'first' | 'later' | 'cursor',
  rows: SQL,
) {
  const bound: BindableFilter = {
    ...filter,
    vendorId: filter.vendorId ? sql.placeholder('vendorId') : undefined,
    shippingProvider: filter.shippingProvider ? sql.placeholder('shippingProvider') : undefined,
  };
  const cursor = { key: sql.placeholder('cursorKey'), id: sql.placeholder('cursorId') };
  return productPageQuery(
    db,
    keyset,
    place === 'later'
      ? inArray(products.id, skippedToPage(db, bound, keyset, sql.placeholder('offset'), rows))
      : and(filterOf(bound), place === 'cursor' ? afterCursor(keyset, cursor) : undefined),
    rows,
  ).prepare('');
}

/** A page of products with their vendor's name and store, in the sort's order. */
function productPageQuery(db: Db, keyset: KeysetSort, where: SQL | undefined, rows: number | SQL) {
  return db
    .select({ ...rowColumns, cursorKey: cursorKeyOf(keyset) })
    .from(products)
    .innerJoin(users, eq(users.id, products.vendorId))
    .innerJoin(vendorProfiles, eq(vendorProfiles.userId, products.vendorId))
    .leftJoin(stores, eq(stores.vendorId, products.vendorId))
    .where(where)
    .orderBy(...orderByOf(keyset))
    .limit(rows as number);
}

const productPageStatement = preparedByShape<ReturnType<typeof prepareProductPage>>();

export interface StateCell {
  status: 'active' | 'paused';
  approval: ApprovalState;
  n: number;
}

/**
 * A search's matches by status and approval, the status and approval filters left out, from at most
 * `cap` matches (more than the search depth: counted no further).
 */
export async function searchStateCells(db: Db, filter: ProductFilter, cap: number): Promise<StateCell[]> {
  const matching = db
    .select({ status: products.status, approval: products.approval })
    .from(products)
    .innerJoin(users, eq(users.id, products.vendorId))
    .where(filterOf({ ...filter, status: undefined, approval: undefined }))
    .limit(cap)
    .as('matching');
  return db
    .select({ status: matching.status, approval: matching.approval, n: count() })
    .from(matching)
    .groupBy(matching.status, matching.approval);
}

/**
 * How many products match: exact from the kept marketplace figures when the list is filtered by
 * status and approval only; exact for one vendor (a few hundred at most); otherwise (a search, the
 * storefront's active vendors, revisions) counted up to the list's depth ("10,000+", a search "1,000+"), since the
 * whole catalogue is a hundred thousand rows.
 */
export async function countProducts(db: Db, filter: ProductFilter): Promise<{ total: number; totalCapped: boolean }> {
  if (
    !filter.vendorId &&
    !filter.q &&
    !filter.vendorActive &&
    !filter.stock &&
    !filter.shippingProvider &&
    filter.approval !== 'revision'
  ) {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${productStateTotals.products}), 0)::int` })
      .from(productStateTotals)
      .where(
        and(
          filter.status ? sql`${productStateTotals.status} = ${STATUS_SQL[filter.status]}` : undefined,
          filter.approval ? sql`${productStateTotals.approval} = ${APPROVAL_SQL[filter.approval]}` : undefined,
        ),
      );
    return { total: row?.total ?? 0, totalCapped: false };
  }
  const matching = db
    .select({ one: sql`1` })
    .from(products)
    .innerJoin(users, eq(users.id, products.vendorId))
    .where(filterOf(filter));
  if (!filter.vendorId) return boundedCount(db, matching.getSQL(), Boolean(filter.q));
  const [row] = await db.select({ total: count() }).from(matching.as('matching'));
  return { total: row?.total ?? 0, totalCapped: false };
}

/** What the store page's card of a product shows, with its first image. */
export interface StoreCardRow {
  id: string;
  name: string;
  priceCents: number;
  salesPercentage: number;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  createdAt: Date;
  firstImage: { id: string; file: string; thumbFile: string } | null;
  rating: RatingFigures | null;
}

const LIVE_OF_VENDOR: BindableFilter = {
  vendorId: sql.placeholder('vendorId'),
  status: 'active',
  approval: 'approved',
  vendorActive: true,
};

function prepareStoreCards(db: Db, rows: SQL) {
  return db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      salesPercentage: products.salesPercentage,
      saleStartsAt: products.saleStartsAt,
      saleEndsAt: products.saleEndsAt,
      createdAt: products.createdAt,
      firstImage: sql<
        StoreCardRow['firstImage']
      >`(select json_build_object('id', ${productImages.id}, 'file', ${productImages.file}, 'thumbFile', ${productImages.thumbFile})
        from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`,
      rating: productRatingColumn(products.id),
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.vendorId))
    .where(filterOf(LIVE_OF_VENDOR))
    .orderBy(...orderByOf(PRODUCT_KEYSETS.newest))
    .limit(rows as unknown as number)
    .prepare('');
}

const storeCardsStatement = preparedByShape<ReturnType<typeof prepareStoreCards>>();

/**
 * The vendor's newest live products (approved, active, of an active vendor) as the store page's
 * cards show them, each with its first image, in one statement; `limit` is a screen's page size or 48.
 */
export async function storeCardsOf(db: Db, vendorId: string, limit: number): Promise<StoreCardRow[]> {
  return storeCardsStatement(db, String(limit), () =>
    prepareStoreCards(db, sql.raw(String(Math.trunc(limit)))),
  ).execute({
    vendorId,
  });
}

/** What the stock is worth at list price, in cents (price x stock), from the kept per-vendor totals. */
export async function selectNetWorthCents(db: Db, vendorId: string | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${vendorProductTotals.netWorthCents}), 0)::text` })
    .from(vendorProductTotals)
    .where(vendorId ? eq(vendorProductTotals.vendorId, vendorId) : undefined);
  return Number(row?.total ?? 0);
}

/** Products waiting for staff approval, marketplace-wide (products_approval_idx). */
export async function countAwaitingApproval(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(eq(products.approval, 'pending'));
  return row?.total ?? 0;
}

/** Products and approved products of a vendor, for the store's product quality. */
export async function selectApprovalCounts(db: Db, vendorId: string): Promise<{ total: number; approved: number }> {
  const [row] = await db
    .select({
      total: count(),
      approved: sql<number>`count(*) filter (where ${products.approval} = 'approved')::int`,
    })
    .from(products)
    .where(eq(products.vendorId, vendorId));
  return { total: row?.total ?? 0, approved: row?.approved ?? 0 };
}
