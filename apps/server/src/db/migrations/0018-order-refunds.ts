import type { Kysely } from 'kysely';

// Issue 17 (decision 039): an operator refunds a paid order from the console. The refund is the same
// `refunds` row the late payments use (one per payment, sent by the refunds job through the provider the
// payment was made with); it now says why it was owed and by whom: `reason` (the operator's text; null for
// the system's refund of a late payment) and `operator_id` (the console operator; null for the system).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refunds').addColumn('reason', 'text').execute();
  await db.schema.alterTable('refunds').addColumn('operator_id', 'integer').execute();
  // The console's order search by time and state on a tenant.
  await db.schema.createIndex('orders_console').on('orders').columns(['tenant_id', 'status', 'created_at']).execute();
}
