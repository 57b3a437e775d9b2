import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

// SQLite: the sessions table keyed by its token hash itself (WITHOUT ROWID, decision 090). Every signed-in request
// whose session is not cached reads it by that hash: a rowid table found the hash in its primary key's index, then
// the row in the table, two random pages; now the row is in the key's own tree. PostgreSQL has no such choice
// (its primary key is an index beside the heap): nothing changes there.
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  if (ctx.dialect !== 'sqlite') return;
  await sql`
    create table "sessions_by_token" (
      "token_hash" text primary key,
      "tenant_id" integer not null references "tenants" ("id") on delete cascade,
      "user_id" integer not null references "users" ("id") on delete cascade,
      "created_at" bigint not null,
      "expires_at" bigint not null,
      "renewed_at" bigint not null,
      "revoked_at" bigint
    ) without rowid`.execute(db);
  await sql`
    insert into "sessions_by_token" ("token_hash", "tenant_id", "user_id", "created_at", "expires_at", "renewed_at", "revoked_at")
    select "token_hash", "tenant_id", "user_id", "created_at", "expires_at", "renewed_at", "revoked_at" from "sessions"`.execute(
    db,
  );
  await sql`drop table "sessions"`.execute(db);
  await sql`alter table "sessions_by_token" rename to "sessions"`.execute(db);
  await db.schema.createIndex('sessions_user').on('sessions').columns(['tenant_id', 'user_id']).execute();
}
