import { sql, type Kysely } from 'kysely';

// Casting once per collectible per holder (issue 31, decision 062). Migration 0020 made a cast unique per
// (tenant, activity, user) and an item's use unique per (tenant, activity, item): once per user per activity,
// and an item never again, whoever held it. The rule is one cast per collectible per holder: a holder of three
// qualifying items may cast three times (within the stock and the per-user limit), and a new owner of a used
// item may cast it again. So:
// - cast_records: no longer unique per user (a plain index for "my casts in this activity");
// - activity_item_uses: unique per (tenant, activity, item, holder): the database keeps "once per holder";
// - a casting activity's per_user_limit (forced to 1 until now) becomes the default casts per user, 100,
//   counted in activity_quotas like an activity order's (a conditional upsert keeps the limit); the casts
//   made so far are counted there.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('cast_records_once').execute();
  await db.schema
    .createIndex('cast_records_activity_user')
    .on('cast_records')
    .columns(['tenant_id', 'activity_id', 'user_id'])
    .execute();

  await db.schema.dropIndex('activity_item_uses_once').execute();
  await db.schema
    .createIndex('activity_item_uses_holder')
    .on('activity_item_uses')
    .columns(['tenant_id', 'activity_id', 'card_nft_id', 'user_id'])
    .unique()
    .execute();

  await sql`update activities set per_user_limit = 100 where kind = 'cast'`.execute(db);
  await sql`insert into activity_quotas (tenant_id, activity_id, user_id, taken)
    select tenant_id, activity_id, user_id, count(*) from cast_records group by tenant_id, activity_id, user_id`.execute(db);
}
