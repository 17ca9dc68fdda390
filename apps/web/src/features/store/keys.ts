/** The cache keys of the vendor's store page. */
export const storeKeys = {
  all: ['store'] as const,
  mine: () => [...storeKeys.all, 'me'] as const,
};
