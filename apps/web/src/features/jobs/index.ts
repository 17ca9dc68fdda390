export { jobAdminRoutes } from './routes.ts';
