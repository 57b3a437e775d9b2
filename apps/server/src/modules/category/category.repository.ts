import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class CategoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  all(tenantId: number) {
    return this.db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'name', 'icon', 'sort'])
      .where('tenant_id', '=', tenantId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }
}
