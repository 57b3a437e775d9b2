import { randomBytes } from 'node:crypto';
import { payWithWallet, splitProceeds } from '@curio/contract';
import { describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { checkSaleInvariants, saleBaseline } from './support/invariants';
import { checkWalletInvariants } from './support/wallet-invariants';
import { createTestApp, DB_KIND, signedHeaders, type TestApp } from './helpers';
import { buy, itemRow, itemsOf, listed, listingRow, trader } from './market-helpers';
import { balanceOf, payFromWallet, requestId, WALLET_PASSWORD } from './wallet-pay-helpers';

/** The server process that stops a resale at `crashAt` (fixtures/market-server-process.ts). */
const startMarketServer = (t: TestApp, masterKey: string, crashAt: 'debit' | 'credit') =>
  startServerProcess(t, 'market-server-process', masterKey, { CRASH_AT: crashAt });

function payThrough(port: number, buyer: { token: string }, orderNo: string, rq: string) {
  return signedHeaders({ token: buyer.token, tokenInSignature: payWithWallet.tokenInSignature }).then((headers) =>
    fetch(`http://127.0.0.1:${port}/api${payWithWallet.path}`, {
      method: payWithWallet.method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ orderNo, password: WALLET_PASSWORD, requestId: rq }),
    }).then(
      async (r) => ((await r.json()) as { code: number }).code,
      () => 'cut off' as const,
    ),
  );
}

const credits = (t: TestApp, listingId: number) =>
  t.db.kysely.selectFrom('wallet_sandbox_movements').select(['amount']).where('request_id', '=', `L${listingId}`).execute();

describe(`a resale across a killed server (${DB_KIND})`, () => {
  it(
    'SIGKILL between the payment and the rest of the sale → after the restart one owner and one credit of the proceeds',
    { timeout: 180_000 },
    async () => {
      const masterKey = randomBytes(32).toString('hex');
      const t = await createTestApp({ MASTER_KEY: masterKey });
      let server: ServerProcess | undefined;
      try {
        const baseline = await saleBaseline(t.db.kysely);
        const price = 3_333;
        const net = splitProceeds(price, 500, 0).net;

        // 1. Killed after the sale's commit, while the seller's proceeds were being credited.
        const seller = await trader(t);
        const buyer = await trader(t, { fen: 10_000 });
        const { ids } = await itemsOf(t, seller);
        const id = await listed(t, seller, ids[0]!, price);
        const placed = await buy(t, buyer, id);
        expect(placed.code, placed.msg).toBe(0);
        server = await startMarketServer(t, masterKey, 'credit');
        expect(await payThrough(server.port, buyer, placed.data.orderNo, requestId('pay'))).toBe(0);
        await server.printed((s) => s.includes(`{"credited":"L${id}"}`));
        server.child.kill('SIGKILL');
        expect(await server.exited).toBe('SIGKILL');
        server = undefined;
        // The sale is committed: the buyer owns the item; the wallet has the money, the listing says "owed".
        expect(await itemRow(t, ids[0]!)).toMatchObject({ user_id: buyer.userId, status: 'held' });
        expect((await listingRow(t, id)).payout).toBe('owed');
        expect(await credits(t, id)).toHaveLength(1);
        // After the restart the job credits again with the same request id: the provider answers the same
        // movement, nothing more is credited, the listing is done.
        await t.app.jobs.runOnce();
        expect((await listingRow(t, id)).payout).toBe('done');
        expect(await credits(t, id)).toHaveLength(1);
        expect(await balanceOf(t, seller)).toBe(net);
        expect(await balanceOf(t, buyer)).toBe(10_000 - price);

        // 2. Killed after the buyer's wallet was debited, before the sale: a retry with the same request id
        //    finds the debit and completes the sale once.
        const seller2 = await trader(t);
        const buyer2 = await trader(t, { fen: 10_000 });
        const two = await itemsOf(t, seller2);
        const id2 = await listed(t, seller2, two.ids[0]!, price);
        const placed2 = await buy(t, buyer2, id2);
        expect(placed2.code, placed2.msg).toBe(0);
        const rq = requestId('pay');
        server = await startMarketServer(t, masterKey, 'debit');
        const cut = payThrough(server.port, buyer2, placed2.data.orderNo, rq);
        await server.printed((s) => /\{"debited":"[0-9A-Z]+"\}/.test(s));
        server.child.kill('SIGKILL');
        expect(await server.exited).toBe('SIGKILL');
        server = undefined;
        expect(await cut).toBe('cut off');
        expect(await itemRow(t, two.ids[0]!)).toMatchObject({ user_id: seller2.userId, status: 'on_consignment' });
        expect(await balanceOf(t, buyer2)).toBe(10_000 - price);
        const retried = await payFromWallet(t, buyer2, placed2.data.orderNo, { requestId: rq });
        expect(retried.code, retried.msg).toBe(0);
        expect(retried.data.orderStatus).toBe('paid');
        await t.app.jobs.runOnce();
        expect(await itemRow(t, two.ids[0]!)).toMatchObject({ user_id: buyer2.userId, status: 'held' });
        expect(await balanceOf(t, buyer2)).toBe(10_000 - price);
        expect(await balanceOf(t, seller2)).toBe(net);
        expect(await credits(t, id2)).toHaveLength(1);

        // The chain transfers land; one owner each, on chain too.
        await t.app.chain.worker.runOnce();
        await t.app.chain.worker.runOnce();
        const jobs = await t.db.kysely.selectFrom('chain_jobs').select(['status']).where('kind', '=', 'transfer').execute();
        expect(jobs.every((j) => j.status === 'confirmed')).toBe(true);
        await t.app.flows.payProceeds.settled();
        expect(await checkSaleInvariants(t.db.kysely, baseline)).toEqual([]);
        expect(await checkWalletInvariants(t.db.kysely)).toEqual([]);
      } finally {
        if (server) {
          server.child.kill('SIGKILL');
          await server.exited;
        }
        await t.close();
      }
    },
  );
});
