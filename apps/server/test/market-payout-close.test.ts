import { splitProceeds } from '@curio/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp, DB_KIND, startAnotherApp } from './helpers';
import { buy, itemsOf, listed, listingRow, trader } from './market-helpers';
import { balanceOf, payFromWallet } from './wallet-pay-helpers';

// A paid resale credits its seller right after the buyer's answer (decision 033). A server that closes
// meanwhile lets that credit finish and mark its listing, rather than leave a credited listing "owed".

describe(`the seller's proceeds across a closing server (${DB_KIND})`, () => {
  it(
    'close waits for a credit that started after the sale: the listing ends done, credited once',
    { timeout: 90_000 },
    async () => {
      const t = await createTestApp();
      const other = await startAnotherApp(t);
      let release: (() => void) | undefined;
      try {
        const seller = await trader(t);
        const buyer = await trader(t, { fen: 10_000 });
        const { ids } = await itemsOf(t, seller);
        const id = await listed(t, seller, ids[0]!, 2_500);
        const placed = await buy(t, buyer, id);
        expect(placed.code, placed.msg).toBe(0);
        // The other server's wallet provider answers the credit only when the test lets it.
        const wallet = other.app.wallet.wallet;
        const credit = wallet.credit.bind(wallet);
        const gate = new Promise<void>((r) => (release = r));
        let started!: () => void;
        const creditStarted = new Promise<void>((r) => (started = r));
        wallet.credit = async (...args: Parameters<typeof credit>) => {
          started();
          await gate;
          return credit(...args);
        };
        const paid = await payFromWallet({ ...t, app: other.app }, buyer, placed.data.orderNo);
        expect(paid.code, paid.msg).toBe(0);
        await creditStarted;
        expect((await listingRow(t, id)).payout).toBe('owed');
        // The server closes while the credit is held; a close that did not wait would shut its database
        // under the credit, and the listing would stay owed.
        const close = other.close();
        await new Promise((r) => setImmediate(r));
        release!();
        await close;
        expect((await listingRow(t, id)).payout).toBe('done');
        expect(await balanceOf(t, seller)).toBe(splitProceeds(2_500, 500, 0).net);
        expect(
          await t.db.kysely.selectFrom('wallet_sandbox_movements').select('amount').where('request_id', '=', `L${id}`).execute(),
        ).toHaveLength(1);
      } finally {
        release?.();
        await other.close().catch(() => undefined);
        await t.close();
      }
    },
  );
});
