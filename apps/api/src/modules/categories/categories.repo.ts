import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type Category,
  categories,
  categoryProductCounts,
  type NewCategory,
  productSubcategories,
  products,
} from '../../db/schema/index.ts';
import { likeContaining, offsetOf } from '../../lib/pagination.ts';

export type CategorySort = 'title' | '-title' | 'newest' | 'oldest';

const ORDER_BY: Record<CategorySort, SQL[]> = {
  title: [sql`lower(${categories.title}) asc`, asc(categories.id)],
  '-title': [sql`lower(${categories.title}) desc`, desc(categories.id)],
  newest: [desc(categories.createdAt), desc(categories.id)],
  oldest: [asc(categories.createdAt), asc(categories.id)],
};

export async function findCategory(db: Db, id: string): Promise<Category | undefined> {
  const [category] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return category;
}

export async function findCategories(db: Db, ids: string[]): Promise<Category[]> {
  if (ids.length === 0) return [];
  return db.select().from(categories).where(inArray(categories.id, ids));
}

/** Every category and subcategory: the tree is small (titles a person picks from). */
export function allCategories(db: Db): Promise<Category[]> {
  return db.select().from(categories);
}

export async function insertCategory(db: Db, values: NewCategory): Promise<Category> {
  const [category] = await db.insert(categories).values(values).returning();
  if (!category) throw new Error('insert returned no category');
  return category;
}

export async function updateCategory(
  db: Db,
  id: string,
  values: Pick<NewCategory, 'title' | 'description' | 'image'>,
): Promise<Category | undefined> {
  const [category] = await db
    .update(categories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning();
  return category;
}

/** Deletes the node; the foreign keys delete the subcategories below it. */
export async function deleteCategory(db: Db, id: string): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

/** A page of categories (level 0), optionally those whose title contains `q`. */
export async function listRootCategories(
  db: Db,
  options: { q?: string | undefined; sort: CategorySort; page: number; limit: number },
) {
  const where = and(
    eq(categories.level, 0),
    options.q ? sql`lower(${categories.title}) like ${likeContaining(options.q)}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(where)
      .orderBy(...ORDER_BY[options.sort])
      .limit(options.limit)
      .offset(offsetOf(options.page, options.limit)),
    db.select({ total: count() }).from(categories).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function listSubcategoriesAtLevel(db: Db, categoryId: string, level: number): Promise<Category[]> {
  return db
    .select()
    .from(categories)
    .where(and(eq(categories.categoryId, categoryId), eq(categories.level, level)))
    .orderBy(...ORDER_BY.title);
}

export async function subcategoryExistsAtLevel(db: Db, categoryId: string, level: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.categoryId, categoryId), eq(categories.level, level)))
    .limit(1);
  return row !== undefined;
}

/**
 * The nodes directly below each given node, in one query: level 1 of a category, or the
 * children of a subcategory.
 */
export async function childrenOf(db: Db, nodes: Category[]): Promise<Map<string, Category[]>> {
  const rootIds = nodes.filter((node) => node.level === 0).map((node) => node.id);
  const subIds = nodes.filter((node) => node.level > 0).map((node) => node.id);
  const children = new Map<string, Category[]>(nodes.map((node) => [node.id, []]));
  if (nodes.length === 0) return children;
  const rows = await db
    .select()
    .from(categories)
    .where(
      or(
        rootIds.length > 0 ? and(eq(categories.level, 1), inArray(categories.categoryId, rootIds)) : undefined,
        subIds.length > 0 ? inArray(categories.parentId, subIds) : undefined,
      ),
    )
    .orderBy(...ORDER_BY.title);
  for (const row of rows) {
    const owner = row.level === 1 ? row.categoryId : row.parentId;
    if (owner) children.get(owner)?.push(row);
  }
  return children;
}

/**
 * How many products use each node, from the kept counts (one key lookup per node). A product's
 * subcategory chain runs from level 1 down, so a node is used by every product of a node below it too.
 */
export async function productCountsOf(db: Db, nodes: Category[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(nodes.map((node) => [node.id, 0]));
  if (nodes.length === 0) return counts;
  const rows = await db
    .select()
    .from(categoryProductCounts)
    .where(
      inArray(
        categoryProductCounts.categoryId,
        nodes.map((node) => node.id),
      ),
    );
  for (const row of rows) counts.set(row.categoryId, row.products);
  return counts;
}

export async function isCategoryInUse(db: Db, node: Category): Promise<boolean> {
  const [row] =
    node.level === 0
      ? await db.select({ id: products.id }).from(products).where(eq(products.categoryId, node.id)).limit(1)
      : await db
          .select({ id: productSubcategories.productId })
          .from(productSubcategories)
          .where(eq(productSubcategories.subcategoryId, node.id))
          .limit(1);
  return row !== undefined;
}
