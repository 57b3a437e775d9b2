import type { Kysely } from 'kysely';

// The payment sandbox remembers when it took the money, so the platform can ask it (decision 012:
// a payment whose notice was lost is found before its order is closed).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pay_sandbox_payments').addColumn('paid_at', 'bigint').execute();
}
