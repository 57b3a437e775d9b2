import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import { CategoryRepository } from './category.repository';
import { categoryRoutes } from './category.routes';
import { CategoryService } from './category.service';
import type { CategoryServices } from './category.types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The category module's face: `categories` (a tenant's category tree, read, and written by the seed). */
    category: CategoryServices;
  }
}

/** The category module's services over a database (the app, the seed and the CLI build them here). */
export function categoryServices(db: Db): CategoryServices {
  return { categories: new CategoryService(db.kysely, new CategoryRepository()) };
}

/** The category module: each tenant's category tree. */
export const categoryModule = fp(
  async function category(app: FastifyInstance) {
    const s = categoryServices(app.db);
    app.decorate('category', s);
    categoryRoutes(app, s);
  },
  { name: 'category', dependencies: ['config'] },
);
