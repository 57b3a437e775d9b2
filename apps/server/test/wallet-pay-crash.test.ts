import { randomBytes } from 'node:crypto';
import { cancelOrder, payWithWallet } from '@curio/contract';
import { describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { checkSaleInvariants, saleBaseline } from './support/invariants';
import { checkWalletInvariants } from './support/wallet-invariants';
import { checkWalletPaymentInvariants } from './support/wallet-pay-invariants';
import { body, call, createTestApp, DB_KIND, signedHeaders, type TestApp } from './helpers';
import { createCollection, order } from './sale-helpers';
import { balanceOf, buyerWithWallet, payFromWallet, requestId, WALLET_PASSWORD } from './wallet-pay-helpers';

/** The server process whose wallet payments stop right after the debit (fixtures/wallet-pay-server-process.ts). */
const startWalletPayServer = (t: TestApp, masterKey: string) => startServerProcess(t, 'wallet-pay-server-process', masterKey);

describe(`paying from the wallet across a killed server (${DB_KIND})`, () => {
  it(
    'SIGKILL between the wallet debit and the order transition → after the restart exactly one outcome: paid (a retry, or the closer asking the wallet) or refunded to the wallet (the order was cancelled meanwhile)',
    { timeout: 120_000 },
    async () => {
      const masterKey = randomBytes(32).toString('hex');
      const t = await createTestApp({ MASTER_KEY: masterKey });
      let server: ServerProcess | undefined;
      try {
        const baseline = await saleBaseline(t.db.kysely);
        // Three buyers, each with an unpaid order (a user holds one unpaid order at a time, decision 033).
        const prices = { retried: 1_100, closed: 1_300, cancelled: 1_700 } as const;
        const keys = Object.keys(prices) as (keyof typeof prices)[];
        const buyers = {} as Record<keyof typeof prices, Awaited<ReturnType<typeof buyerWithWallet>>>;
        const placed: Record<keyof typeof prices, { orderNo: string; requestId: string }> = {} as never;
        for (const k of keys) {
          buyers[k] = await buyerWithWallet(t, 10_000);
          const o = await order(t, buyers[k], await createCollection(t, 'demo', { supply: 3, price: prices[k] }));
          expect(o.code).toBe(0);
          placed[k] = { orderNo: o.data.orderNo, requestId: requestId(k) };
        }

        // The process debits each wallet payment and goes no further; once all three are debited, SIGKILL.
        server = await startWalletPayServer(t, masterKey);
        const answers: Promise<unknown>[] = [];
        for (const k of keys) {
          const headers = await signedHeaders({ token: buyers[k].token, tokenInSignature: payWithWallet.tokenInSignature });
          answers.push(
            fetch(`http://127.0.0.1:${server.port}/api${payWithWallet.path}`, {
              method: payWithWallet.method,
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ orderNo: placed[k].orderNo, password: WALLET_PASSWORD, requestId: placed[k].requestId }),
            }).then(
              () => 'answered',
              () => 'cut off',
            ),
          );
          const debits = answers.length;
          await server.printed((s) => (s.match(/\{"debited":"[0-9A-Z]+"\}/g) ?? []).length >= debits);
        }
        server.child.kill('SIGKILL');
        expect(await server.exited).toBe('SIGKILL');
        server = undefined;
        expect(await Promise.all(answers)).toEqual(['cut off', 'cut off', 'cut off']);

        // The provider's books say the three were paid; the platform has taken none of them.
        for (const k of keys) expect(await balanceOf(t, buyers[k])).toBe(10_000 - prices[k]);
        const statusOf = async (orderNo: string) =>
          (await t.db.kysely.selectFrom('orders').select('status').where('order_no', '=', orderNo).executeTakeFirstOrThrow())
            .status;
        for (const k of keys) expect(await statusOf(placed[k].orderNo)).toBe('pending_payment');

        // After the restart (t's app on the same database): the buyer taps again on the first (same request
        // id): the same debit is found, the order paid, no money moves twice. The third is cancelled.
        const retried = await payFromWallet(t, buyers.retried, placed.retried.orderNo, { requestId: placed.retried.requestId });
        expect(retried.code, retried.msg).toBe(0);
        expect(retried.data.orderStatus).toBe('paid');
        expect(await balanceOf(t, buyers.retried)).toBe(10_000 - prices.retried);
        expect(
          body(await call(t.app, cancelOrder, { token: buyers.cancelled.token, body: { orderNo: placed.cancelled.orderNo } }))
            .code,
        ).toBe(0);

        // The second is left alone: at its deadline the closer asks the wallet, and its debit (in time) pays it.
        // The cancelled one's payment is stranded: the job asks the wallet and the money goes back into it.
        for (const advance of [301_000, 11 * 60_000]) {
          t.clock.advance(advance);
          await t.app.jobs.runOnce();
          await t.app.jobs.runOnce();
        }
        expect(await statusOf(placed.retried.orderNo)).toBe('paid');
        expect(await statusOf(placed.closed.orderNo)).toBe('paid');
        expect(await statusOf(placed.cancelled.orderNo)).toBe('cancelled');
        expect(await balanceOf(t, buyers.retried)).toBe(10_000 - prices.retried);
        expect(await balanceOf(t, buyers.closed)).toBe(10_000 - prices.closed);
        expect(await balanceOf(t, buyers.cancelled)).toBe(10_000);
        const refunds = await t.db.kysely
          .selectFrom('refunds')
          .innerJoin('orders', 'orders.id', 'refunds.order_id')
          .select(['orders.order_no', 'refunds.status', 'refunds.amount'])
          .execute();
        expect(refunds).toEqual([{ order_no: placed.cancelled.orderNo, status: 'done', amount: prices.cancelled }]);

        expect(await checkSaleInvariants(t.db.kysely, baseline)).toEqual([]);
        expect(await checkWalletPaymentInvariants(t.db.kysely)).toEqual([]);
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
