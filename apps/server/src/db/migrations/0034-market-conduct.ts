import type { Kysely } from 'kysely';

// The market's operator view (issue 32 item 6, decision 067).
// - listings may end 'taken_down' by an operator: the reason (shown to the seller) and who took it down.
// - users may be suspended by an operator: since when and why (null: not suspended). The session read that
//   every signed-in request makes already joins the user row: it carries the suspension at no extra read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('listings').addColumn('take_down_reason', 'text').execute();
  await db.schema.alterTable('listings').addColumn('taken_down_by', 'integer').execute();
  // (The console's filter by seller uses 0037's index listings_seller.)
  await db.schema.alterTable('users').addColumn('suspended_at', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('suspended_reason', 'text').execute();
}
