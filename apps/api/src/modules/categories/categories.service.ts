import {
  CATALOGUE_MESSAGES,
  type CategoryDto,
  type categorySchema,
  type Paginated,
  type SubcategorySummary,
  type subcategorySchema,
} from '@soko/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Category, User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { assertPageDepth } from '../../lib/pagination.ts';
import { PRODUCT_IMAGE_URL_PREFIX } from '../../lib/product-images.ts';
import { recordAudit } from '../audit/index.ts';
import {
  allCategories,
  type CategorySort,
  childrenOf,
  deleteCategory as deleteCategoryRow,
  findCategories,
  findCategory,
  insertCategory,
  isCategoryInUse,
  listRootCategories,
  listSubcategoriesAtLevel,
  productCountsOf,
  subcategoryExistsAtLevel,
  updateCategory as updateCategoryRow,
} from './categories.repo.ts';

type CategoryInput = z.output<typeof categorySchema>;
type SubcategoryInput = z.output<typeof subcategorySchema>;

const TITLE_TAKEN = 'A category with this title already exists';
const SUBCATEGORY_TITLE_TAKEN = 'A subcategory with this title already exists here';

export function toSubcategorySummary(node: Category): SubcategorySummary {
  return { _id: node.id, title: node.title, level: node.level, parentId: node.parentId };
}

/**
 * An image the marketplace serves itself (a product image upload) is stored as its path, so that a
 * new host name or domain never breaks it, and answered as a full URL of the current APP_URL, as
 * the spec's clients (and a storefront on another domain) expect. Other URLs stay as given.
 */
function storedImage(appUrl: string, image: string): string {
  return image.startsWith(`${appUrl}${PRODUCT_IMAGE_URL_PREFIX}`) ? image.slice(appUrl.length) : image;
}

function presentedImage(appUrl: string, image: string): string {
  return image.startsWith('/') ? `${appUrl}${image}` : image;
}

function toCategoryDto(appUrl: string, node: Category, children: Category[], productCount: number): CategoryDto {
  return {
    _id: node.id,
    title: node.title,
    description: node.description,
    image: presentedImage(appUrl, node.image),
    level: node.level,
    categoryId: node.categoryId,
    parentId: node.parentId,
    subCategories: children.map(toSubcategorySummary),
    productCount,
    gstFreeDefault: node.level === 0 && node.gstFreeDefault,
    createdAt: node.createdAt.toISOString(),
  };
}

/** The DTOs of a list of nodes, with two queries for the whole list (children and counts). */
async function categoryDtos(deps: Pick<AppDeps, 'db' | 'config'>, nodes: Category[]): Promise<CategoryDto[]> {
  const { db } = deps;
  const [children, counts] = await Promise.all([childrenOf(db, nodes), productCountsOf(db, nodes)]);
  return nodes.map((node) =>
    toCategoryDto(deps.config.appUrl, node, children.get(node.id) ?? [], counts.get(node.id) ?? 0),
  );
}

async function categoryDto(deps: Pick<AppDeps, 'db' | 'config'>, node: Category): Promise<CategoryDto> {
  const [dto] = await categoryDtos(deps, [node]);
  if (!dto) throw notFound('Category');
  return dto;
}

/**
 * The category and subcategory chain a product form names, checked to belong together: the
 * category is a top-level one and subcategory i sits at level i + 1 under the one before it.
 */
/** The whole category tree, for reading categories by their titles (a product import's category paths). */
export function categoryTree(db: Db): Promise<Category[]> {
  return allCategories(db);
}

export async function categoryChain(
  db: Db,
  categoryId: string,
  subcategoryIds: string[],
): Promise<{ category: Category; chain: Category[] }> {
  const nodes = new Map((await findCategories(db, [categoryId, ...subcategoryIds])).map((node) => [node.id, node]));
  const category = nodes.get(categoryId);
  if (category?.level !== 0) throw badRequest('Please choose a category', 'category');
  const chain: Category[] = [];
  for (const [index, id] of subcategoryIds.entries()) {
    const node = nodes.get(id);
    const parentId = chain.at(-1)?.id ?? null;
    if (!node || node.categoryId !== category.id || node.level !== index + 1 || node.parentId !== parentId) {
      throw badRequest(`Please choose subcategories of ${category.title}, one for each level from 1`, 'subCategories');
    }
    chain.push(node);
  }
  return { category, chain };
}

async function existingNode(db: Db, id: string): Promise<Category> {
  const node = await findCategory(db, id);
  if (!node) throw notFound('Category');
  return node;
}

/** A concurrent save of the same title loses to the unique index, with the same message as the check. */
async function withTitleCheck<T>(message: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message, 'title');
    // The category or parent was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw notFound('Category');
    throw error;
  }
}

export async function listCategories(
  deps: Pick<AppDeps, 'db' | 'config'>,
  query: { q?: string | undefined; sort: CategorySort; page: number; limit: number },
): Promise<Paginated<CategoryDto>> {
  const { db } = deps;
  assertPageDepth(query.page, query.limit);
  // Exact: a few hundred categories at most.
  const { rows, total } = await listRootCategories(db, query);
  return { items: await categoryDtos(deps, rows), total, page: query.page, limit: query.limit };
}

export async function getCategory(deps: Pick<AppDeps, 'db' | 'config'>, id: string): Promise<CategoryDto> {
  const { db } = deps;
  return categoryDto(deps, await existingNode(db, id));
}

/** The subcategories of a category at one level: the parents to choose from for the level below. */
export async function subcategoriesAt(
  deps: Pick<AppDeps, 'db'>,
  categoryId: string,
  level: number,
): Promise<{ items: SubcategorySummary[] }> {
  const { db } = deps;
  const category = await existingNode(db, categoryId);
  if (category.level !== 0) throw notFound('Category');
  const rows = await listSubcategoriesAtLevel(db, category.id, level);
  return { items: rows.map(toSubcategorySummary) };
}

/** The direct children of a category or subcategory: the choices for the next select. */
export async function childrenOfNode(deps: Pick<AppDeps, 'db'>, id: string): Promise<{ items: SubcategorySummary[] }> {
  const { db } = deps;
  const node = await existingNode(db, id);
  const children = await childrenOf(db, [node]);
  return { items: (children.get(node.id) ?? []).map(toSubcategorySummary) };
}

export async function createCategory(
  deps: Pick<AppDeps, 'db' | 'config'>,
  admin: User,
  input: CategoryInput,
): Promise<CategoryDto> {
  const { db } = deps;
  const created = await withTitleCheck(TITLE_TAKEN, () =>
    db.transaction(async (tx) => {
      const node = await insertCategory(tx, {
        ...input,
        image: storedImage(deps.config.appUrl, input.image),
        level: 0,
      });
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'category.create',
        entityType: 'category',
        entityId: node.id,
        after: input,
      });
      return node;
    }),
  );
  return categoryDto(deps, created);
}

/**
 * Level 1 hangs under the category; a deeper level under a subcategory of the level above. When
 * the category has no subcategory at that level yet, there is nothing deeper to add to.
 */
export async function createSubcategory(
  deps: Pick<AppDeps, 'db' | 'config'>,
  admin: User,
  categoryId: string,
  input: SubcategoryInput,
): Promise<CategoryDto> {
  const { db } = deps;
  const category = await existingNode(db, categoryId);
  if (category.level !== 0) throw notFound('Category');
  let parentId: string | null = null;
  if (input.level > 1) {
    if (!(await subcategoryExistsAtLevel(db, category.id, input.level - 1))) {
      throw badRequest(CATALOGUE_MESSAGES.maximumSubcategory, 'level');
    }
    const parent = input.parentId ? await findCategory(db, input.parentId) : undefined;
    if (!parent || parent.categoryId !== category.id || parent.level !== input.level - 1) {
      throw badRequest(`Please choose a parent from level ${input.level - 1} of ${category.title}`, 'parentId');
    }
    parentId = parent.id;
  }
  const values = {
    title: input.title,
    description: input.description,
    image: storedImage(deps.config.appUrl, input.image),
    level: input.level,
    categoryId: category.id,
    parentId,
  };
  const created = await withTitleCheck(SUBCATEGORY_TITLE_TAKEN, () =>
    db.transaction(async (tx) => {
      const node = await insertCategory(tx, values);
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'subcategory.create',
        entityType: 'category',
        entityId: node.id,
        after: values,
      });
      return node;
    }),
  );
  return categoryDto(deps, created);
}

/** Title, description and image of a category or subcategory; where it sits in the tree stays. */
export async function updateCategory(
  deps: Pick<AppDeps, 'db' | 'config'>,
  admin: User,
  id: string,
  input: CategoryInput,
): Promise<CategoryDto> {
  const { db } = deps;
  const before = await existingNode(db, id);
  const updated = await withTitleCheck(before.level === 0 ? TITLE_TAKEN : SUBCATEGORY_TITLE_TAKEN, () =>
    db.transaction(async (tx) => {
      // Only a category's default decides a new product's GST treatment; a subcategory has none.
      const { gstFreeDefault, ...fields } = input;
      const node = await updateCategoryRow(tx, id, {
        ...fields,
        ...(before.level === 0 && gstFreeDefault !== undefined ? { gstFreeDefault } : {}),
        image: storedImage(deps.config.appUrl, input.image),
      });
      if (!node) throw notFound('Category');
      await recordAudit(tx, {
        actorId: admin.id,
        action: before.level === 0 ? 'category.update' : 'subcategory.update',
        entityType: 'category',
        entityId: id,
        before: {
          title: before.title,
          description: before.description,
          image: before.image,
          gstFreeDefault: before.gstFreeDefault,
        },
        after: input,
      });
      return node;
    }),
  );
  return categoryDto(deps, updated);
}

/** Deletes a category or subcategory with everything below it, unless a product uses it. */
export async function deleteCategory(deps: Pick<AppDeps, 'db'>, admin: User, id: string): Promise<void> {
  const { db } = deps;
  const node = await existingNode(db, id);
  try {
    await db.transaction(async (tx) => {
      if (await isCategoryInUse(tx, node)) throw conflict(CATALOGUE_MESSAGES.categoryInUse);
      await deleteCategoryRow(tx, node.id);
      await recordAudit(tx, {
        actorId: admin.id,
        action: node.level === 0 ? 'category.delete' : 'subcategory.delete',
        entityType: 'category',
        entityId: node.id,
        before: { title: node.title, level: node.level, categoryId: node.categoryId, parentId: node.parentId },
      });
    });
  } catch (error) {
    // A product saved with this category between the check and the delete.
    if (isForeignKeyViolation(error)) throw conflict(CATALOGUE_MESSAGES.categoryInUse);
    throw error;
  }
}
