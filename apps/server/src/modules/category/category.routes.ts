import { categoryTree } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import { CategoryRepository } from './category.repository';
import { CategoryService } from './category.service';

export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const service = new CategoryService(new CategoryRepository(app.db.kysely));
  registerCall(app, categoryTree, (req) => service.tree(req.tenant.id, req.lang));
}
