import { ROLE_VENDOR, SEARCH_DEPTH, type ShippingProvider, type VendorSort } from '@soko/shared';
import { and, asc, count, desc, eq, isNotNull, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, products, type User, users, vendorProductTotals } from '../../db/schema/index.ts';
import { fixedLimit, type ListTotal, offsetOf } from '../../lib/pagination.ts';
import { isAnyOf, preparedByShape } from '../../lib/prepared-statements.ts';
import { saleCountsOf } from '../sales/index.ts';
import { onboardedSql, USER_ORDER_BY, type UserListRow, userListColumns, userSearchSql } from '../users/index.ts';

/** The vendors list's tabs: active vendors can sell (active and fully onboarded); the rest are inactive. */
export type VendorTab = 'all' | 'active' | 'inactive';

/**
 * Every account has its profile row, so the second condition is always true; it tells the planner the
 * view's outer join to vendor_profiles is an inner one, so that a sort by business name reads
 * vendor_profiles_display_name_idx instead of sorting every vendor.
 */
const isVendor = and(eq(accounts.role, ROLE_VENDOR), isNotNull(accounts.displayName)) as SQL;
const canSell = and(eq(accounts.active, true), onboardedSql) as SQL;

const TAB_FILTER: Record<VendorTab, SQL | undefined> = {
  all: undefined,
  active: canSell,
  inactive: not(canSell),
};

// Written with table names: interpolated columns would render unqualified inside the subquery.
// The kept per-vendor totals answer with one key lookup per vendor instead of counting products.
const productCount = sql`coalesce((select vendor_product_totals.products from vendor_product_totals where vendor_product_totals.vendor_id = accounts.id), 0)`;

const fullName = sql`lower(${accounts.firstName} || ' ' || ${accounts.lastName})`;

/**
 * Each sort ends in a unique key, so pages never overlap. All but the product counts are read along an
 * index (users_created_idx, vendor_profiles_display_name_idx, users_email_lower_key); the product counts sort
 * the vendors in memory, about a thousand rows at the target size.
 */
const VENDOR_ORDER_BY: Record<VendorSort, SQL[]> = {
  ...USER_ORDER_BY,
  name: [sql`lower(${accounts.displayName}) asc`, sql`${fullName} asc`, asc(accounts.id)],
  '-name': [sql`lower(${accounts.displayName}) desc`, sql`${fullName} desc`, desc(accounts.id)],
  products: [sql`${productCount} asc`, desc(accounts.createdAt), desc(accounts.id)],
  '-products': [sql`${productCount} desc`, desc(accounts.createdAt), desc(accounts.id)],
};

/** What a vendor list's row shows: the user list's columns and the phone. */
const vendorListColumns = { ...userListColumns, phone: accounts.phone };

export type VendorListRow = UserListRow & Pick<User, 'phone'>;

export interface VendorPageQuery {
  q?: string | undefined;
  sort: VendorSort;
  page: number;
  limit: number;
}

/** One page of a tab. Without a search its statement is built once per tab, sort and page size, and prepared. */
export async function listVendorRows(db: Db, tab: VendorTab, query: VendorPageQuery): Promise<VendorListRow[]> {
  const offset = offsetOf(query.page, query.limit);
  const rows = fixedLimit(query.limit);
  if (!query.q && rows !== undefined) {
    const later = query.page > 1;
    const shape = `${tab}|${query.sort}|${later}|${query.limit}`;
    return vendorPageStatement(db, shape, () => prepareVendorPage(db, tab, query.sort, later, rows)).execute({
      offset,
    });
  }
  return db
    .select(vendorListColumns)
    .from(accounts)
    .where(and(isVendor, TAB_FILTER[tab], query.q ? userSearchSql(query.q) : undefined))
    .orderBy(...VENDOR_ORDER_BY[query.sort])
    .limit(query.limit)
    .offset(offset);
}

/** The first page has no offset: a generic plan for "offset $1" takes it for a deep one. */
function prepareVendorPage(db: Db, tab: VendorTab, sort: VendorSort, later: boolean, rows: SQL) {
  const page = db
    .select(vendorListColumns)
    .from(accounts)
    .where(and(isVendor, TAB_FILTER[tab]))
    .orderBy(...VENDOR_ORDER_BY[sort])
    .limit(rows as unknown as number)
    .$dynamic();
  return (later ? page.offset(sql.placeholder('offset')) : page).prepare('');
}

const vendorPageStatement = preparedByShape<ReturnType<typeof prepareVendorPage>>();

const tabCounts = {
  all: count(),
  active: sql<number>`count(*) filter (where ${canSell})`.mapWith(Number),
  inactive: sql<number>`count(*) filter (where not (${canSell}))`.mapWith(Number),
};

function prepareVendorTabCounts(db: Db) {
  return db.select(tabCounts).from(accounts).where(isVendor).prepare('');
}

const vendorTabCountsStatement = preparedByShape<ReturnType<typeof prepareVendorTabCounts>>();

/** How many vendors each tab holds, in one statement. */
export async function countVendorTabs(db: Db): Promise<Record<VendorTab, ListTotal>> {
  const [row] = await vendorTabCountsStatement(db, 'all', () => prepareVendorTabCounts(db)).execute();
  return {
    all: { total: row?.all ?? 0, totalCapped: false },
    active: { total: row?.active ?? 0, totalCapped: false },
    inactive: { total: row?.inactive ?? 0, totalCapped: false },
  };
}

/** How many vendors of each tab match a search, each counted up to SEARCH_DEPTH ("1,000+"), in one statement. */
export async function countVendorTabMatches(db: Db, q: string): Promise<Record<VendorTab, ListTotal>> {
  const cap = SEARCH_DEPTH;
  const capped = (tab: VendorTab) =>
    sql`(select count(*)::int from (select 1 from ${accounts} where ${and(isVendor, TAB_FILTER[tab], userSearchSql(q))} limit ${sql.raw(String(cap + 1))}) as matching)`;
  const result = (await db.execute(
    sql`select ${capped('all')} as "all", ${capped('active')} as "active", ${capped('inactive')} as "inactive"`,
  )) as unknown as { rows: Record<VendorTab, number>[] };
  const row = result.rows[0];
  const totalOf = (tab: VendorTab): ListTotal => {
    const n = Number(row?.[tab] ?? 0);
    return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
  };
  return { all: totalOf('all'), active: totalOf('active'), inactive: totalOf('inactive') };
}

export async function findVendor(db: Db, id: string): Promise<User | undefined> {
  const [vendor] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), isVendor))
    .limit(1);
  return vendor;
}

/**
 * Locks the vendor's account for the rest of the transaction; undefined for an unknown id or a super
 * admin. "No key update" still serialises changes of the vendor, but lets an order that holds some
 * of their products add a sale referencing them (its foreign key check), where "update" would deadlock.
 */
export async function lockVendor(db: Db, id: string): Promise<User | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, ROLE_VENDOR)))
    .for('no key update')
    .limit(1);
  return row && findVendor(db, row.id);
}

export interface VendorCounts {
  products: number;
  liveProducts: number;
  pausedProducts: number;
  sales: number;
}

const NO_COUNTS: VendorCounts = { products: 0, liveProducts: 0, pausedProducts: 0, sales: 0 };

function prepareProductCounts(db: Db) {
  return db
    .select({
      vendorId: vendorProductTotals.vendorId,
      products: vendorProductTotals.products,
      liveProducts: vendorProductTotals.liveProducts,
      pausedProducts: vendorProductTotals.pausedProducts,
    })
    .from(vendorProductTotals)
    .where(isAnyOf(vendorProductTotals.vendorId, 'vendorIds'))
    .prepare('');
}

const productCountsStatement = preparedByShape<ReturnType<typeof prepareProductCounts>>();

/** The counts of a page of vendors, from the kept product and sale figures: a key lookup per vendor. */
export async function countsOf(db: Db, vendorIds: string[]): Promise<Map<string, VendorCounts>> {
  const counts = new Map(vendorIds.map((id) => [id, { ...NO_COUNTS }]));
  if (vendorIds.length === 0) return counts;
  const [productRows, saleCounts] = await Promise.all([
    productCountsStatement(db, 'any', () => prepareProductCounts(db)).execute({ vendorIds }),
    saleCountsOf(db, vendorIds),
  ]);
  for (const row of productRows) {
    const entry = counts.get(row.vendorId);
    if (entry)
      Object.assign(entry, {
        products: row.products,
        liveProducts: row.liveProducts,
        pausedProducts: row.pausedProducts,
      });
  }
  for (const [vendorId, sales] of saleCounts) {
    const entry = counts.get(vendorId);
    if (entry) entry.sales = sales;
  }
  return counts;
}

/** The sale percentage and shipping provider the vendor's products share, null where they differ. */
export async function sharedSettingsOf(
  db: Db,
  vendorId: string,
): Promise<{ salePercentage: number | null; shippingProvider: ShippingProvider | null }> {
  const [row] = await db
    .select({
      minPercentage: sql<number | null>`min(${products.salesPercentage})`,
      maxPercentage: sql<number | null>`max(${products.salesPercentage})`,
      minProvider: sql<ShippingProvider | null>`min(${products.shippingProvider})`,
      maxProvider: sql<ShippingProvider | null>`max(${products.shippingProvider})`,
    })
    .from(products)
    .where(eq(products.vendorId, vendorId));
  return {
    salePercentage: row && row.minPercentage === row.maxPercentage ? row.minPercentage : null,
    shippingProvider: row && row.minProvider === row.maxProvider ? row.minProvider : null,
  };
}
