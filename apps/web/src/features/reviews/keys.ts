/**
 * The cache keys of reviews: the list (by its filters) and one product's reviews, so that a reply,
 * a hide or a restore asks again for every screen that may show the review or its rating.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  list: (filters: object) => [...reviewKeys.all, 'list', filters] as const,
  ofProduct: (productId: string) => [...reviewKeys.all, 'product', productId] as const,
};
