import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(tenantId: number, userId: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'nickname', 'avatar_url', 'intro', 'area_code', 'phone', 'invite_code', 'password_hash', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .executeTakeFirst();
  }
}
