import { categoryTree, consoleListCategories, consoleSaveCategory } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { CategoryServices } from './category.types';

export function categoryRoutes(app: FastifyInstance, s: CategoryServices): void {
  registerCall(app, categoryTree, (req) => s.categories.tree(req.tenant.id, req.lang));
  // The console (decision 038): an owner's or editor's session; the save writes its audit row.
  registerCall(app, consoleListCategories, async (req) => ({ categories: await s.categories.list(req.tenant.id) }));
  registerCall(app, consoleSaveCategory, (req) => s.categories.save(req.tenant.id, req.body, app.clock(), req.audit));
}
