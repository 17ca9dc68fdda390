import {
  type CategoryDto,
  type CategoryInput,
  PAGE_SIZE,
  type Paginated,
  type SubcategoryInput,
  type SubcategorySummary,
} from '@soko/shared';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';

/** The API's largest page: enough for every category in a select. */
const ALL_CATEGORIES_LIMIT = 100;

export interface CategoryListParams {
  page: number;
  q: string;
}

function categoryListPath({ page, q }: CategoryListParams, limit: number): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (q.trim() !== '') params.set('q', q.trim());
  return `/api/category/?${params}`;
}

export function categoryListQuery(params: CategoryListParams) {
  return queryOptions({
    queryKey: ['categories', 'list', params],
    queryFn: () => api.get<Paginated<CategoryDto>>(categoryListPath(params, PAGE_SIZE.categories)),
    placeholderData: keepPreviousData,
  });
}

/** Every category (not subcategory), in title order, for the selects of the forms. */
export function allCategoriesQuery() {
  return queryOptions({
    queryKey: ['categories', 'all'],
    queryFn: () =>
      api
        .get<Paginated<CategoryDto>>(categoryListPath({ page: 1, q: '' }, ALL_CATEGORIES_LIMIT))
        .then((page) => page.items),
  });
}

/** A category's subcategories at one level (1-4); without a category nothing is fetched. */
export function subcategoriesAtLevelQuery(categoryId: string | null, level: number) {
  return queryOptions({
    queryKey: ['categories', 'level', categoryId, level],
    queryFn: categoryId
      ? () =>
          api
            .get<{ items: SubcategorySummary[] }>(`/api/category/${categoryId}/list?level=${level}`)
            .then((response) => response.items)
      : skipToken,
  });
}

/** The direct children of a category or subcategory. */
export function childSubcategoriesQuery(parentId: string) {
  return queryOptions({
    queryKey: ['categories', 'children', parentId],
    queryFn: () =>
      api
        .get<{ items: SubcategorySummary[] }>(`/api/category/subCategory/${parentId}`)
        .then((response) => response.items),
  });
}

function invalidateCategories(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['categories'] });
}

export async function createCategory(userId: string, body: CategoryInput): Promise<CategoryDto> {
  const created = await api.post<CategoryDto>(`/api/category/create/${userId}`, body);
  await invalidateCategories();
  return created;
}

export async function updateCategory(categoryId: string, body: CategoryInput): Promise<CategoryDto> {
  const updated = await api.put<CategoryDto>(`/api/category/${categoryId}`, body);
  await invalidateCategories();
  return updated;
}

export async function deleteCategory(categoryId: string): Promise<{ msg: string }> {
  const result = await api.delete<{ msg: string }>(`/api/category/${categoryId}`);
  await invalidateCategories();
  return result;
}

export async function createSubcategory(categoryId: string, body: SubcategoryInput): Promise<CategoryDto> {
  const created = await api.post<CategoryDto>(`/api/category/${categoryId}/create`, body);
  await invalidateCategories();
  return created;
}
