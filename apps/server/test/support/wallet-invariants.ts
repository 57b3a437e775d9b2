import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

/**
 * The wallet sandbox's ledger invariants (issue 15, decision 030), over the whole database. Answers what
 * is violated, in words; an empty list means all hold:
 * - every posting is exactly two rows that sum to zero, so the whole ledger sums to zero;
 * - no wallet's balance (the sum of its rows) is below zero, nor the withdrawals' clearing account;
 * - each movement moved its wallet by exactly its amount (a recharge, payment, refund or a withdrawal
 *   DEALING or settled: debited or credited once), and a failed withdrawal by zero (returned once);
 * - a settled or failed withdrawal has exactly two postings, a DEALING one exactly one; any other
 *   movement exactly one;
 * - the storefront keeps no full card number (only 4 digits).
 */
export async function checkWalletInvariants(db: Kysely<Database>): Promise<string[]> {
  const out: string[] = [];
  const rows = await db.selectFrom('wallet_sandbox_ledger').selectAll().execute();
  const postings = new Map<string, { n: number; sum: number }>();
  const byAccount = new Map<string, number>();
  const byMovementAccount = new Map<string, number>();
  const postingsOf = new Map<string, Set<string>>();
  let total = 0;
  for (const r of rows) {
    const amount = Number(r.amount);
    total += amount;
    const p = postings.get(r.posting_no) ?? { n: 0, sum: 0 };
    p.n += 1;
    p.sum += amount;
    postings.set(r.posting_no, p);
    byAccount.set(r.account, (byAccount.get(r.account) ?? 0) + amount);
    const k = `${r.movement_no}|${r.account}`;
    byMovementAccount.set(k, (byMovementAccount.get(k) ?? 0) + amount);
    const s = postingsOf.get(r.movement_no) ?? new Set<string>();
    s.add(r.posting_no);
    postingsOf.set(r.movement_no, s);
  }
  if (total !== 0) out.push(`the ledger sums to ${total}, not 0`);
  for (const [no, p] of postings) {
    if (p.n !== 2 || p.sum !== 0) out.push(`posting ${no}: ${p.n} rows summing to ${p.sum}`);
  }
  const accounts = await db.selectFrom('wallet_sandbox_accounts').select('ref').execute();
  for (const a of accounts) {
    const b = byAccount.get(a.ref) ?? 0;
    if (b < 0) out.push(`wallet ${a.ref} balance ${b} < 0`);
  }
  const clearing = byAccount.get('clearing:withdraw') ?? 0;
  if (clearing < 0) out.push(`clearing account ${clearing} < 0`);

  const movements = await db.selectFrom('wallet_sandbox_movements').selectAll().execute();
  let dealing = 0;
  for (const m of movements) {
    const moved = byMovementAccount.get(`${m.movement_no}|${m.account_ref}`) ?? 0;
    const amount = Number(m.amount);
    const n = postingsOf.get(m.movement_no)?.size ?? 0;
    if (m.kind === 'withdraw') {
      if (m.state === 'failed') {
        if (moved !== 0)
          out.push(`failed withdrawal ${m.movement_no} moved its wallet by ${moved} (returned more or less than once)`);
        if (n !== 2) out.push(`failed withdrawal ${m.movement_no} has ${n} postings`);
      } else {
        if (moved !== amount) out.push(`withdrawal ${m.movement_no} (${m.state}) moved its wallet by ${moved}, not ${amount}`);
        if (n !== (m.state === 'success' ? 2 : 1)) out.push(`withdrawal ${m.movement_no} (${m.state}) has ${n} postings`);
      }
      if (m.state === 'dealing') dealing += -amount;
    } else {
      if (moved !== amount) out.push(`${m.kind} ${m.movement_no} moved its wallet by ${moved}, not ${amount}`);
      if (n !== 1) out.push(`${m.kind} ${m.movement_no} has ${n} postings`);
    }
  }
  if (clearing !== dealing) out.push(`clearing account ${clearing} ≠ withdrawals DEALING ${dealing}`);
  const requests = new Set<string>();
  for (const m of movements) {
    const k = `${m.account_ref}|${m.request_id}`;
    if (requests.has(k)) out.push(`request ${k} made two movements`);
    requests.add(k);
  }
  const cards = await db.selectFrom('wallet_cards').select(['id', 'last4']).execute();
  for (const c of cards) if (!/^\d{4}$/.test(c.last4)) out.push(`wallet card ${c.id} keeps "${c.last4}"`);
  return out;
}
