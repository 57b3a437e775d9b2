import type { Kysely } from 'kysely';

// A payment number is held by one attempt at a time (decision 095). The numbers are the millisecond and 9 random
// digits (business-no.ts): another process may draw the same one in the same millisecond, for another order. The
// claim is written before the provider hears of the payment, so its unique index refuses the second attempt there,
// and the attempt draws a new number; without it both went to their providers under one number and the second's
// payments row was refused after its provider had made the payment.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('payment_claims_no').on('payment_claims').column('payment_no').unique().execute();
}
