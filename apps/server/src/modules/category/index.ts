// The category module's public face: its plugin and its services' types.
export { categoryModule, categoryServices } from './category.module';
export type { CategoryServices } from './category.types';
export type { CategoryInput, CategoryService, CategoryRow, NewCategory } from './category.service';
