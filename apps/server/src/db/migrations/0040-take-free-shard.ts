import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

// PostgreSQL's take of a split drop's stock (decision 077): one shard with room that no other transaction holds,
// in a subtransaction (the function's exception block) that is rolled back when it took nothing. `FOR UPDATE SKIP
// LOCKED` keeps the lock of a shard it locked and then found full (a concurrent take filled it after the
// statement's snapshot); a transaction holding a shard it does not use and going on to wait for the drop's row and
// every shard closed a cycle with the one holding them (a deadlock under a rush). A savepoint around the statement
// does the same in two more round trips; the function does it in the one. SQLite has no such lock: nothing here.
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  if (ctx.dialect !== 'postgres') return;
  await sql`
    create or replace function curio_take_free_shard(
      p_tenant integer, p_kind text, p_drop integer, p_start integer, p_count integer, p_qty integer
    ) returns integer language plpgsql as $$
    declare
      got integer;
    begin
      begin
        update drop_stock_shards set taken = taken + p_qty
         where tenant_id = p_tenant and kind = p_kind and drop_id = p_drop
           and shard = (
             select s.shard from drop_stock_shards s
              where s.tenant_id = p_tenant and s.kind = p_kind and s.drop_id = p_drop and s.taken + p_qty <= s.cap
              order by (s.shard + p_start) % p_count
              limit 1
              for update skip locked)
           and taken + p_qty <= cap
        returning shard into got;
        if got is null then
          raise exception using errcode = 'CU001';
        end if;
        return got;
      exception when sqlstate 'CU001' then
        return -1;
      end;
    end
    $$`.execute(db);
}
