/** The categories module's public face: what other modules and the app's composition use. */
export { categoryRoutes } from './categories.routes.ts';
export { categoryChain, categoryTree, toSubcategorySummary } from './categories.service.ts';
