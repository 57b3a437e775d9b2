import { categoryTree } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { CategoryServices } from './category.types';

export function categoryRoutes(app: FastifyInstance, s: CategoryServices): void {
  registerCall(app, categoryTree, (req) => s.categories.tree(req.tenant.id, req.lang));
}
