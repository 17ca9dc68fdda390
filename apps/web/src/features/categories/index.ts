/** What other features may use of the category tree. */
export { allCategoriesQuery, childSubcategoriesQuery } from './api.ts';
export { categoryKeys } from './keys.ts';
