import type { CategoryService } from './category.service';

/** What the category module offers other modules and its routes (`app.category.categories`). */
export interface CategoryServices {
  categories: CategoryService;
}
