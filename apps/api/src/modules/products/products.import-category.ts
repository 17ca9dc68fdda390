import { CATEGORY_PATH_SEPARATOR } from '@soko/shared';
import type { Category } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { categoryTree } from '../categories/index.ts';
import type { FileRow } from './products.import-file.ts';
import type { ImportSheet } from './products.import-layouts.ts';
import type { SheetRow } from './products.sheet.ts';

/** Every category of the tree by its path of titles (`food>cakes>birthday`), with its subcategories. */
export type CategoryPaths = Map<string, { category: Category; chain: Category[] }>;

/** What an import reads once to find each product's category. */
export interface CategoryLookup {
  treeByPath: CategoryPaths;
  /** The category of the products whose row names no Soko category, as a key of `treeByPath`. */
  defaultCategoryKey?: string;
}

/** 400 at once, before a file waits to apply, for a default category that is none. */
export async function assertImportCategory(deps: Pick<AppDeps, 'db'>, id: string): Promise<void> {
  defaultCategoryKeyOf(pathsOf(await categoryTree(deps.db)), id);
}

/** The category the import was told to give products without one: 400 for an id that is none. */
export function defaultCategoryKeyOf(paths: CategoryPaths, id: string | null | undefined): string | undefined {
  if (!id) return undefined;
  for (const [key, { category, chain }] of paths) if ((chain.at(-1) ?? category).id === id) return key;
  throw badRequest('The category for products without one is not a category of the marketplace', 'defaultCategory');
}

export function pathsOf(nodes: Category[]): CategoryPaths {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const paths: CategoryPaths = new Map();
  for (const node of nodes) {
    const chain: Category[] = [];
    let at: Category | undefined = node;
    while (at && at.level > 0) {
      chain.unshift(at);
      at = at.parentId ? byId.get(at.parentId) : at.categoryId ? byId.get(at.categoryId) : undefined;
    }
    if (at?.level !== 0) continue;
    const key = [at, ...chain].map((part) => part.title.trim().toLowerCase()).join('>');
    paths.set(key, { category: at, chain });
  }
  return paths;
}

const pathKey = (cell: string) =>
  cell
    .split(CATEGORY_PATH_SEPARATOR.trim())
    .map((part) => part.trim().toLowerCase())
    .join('>');

/** The category and subcategories a path names, from the tree read once. */
export function resolveCategory(context: CategoryLookup, categoryCell: string) {
  const resolved = context.treeByPath.get(pathKey(categoryCell));
  if (resolved) return resolved;
  throw badRequest(
    categoryCell === ''
      ? 'Please choose a category'
      : `No category ${categoryCell}: write the category and its subcategories as Category > Subcategory`,
    'category',
  );
}

/**
 * The category path a product takes. Soko's file: its cell, the product's own where the file has
 * no column, the import's default where that leaves none. Another platform's file: its category
 * when it names one of Soko's, else the product's own, else the import's default.
 */
export function categoryCellOf(
  context: CategoryLookup,
  sheet: ImportSheet,
  first: FileRow,
  existingRows: SheetRow[] | undefined,
): string {
  const fileCell = sheet.columns.has('category') ? (first.cells.category ?? '') : '';
  const own = existingRows?.[0]?.category ?? '';
  const fallback = context.defaultCategoryKey ?? '';
  if (sheet.format === 'soko') {
    const cell = sheet.columns.has('category') ? fileCell : own;
    return cell === '' ? fallback : cell;
  }
  if (fileCell !== '' && context.treeByPath.has(pathKey(fileCell))) return fileCell;
  if (own !== '') return own;
  if (fallback === '' && fileCell !== '')
    throw badRequest(
      `${fileCell} is not a Soko category: choose the category for products without one before checking the file`,
      'category',
    );
  return fallback;
}
