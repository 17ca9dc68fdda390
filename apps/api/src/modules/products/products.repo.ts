import type { PRODUCT_SORTS, ShippingProvider } from '@soko/shared';
import { and, asc, count, eq, getTableColumns, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type Category,
  categories,
  type NewProduct,
  type Product,
  type ProductImage,
  type ProductRevision,
  type ProductVariant,
  productImages,
  productRevisions,
  productStateTotals,
  productSubcategories,
  products,
  productVariants,
  stores,
  users,
  vendorProductTotals,
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
import { isAnyOf, preparedByShape } from '../../lib/prepared-statements.ts';
import type { StoredImage } from './products.images.ts';
import { latestRevisionsOf } from './products.revisions.repo.ts';

export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductFilter {
  /** One vendor's products; undefined means every vendor's (super admin). */
  vendorId?: string | undefined;
  q?: string | undefined;
  status?: 'active' | 'paused' | undefined;
  /** `revision`: approved products with changes waiting for staff. */
  approval?: 'pending' | 'approved' | 'rejected' | 'revision' | undefined;
  /** `low`: at or below the threshold in force (not zero); `out`: none left (the kept stock_state). */
  stock?: 'low' | 'out' | undefined;
  shippingProvider?: ShippingProvider | undefined;
  /** Only products of vendors whose account is active (a deactivated vendor's products leave the storefront). */
  vendorActive?: boolean | undefined;
}

/** A product with what its DTO needs from other tables in the same row. */
export type ProductRow = Product & { vendorDisplayName: string; storeId: string | null };

export interface ProductDetails {
  images: Map<string, ProductImage[]>;
  variants: Map<string, ProductVariant[]>;
  subcategories: Map<string, Category[]>;
  categories: Map<string, Category>;
  /** Level 1 of each category. */
  categoryChildren: Map<string, Category[]>;
  /** The newest revision of each product that has one. */
  revisions: Map<string, ProductRevision>;
}

export interface NewVariant {
  size: string;
  weightKg: number;
  stock: number;
  priceCents: number;
  sku: string;
  lowStockThreshold?: number | null;
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

const rowColumns = {
  ...getTableColumns(products),
  vendorDisplayName: users.displayName,
  storeId: stores.id,
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

export async function listProductRows(
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
    .leftJoin(stores, eq(stores.vendorId, products.vendorId))
    .where(where)
    .orderBy(...orderByOf(keyset))
    .limit(rows as number);
}

const productPageStatement = preparedByShape<ReturnType<typeof prepareProductPage>>();

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

/** The product if the actor may see it: its vendor's, or anyone's for the super admin (`vendorId` undefined). */
export async function findProductRow(
  db: Db,
  id: string,
  vendorId: string | undefined,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.vendorId))
    .leftJoin(stores, eq(stores.vendorId, products.vendorId))
    .where(and(eq(products.id, id), vendorId ? eq(products.vendorId, vendorId) : undefined))
    .limit(1);
  return row;
}

/** Locks the product for the rest of the transaction, so that image counts and state checks hold. */
export async function lockProduct(db: Db, id: string, vendorId: string | undefined): Promise<Product | undefined> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), vendorId ? eq(products.vendorId, vendorId) : undefined))
    .for('update')
    .limit(1);
  return product;
}

export async function insertProduct(db: Db, values: NewProduct): Promise<Product> {
  const [product] = await db.insert(products).values(values).returning();
  if (!product) throw new Error('insert returned no product');
  return product;
}

export async function updateProduct(db: Db, id: string, values: Partial<NewProduct>): Promise<Product | undefined> {
  const [product] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return product;
}

export async function deleteProduct(db: Db, id: string): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

export async function imagesOfProduct(db: Db, productId: string): Promise<ProductImage[]> {
  return db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
}

/** Adds images after those the product already has. */
export async function appendImages(db: Db, productId: string, images: StoredImage[]): Promise<void> {
  if (images.length === 0) return;
  const [last] = await db
    .select({ position: sql<number | null>`max(${productImages.position})` })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const start = (last?.position ?? -1) + 1;
  await db
    .insert(productImages)
    .values(images.map((image, index) => ({ productId, ...image, position: start + index })));
}

export async function deleteImage(db: Db, imageId: string): Promise<void> {
  await db.delete(productImages).where(eq(productImages.id, imageId));
}

export async function replaceVariants(db: Db, productId: string, variants: NewVariant[]): Promise<void> {
  await db.delete(productVariants).where(eq(productVariants.productId, productId));
  if (variants.length === 0) return;
  await db.insert(productVariants).values(variants.map((variant, position) => ({ productId, ...variant, position })));
}

/** The chain of subcategories, level 1 first. */
export async function replaceSubcategories(
  db: Db,
  productId: string,
  chain: Pick<Category, 'id' | 'level'>[],
): Promise<void> {
  await db.delete(productSubcategories).where(eq(productSubcategories.productId, productId));
  if (chain.length === 0) return;
  await db
    .insert(productSubcategories)
    .values(chain.map((node) => ({ productId, subcategoryId: node.id, level: node.level })));
}

/** A product's variants in their order, as a copy of it inserts them. */
export async function variantsOfProduct(db: Db, productId: string): Promise<NewVariant[]> {
  return db
    .select({
      size: productVariants.size,
      weightKg: productVariants.weightKg,
      stock: productVariants.stock,
      priceCents: productVariants.priceCents,
      sku: productVariants.sku,
      lowStockThreshold: productVariants.lowStockThreshold,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position));
}

/** A product's chain of subcategories (level and id), as a copy of it inserts them. */
export async function subcategoryChainOf(db: Db, productId: string): Promise<Pick<Category, 'id' | 'level'>[]> {
  return db
    .select({ id: productSubcategories.subcategoryId, level: productSubcategories.level })
    .from(productSubcategories)
    .where(eq(productSubcategories.productId, productId))
    .orderBy(asc(productSubcategories.level));
}

/** Everything the DTOs of a page of products need from other tables: one query per table, never per product. */
/**
 * The statements that complete a page of products, prepared once (an array of ids each, whatever the
 * page size): every product list and page asks them.
 */
function prepareDetails(db: Db) {
  return {
    images: db
      .select()
      .from(productImages)
      .where(isAnyOf(productImages.productId, 'ids'))
      .orderBy(asc(productImages.position))
      .prepare(''),
    variants: db
      .select()
      .from(productVariants)
      .where(isAnyOf(productVariants.productId, 'ids'))
      .orderBy(asc(productVariants.position))
      .prepare(''),
    subcategories: db
      .select({ productId: productSubcategories.productId, node: categories })
      .from(productSubcategories)
      .innerJoin(categories, eq(categories.id, productSubcategories.subcategoryId))
      .where(isAnyOf(productSubcategories.productId, 'ids'))
      .orderBy(asc(productSubcategories.level))
      .prepare(''),
    categories: db
      .select()
      .from(categories)
      .where(
        or(
          isAnyOf(categories.id, 'categoryIds'),
          and(eq(categories.level, 1), isAnyOf(categories.categoryId, 'categoryIds')),
        ),
      )
      .orderBy(sql`lower(${categories.title})`)
      .prepare(''),
  };
}

const detailStatements = preparedByShape<ReturnType<typeof prepareDetails>>();

/** What the store page's card of a product shows, with its first image. */
export interface StoreCardRow {
  id: string;
  name: string;
  priceCents: number;
  salesPercentage: number;
  createdAt: Date;
  firstImage: { id: string; file: string; thumbFile: string } | null;
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
      createdAt: products.createdAt,
      firstImage: sql<
        StoreCardRow['firstImage']
      >`(select json_build_object('id', ${productImages.id}, 'file', ${productImages.file}, 'thumbFile', ${productImages.thumbFile})
        from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`,
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

export async function detailsOf(db: Db, rows: Product[]): Promise<ProductDetails> {
  const ids = rows.map((row) => row.id);
  const categoryIds = [...new Set(rows.map((row) => row.categoryId))];
  const details: ProductDetails = {
    images: new Map(ids.map((id) => [id, []])),
    variants: new Map(ids.map((id) => [id, []])),
    subcategories: new Map(ids.map((id) => [id, []])),
    categories: new Map(),
    categoryChildren: new Map(categoryIds.map((id) => [id, []])),
    revisions: new Map(),
  };
  if (ids.length === 0) return details;
  const statements = detailStatements(db, 'details', () => prepareDetails(db));
  const [imageRows, variantRows, chainRows, categoryRows, revisions] = await Promise.all([
    statements.images.execute({ ids }),
    statements.variants.execute({ ids }),
    statements.subcategories.execute({ ids }),
    statements.categories.execute({ categoryIds }),
    latestRevisionsOf(db, ids),
  ]);
  details.revisions = revisions;
  for (const image of imageRows) details.images.get(image.productId)?.push(image);
  for (const variant of variantRows) details.variants.get(variant.productId)?.push(variant);
  for (const { productId, node } of chainRows) details.subcategories.get(productId)?.push(node);
  for (const node of categoryRows) {
    if (node.level === 0) details.categories.set(node.id, node);
    else if (node.categoryId) details.categoryChildren.get(node.categoryId)?.push(node);
  }
  return details;
}

/** What the stock is worth at list price, in cents (price x stock), from the kept per-vendor totals. */
export async function netWorthCents(db: Db, vendorId: string | undefined): Promise<number> {
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
export async function approvalCounts(db: Db, vendorId: string): Promise<{ total: number; approved: number }> {
  const [row] = await db
    .select({
      total: count(),
      approved: sql<number>`count(*) filter (where ${products.approval} = 'approved')::int`,
    })
    .from(products)
    .where(eq(products.vendorId, vendorId));
  return { total: row?.total ?? 0, approved: row?.approved ?? 0 };
}

/** A vendor's products with these SKUs (the import's match), read in one query on (vendor, SKU). */
export async function productsBySku(db: Db, vendorId: string, skus: string[]): Promise<Product[]> {
  if (skus.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(eq(products.vendorId, vendorId), inArray(products.sku, skus)));
}

/** A vendor's products in SKU order, a batch after `after` (SKU, then id): the export's keyset. */
export function vendorProductBatch(
  db: Db,
  vendorId: string,
  after: { sku: string; id: string } | undefined,
  limit: number,
): Promise<Product[]> {
  return db
    .select()
    .from(products)
    .where(
      and(
        eq(products.vendorId, vendorId),
        after
          ? or(sql`${products.sku} > ${after.sku}`, and(eq(products.sku, after.sku), sql`${products.id} > ${after.id}`))
          : undefined,
      ),
    )
    .orderBy(asc(products.sku), asc(products.id))
    .limit(limit);
}
