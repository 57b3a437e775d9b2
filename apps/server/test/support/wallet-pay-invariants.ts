import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

/**
 * Paying from the wallet (issue 15, decision 031), checked over the whole database after every scenario,
 * beside the sale's invariants and the wallet's own: the storefront's payments and the wallet provider's
 * books (the sandbox's movements and ledger) tell the same story. Answers what is violated, in words:
 * - every wallet payment that took its money has exactly one successful `pay` movement at the provider
 *   (its request id is the payment number), of its amount, from the wallet it names; one that did not
 *   has none (no debit is stranded without its outcome);
 * - every debit at the provider is a wallet payment of the storefront;
 * - every refund of a wallet payment that is done went back into the same wallet exactly once (a
 *   `refund` movement whose request id is the refund's number), and none went back twice or unasked;
 * - every posting of the provider's ledger sums to zero.
 */
export async function checkWalletPaymentInvariants(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const payments = await db
    .selectFrom('payments')
    .select(['id', 'payment_no', 'amount', 'payer_ref', 'succeeded_at', 'progress'])
    .where('channel_type', '=', 2022)
    .execute();
  const movements = await db
    .selectFrom('wallet_sandbox_movements')
    .select(['movement_no', 'account_ref', 'request_id', 'kind', 'amount', 'state', 'ref_movement_no'])
    .where('kind', 'in', ['pay', 'refund'])
    .execute();
  const debits = movements.filter((m) => m.kind === 'pay' && m.state === 'success');
  const byRequest = new Map<string, typeof debits>();
  for (const m of debits) byRequest.set(m.request_id, [...(byRequest.get(m.request_id) ?? []), m]);

  const paymentNos = new Set(payments.map((p) => p.payment_no));
  for (const p of payments) {
    const mine = byRequest.get(p.payment_no) ?? [];
    if (p.succeeded_at !== null) {
      if (mine.length !== 1) problems.push(`wallet payment ${p.payment_no} took its money, the wallet has ${mine.length} debits`);
      for (const m of mine) {
        if (Math.abs(Number(m.amount)) !== Number(p.amount))
          problems.push(`wallet payment ${p.payment_no} of ${p.amount}: debited ${m.amount}`);
        if (m.account_ref !== p.payer_ref) problems.push(`wallet payment ${p.payment_no}: debited from another wallet`);
      }
    } else if (mine.length > 0) {
      problems.push(`wallet payment ${p.payment_no} (progress ${p.progress}): debited, but no outcome`);
    }
  }
  for (const m of debits) {
    if (!paymentNos.has(m.request_id)) problems.push(`wallet debit ${m.movement_no}: no payment ${m.request_id}`);
  }

  const refunds = await db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .select(['refunds.id', 'refunds.amount', 'refunds.status', 'payments.payer_ref', 'payments.payment_no'])
    .where('payments.channel_type', '=', 2022)
    .execute();
  const credits = movements.filter((m) => m.kind === 'refund' && m.state === 'success');
  const refundNos = new Set(refunds.map((r) => `R${r.id}`));
  for (const r of refunds) {
    const back = credits.filter((m) => m.request_id === `R${r.id}`);
    if (r.status === 'done' && back.length !== 1)
      problems.push(`refund ${r.id} of wallet payment ${r.payment_no} is done, the wallet got ${back.length} credits`);
    if (r.status !== 'done' && back.length > 1) problems.push(`refund ${r.id}: ${back.length} credits`);
    for (const m of back) {
      if (Number(m.amount) !== Number(r.amount)) problems.push(`refund ${r.id} of ${r.amount}: credited ${m.amount}`);
      if (m.account_ref !== r.payer_ref) problems.push(`refund ${r.id}: credited to another wallet`);
    }
  }
  for (const m of credits) {
    if (!refundNos.has(m.request_id)) problems.push(`wallet refund ${m.movement_no}: no refund ${m.request_id} owed`);
  }

  const postings = await db
    .selectFrom('wallet_sandbox_ledger')
    .select((eb) => ['posting_no', eb.fn.sum<number>('amount').as('sum')])
    .groupBy('posting_no')
    .execute();
  for (const p of postings) if (Number(p.sum) !== 0) problems.push(`ledger posting ${p.posting_no} sums to ${p.sum}`);
  return problems;
}
