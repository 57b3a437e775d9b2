export { categoryRoutes } from './category.routes';
