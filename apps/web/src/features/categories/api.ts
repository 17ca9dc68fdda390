import { type CategoryDto, type CategoryInput, PAGE_SIZE, type subcategorySchema } from '@soko/shared';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient, send } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { categoryKeys } from './keys.ts';

/** The API's largest page: enough for every category in a select. */
const ALL_CATEGORIES_LIMIT = 100;

export interface CategoryListParams {
  page: number;
  q: string;
}

function listCategories({ page, q }: CategoryListParams, limit: number) {
  return send(apiClient.GET('/api/category', { params: { query: { page, limit, q: q.trim() || undefined } } }));
}

export function categoryListQuery(params: CategoryListParams) {
  return queryOptions({
    queryKey: categoryKeys.list(params),
    queryFn: () => listCategories(params, PAGE_SIZE.categories),
    placeholderData: keepPreviousData,
  });
}

/** Every category (not subcategory), in title order, for the selects of the forms. */
export function allCategoriesQuery() {
  return queryOptions({
    queryKey: categoryKeys.everyCategory(),
    queryFn: () => listCategories({ page: 1, q: '' }, ALL_CATEGORIES_LIMIT).then((page) => page.items),
  });
}

/** A category's subcategories at one level (1-4); without a category nothing is fetched. */
export function subcategoriesAtLevelQuery(categoryId: string | null, level: number) {
  return queryOptions({
    queryKey: categoryKeys.level(categoryId, level),
    queryFn: categoryId
      ? () =>
          send(
            apiClient.GET('/api/category/{id}/list', { params: { path: { id: categoryId }, query: { level } } }),
          ).then((response) => response.items)
      : skipToken,
  });
}

/** The direct children of a category or subcategory. */
export function childSubcategoriesQuery(parentId: string) {
  return queryOptions({
    queryKey: categoryKeys.children(parentId),
    queryFn: () =>
      send(apiClient.GET('/api/category/subCategory/{id}', { params: { path: { id: parentId } } })).then(
        (response) => response.items,
      ),
  });
}

function invalidateCategories(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: categoryKeys.all });
}

export async function createCategory(userId: string, body: CategoryInput): Promise<CategoryDto> {
  const created = await send(apiClient.POST('/api/category/create/{userId}', { params: { path: { userId } }, body }));
  await invalidateCategories();
  return created;
}

export async function updateCategory(categoryId: string, body: CategoryInput): Promise<CategoryDto> {
  const updated = await send(apiClient.PUT('/api/category/{id}', { params: { path: { id: categoryId } }, body }));
  await invalidateCategories();
  return updated;
}

export async function deleteCategory(categoryId: string): Promise<{ msg: string }> {
  const result = await send(apiClient.DELETE('/api/category/{id}', { params: { path: { id: categoryId } } }));
  await invalidateCategories();
  return result;
}

export async function createSubcategory(
  categoryId: string,
  body: z.output<typeof subcategorySchema>,
): Promise<CategoryDto> {
  const created = await send(
    apiClient.POST('/api/category/{categoryId}/create', { params: { path: { categoryId } }, body }),
  );
  await invalidateCategories();
  return created;
}
