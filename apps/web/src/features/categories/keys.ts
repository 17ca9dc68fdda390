/** The cache keys of the category tree: any change asks every one of them again. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: (params: object) => [...categoryKeys.all, 'list', params] as const,
  everyCategory: () => [...categoryKeys.all, 'all'] as const,
  level: (categoryId: string | null, level: number) => [...categoryKeys.all, 'level', categoryId, level] as const,
  children: (parentId: string) => [...categoryKeys.all, 'children', parentId] as const,
};
