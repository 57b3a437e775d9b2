import {
  ErrorCode,
  getCollection,
  getListing,
  getMyCollectible,
  getOrder,
  getPriceHistory,
  listInbox,
  listListings,
  setDisplay,
  splitProceeds,
  type ListingCard,
  type ListingDetail,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createTestApp, DB_KIND, type TestApp } from './helpers';
import {
  buy,
  cashierPayment,
  consignItem,
  itemRow,
  itemsOf,
  listed,
  listingRow,
  preview,
  trader,
  unlist,
} from './market-helpers';
import { cashierAction, createBuyer, createCollection, order } from './sale-helpers';
import { checkSaleInvariants, saleBaseline, type SaleBaseline } from './support/invariants';
import { gift, member } from './transfer-helpers';
import { balanceOf, payFromWallet } from './wallet-pay-helpers';

let t: TestApp;
let baseline: SaleBaseline;
beforeAll(async () => {
  t = await createTestApp();
  baseline = await saleBaseline(t.db.kysely);
});
afterAll(async () => {
  await t.close();
});

// A paid sale credits its seller just after the answer: the invariants are of a server at rest.
const invariants = async () => {
  await t.app.flows.payProceeds.settled();
  return (await checkSaleInvariants(t.db.kysely, baseline)).join('\n');
};

describe(`resale market: consigning (${DB_KIND})`, () => {
  it(
    'preview, consign, list, detail: the listing shows the price, the split and the floor; the item is on consignment',
    { timeout: 60_000 },
    async () => {
      const seller = await trader(t);
      const { collectionId, ids } = await itemsOf(t, seller, { price: 1_000, royaltyBp: 250 });
      const q = await preview(t, seller, ids[0]!, 1_999);
      expect(q.code, q.msg).toBe(0);
      // 5 % of 1 999 = 99.95 → 99; 2.5 % = 49.975 → 49; the seller gets the rest.
      expect(q.data).toMatchObject({
        price: 1_999,
        minPrice: 100,
        ceiling: 20_000,
        priceValid: true,
        feeRateBp: 500,
        fee: 99,
        royaltyRateBp: 250,
        royalty: 49,
        net: 1_851,
        blockedBy: null,
      });
      expect((await preview(t, seller, ids[0]!)).data).toMatchObject({ price: 20_000, fee: 1_000, royalty: 500, net: 18_500 });
      expect((await preview(t, seller, ids[0]!, 20_001)).data.priceValid).toBe(false);

      const made = await consignItem(t, seller, ids[0]!, 1_999);
      expect(made.code, made.msg).toBe(0);
      expect(made.data).toMatchObject({
        cardNftId: ids[0],
        collectionId,
        price: 1_999,
        status: 'on-sale',
        fee: 99,
        royalty: 49,
        net: 1_851,
      });
      expect((await itemRow(t, ids[0]!)).status).toBe('on_consignment');

      const mine = body<{ status: string; listing: { id: number; price: number; status: string } | null }>(
        await call(t.app, getMyCollectible, { token: seller.token, params: { cardNftId: String(ids[0]) } }),
      );
      expect(mine.data.status).toBe('on_consignment');
      expect(mine.data.listing).toMatchObject({ id: made.data.id, price: 1_999, status: 'on-sale' });

      const page = body<{ items: ListingCard[] }>(
        await call(t.app, listListings, { query: { collectionId: String(collectionId) } }),
      );
      expect(page.data.items).toEqual([
        expect.objectContaining({
          id: made.data.id,
          cardNftId: ids[0],
          serial: 1,
          price: 1_999,
          status: 'on-sale',
          marketType: 2,
          businessType: 7,
          saleKind: 3,
          seller: expect.objectContaining({ userId: seller.userId, maskedPhone: expect.stringMatching(/^\d{3}\*{4}\d{4}$/) }),
          collection: expect.objectContaining({ id: collectionId, issuePrice: 1_000 }),
        }),
      ]);
      const viewer = await createBuyer(t, 'demo');
      const detail = body<ListingDetail>(
        await call(t.app, getListing, { token: viewer.token, params: { id: String(made.data.id) } }),
      );
      expect(detail.data).toMatchObject({ id: made.data.id, floorPrice: 1_999, mine: false, endedAt: null });
      expect(
        body<ListingDetail>(await call(t.app, getListing, { token: seller.token, params: { id: String(made.data.id) } })).data
          .mine,
      ).toBe(true);
      expect(await invariants()).toBe('');
    },
  );

  it('refuses every rule with its code, before the pay password, and changes nothing', { timeout: 60_000 }, async () => {
    const seller = await trader(t);
    const { ids } = await itemsOf(t, seller, { count: 4, price: 500 });
    expect((await consignItem(t, seller, ids[0]!, 99)).code).toBe(ErrorCode.CONSIGN_PRICE_INVALID);
    expect((await consignItem(t, seller, ids[0]!, 10_001)).code).toBe(ErrorCode.CONSIGN_PRICE_INVALID);
    expect((await consignItem(t, seller, ids[0]!, 500, { agreed: false })).code).toBe(ErrorCode.AGREEMENT_REQUIRED);
    expect((await consignItem(t, seller, ids[0]!, 500, { payPassword: '000000' })).code).toBe(ErrorCode.PAY_PASSWORD_WRONG);
    // Not mine.
    const other = await trader(t);
    expect((await consignItem(t, other, ids[0]!, 500)).code).toBe(ErrorCode.NOT_FOUND);
    // Pledged.
    await t.db.kysely.updateTable('card_nfts').set({ status: 'pledged' }).where('id', '=', ids[1]!).execute();
    expect((await consignItem(t, seller, ids[1]!, 500)).code).toBe(ErrorCode.PLEDGED);
    expect((await preview(t, seller, ids[1]!, 500)).data.blockedBy).toBe(ErrorCode.PLEDGED);
    // Frozen by a gift on chain.
    const friend = await member(t);
    expect((await gift(t, seller, ids[2]!, friend)).code).toBe(0);
    expect((await consignItem(t, seller, ids[2]!, 500)).code).toBe(ErrorCode.TRANSFER_PENDING);
    // Listed already.
    await listed(t, seller, ids[3]!, 500);
    expect((await consignItem(t, seller, ids[3]!, 600)).code).toBe(ErrorCode.ON_CONSIGNMENT);
    // Cooling period.
    const cooling = await itemsOf(t, seller, { holdHours: 24 });
    const refused = await consignItem(t, seller, cooling.ids[0]!, 500);
    expect(refused.code).toBe(ErrorCode.COOLING_PERIOD);
    expect(refused.data).toMatchObject({ transferableAt: expect.any(Number), msLeft: expect.any(Number) });
    // No wallet for the proceeds.
    const walletless = await trader(t, { wallet: false });
    const theirs = await itemsOf(t, walletless);
    expect((await consignItem(t, walletless, theirs.ids[0]!, 500)).code).toBe(ErrorCode.WALLET_NOT_OPENED);
    expect((await preview(t, walletless, theirs.ids[0]!, 500)).data.blockedBy).toBe(ErrorCode.WALLET_NOT_OPENED);

    const open = await t.db.kysely.selectFrom('listings').select('card_nft_id').where('seller_id', '=', seller.userId).execute();
    expect(open.map((l) => l.card_nft_id)).toEqual([ids[3]]);
    expect(await invariants()).toBe('');
  });

  it(
    'a listed item cannot be gifted or shown on the personal page; taken off the shelf it can',
    { timeout: 60_000 },
    async () => {
      const seller = await trader(t);
      const { ids } = await itemsOf(t, seller);
      const id = await listed(t, seller, ids[0]!, 800);
      const friend = await member(t);
      expect((await gift(t, seller, ids[0]!, friend)).code).toBe(ErrorCode.ON_CONSIGNMENT);
      const show = (displayed: 0 | 1) =>
        call(t.app, setDisplay, { token: seller.token, body: { cardNftId: ids[0]!, displayed } }).then((r) => body(r).code);
      expect(await show(1)).toBe(ErrorCode.ON_CONSIGNMENT);
      expect(await show(0)).toBe(0);
      expect((await unlist(t, seller, id, '000000')).code).toBe(ErrorCode.PAY_PASSWORD_WRONG);
      const off = await unlist(t, seller, id);
      expect(off.code, off.msg).toBe(0);
      expect(off.data.status).toBe('cancelled');
      expect((await itemRow(t, ids[0]!)).status).toBe('held');
      expect((await unlist(t, seller, id)).code).toBe(ErrorCode.LISTING_ENDED);
      // Taken off the shelf: to a buyer it is sold out (7020064), not 5000090; no order, the item stays the seller's.
      const buyer = await trader(t);
      const gone = await buy(t, buyer, id);
      expect(gone.code, gone.msg).toBe(ErrorCode.SOLD_OUT);
      expect(await t.db.kysely.selectFrom('orders').select('id').where('user_id', '=', buyer.userId).execute()).toEqual([]);
      expect(await listingRow(t, id)).toMatchObject({ status: 'cancelled', order_id: null });
      expect(await itemRow(t, ids[0]!)).toMatchObject({ user_id: seller.userId, status: 'held' });
      expect(await show(1)).toBe(0);
      expect((await gift(t, seller, ids[0]!, friend)).code).toBe(0);
      expect(await invariants()).toBe('');
    },
  );
});

describe(`resale market: buying (${DB_KIND})`, () => {
  it(
    'buy and pay from the wallet: the item is the buyer’s at once, the listing sold, the split in the ledger, the net in the seller’s wallet, the inbox says sold',
    { timeout: 60_000 },
    async () => {
      const seller = await trader(t);
      const buyer = await trader(t, { fen: 50_000 });
      const { collectionId, ids } = await itemsOf(t, seller, { price: 1_000, royaltyBp: 300 });
      const id = await listed(t, seller, ids[0]!, 12_345);

      expect((await buy(t, seller, id)).code).toBe(ErrorCode.OWN_LISTING);
      expect((await buy(t, buyer, id, 2)).code).toBe(ErrorCode.ORDER_LIMIT);
      const placed = await buy(t, buyer, id);
      expect(placed.code, placed.msg).toBe(0);
      expect(placed.data).toMatchObject({
        businessType: 7,
        status: 'pending_payment',
        quantity: 1,
        totalAmount: 12_345,
        serials: [1],
        item: expect.objectContaining({ kind: 'listing', id }),
      });
      expect((await listingRow(t, id)).status).toBe('locked');
      // Locked: nobody else may order it, the seller may not take it off.
      const late = await trader(t);
      expect((await buy(t, late, id)).code).toBe(ErrorCode.LOCKED);
      expect((await unlist(t, seller, id)).code).toBe(ErrorCode.LOCKED);
      expect(await invariants()).toBe('');

      const paid = await payFromWallet(t, buyer, placed.data.orderNo);
      expect(paid.code, paid.msg).toBe(0);
      expect(paid.data.orderStatus).toBe('paid');
      const l = await listingRow(t, id);
      const split = splitProceeds(12_345, 500, 300); // fee 617, royalty 370, net 11 358
      expect(split).toEqual({ fee: 617, royalty: 370, net: 11_358 });
      expect(l).toMatchObject({ status: 'sold', buyer_id: buyer.userId });
      expect([Number(l.fee), Number(l.royalty), Number(l.net)]).toEqual([617, 370, 11_358]);
      const item = await itemRow(t, ids[0]!);
      expect(item).toMatchObject({ user_id: buyer.userId, status: 'held', displayed: 0 });
      const ledger = await t.db.kysely
        .selectFrom('ledger_entries')
        .select(['kind', 'amount'])
        .where('order_id', '=', l.order_id!)
        .orderBy('id')
        .execute();
      expect(ledger.map((e) => [e.kind, Number(e.amount)])).toEqual([
        ['payment', 12_345],
        ['fee', 617],
        ['royalty', 370],
        ['proceeds', 11_358],
      ]);
      // The proceeds reach the seller's wallet (right after the commit, or by the job).
      await t.app.jobs.runOnce();
      expect((await listingRow(t, id)).payout).toBe('done');
      expect(await balanceOf(t, seller)).toBe(11_358);
      expect(await balanceOf(t, buyer)).toBe(50_000 - 12_345);
      const inbox = body<{ items: { kind: string; params: Record<string, unknown> }[] }>(
        await call(t.app, listInbox, { token: seller.token, lang: 'en' }),
      );
      expect(inbox.data.items[0]).toMatchObject({
        kind: 'sold',
        params: expect.objectContaining({ amount: 11_358, collectionId }),
      });
      // The chain transfer confirms; the buyer's order shows the serial.
      await t.app.chain.worker.runOnce();
      await t.app.chain.worker.runOnce();
      const o = body<{ status: string; serials: number[]; businessType: number }>(
        await call(t.app, getOrder, { token: buyer.token, params: { orderNo: placed.data.orderNo } }),
      );
      expect(o.data).toMatchObject({ status: 'paid', serials: [1], businessType: 7 });
      // Sold: a buyer ordering it is told it is sold out (spec §8 7020064), and nothing of theirs is written.
      const soldOut = await buy(t, late, id);
      expect(soldOut.code, soldOut.msg).toBe(ErrorCode.SOLD_OUT);
      expect(soldOut.msg).toBe('Sold out');
      expect(await t.db.kysely.selectFrom('orders').select('id').where('user_id', '=', late.userId).execute()).toEqual([]);
      // Price history: one sale.
      const h = body<{ points: { price: number }[]; lastPrice: number; count: number; floorPrice: number | null }>(
        await call(t.app, getPriceHistory, { params: { collectionId: String(collectionId) } }),
      );
      expect(h.data).toMatchObject({
        points: [expect.objectContaining({ price: 12_345 })],
        lastPrice: 12_345,
        count: 1,
        floorPrice: null,
      });
      expect(await invariants()).toBe('');
    },
  );

  it(
    'the unpaid order’s close unlocks the listing; cancelling does too; another buyer can then buy it',
    { timeout: 60_000 },
    async () => {
      const seller = await trader(t);
      const { ids } = await itemsOf(t, seller);
      const id = await listed(t, seller, ids[0]!, 700);
      const first = await createBuyer(t, 'demo');
      const placed = await buy(t, first, id);
      expect(placed.code, placed.msg).toBe(0);
      t.clock.advance(placed.data.expiresAt - t.clock() + 1);
      await t.app.jobs.runOnce();
      expect((await listingRow(t, id)).status).toBe('on_sale');
      expect((await itemRow(t, ids[0]!)).status).toBe('on_consignment');

      const second = await createBuyer(t, 'demo');
      const again = await buy(t, second, id);
      expect(again.code, again.msg).toBe(0);
      const cancelled = await t.app.flows.cancelOrder.cancel(
        (await t.app.tenant.tenants.byId((await listingRow(t, id)).tenant_id))!,
        second.userId,
        again.data.orderNo,
        'en',
      );
      expect(cancelled.status).toBe('cancelled');
      expect((await listingRow(t, id)).status).toBe('on_sale');
      expect((await buy(t, first, id)).code).toBe(0);
      expect(await invariants()).toBe('');
    },
  );

  it(
    'paid late after the close: refunded, the item stays with the seller, the listing on sale',
    { timeout: 60_000 },
    async () => {
      const seller = await trader(t);
      const { ids } = await itemsOf(t, seller);
      const id = await listed(t, seller, ids[0]!, 900);
      const buyer = await createBuyer(t, 'demo');
      const placed = await buy(t, buyer, id);
      const payment = await cashierPayment(t, buyer, placed.data.orderNo);
      await cashierAction(t.app, payment.cashierUrl, 'payLate');
      t.clock.advance(301_000);
      await t.app.jobs.runOnce(); // closes the order, then the late notice lands, then the refund goes out
      await t.app.jobs.runOnce();
      const o = body<{ status: string; refund: { amount: number } | null }>(
        await call(t.app, getOrder, { token: buyer.token, params: { orderNo: placed.data.orderNo } }),
      );
      expect(o.data).toMatchObject({ status: 'closed', refund: { amount: 900 } });
      expect(await itemRow(t, ids[0]!)).toMatchObject({ user_id: seller.userId, status: 'on_consignment' });
      expect((await listingRow(t, id)).status).toBe('on_sale');
      expect(await invariants()).toBe('');
    },
  );

  it('an unpaid order blocks a new one per user, across drops and listings', { timeout: 60_000 }, async () => {
    const seller = await trader(t);
    const { ids } = await itemsOf(t, seller, { count: 2 });
    const a = await listed(t, seller, ids[0]!, 300);
    const b = await listed(t, seller, ids[1]!, 300);
    const drop = await createCollection(t, 'demo', { supply: 10 });
    const buyer = await createBuyer(t, 'demo');
    expect((await order(t, buyer, drop)).code).toBe(0);
    expect((await buy(t, buyer, a)).code).toBe(ErrorCode.ORDER_EXISTS);
    const other = await createBuyer(t, 'demo');
    const bought = await buy(t, other, a);
    expect(bought.code).toBe(0);
    // The drop's detail names the unpaid order that blocks (the buy sheet sends the buyer to pay it).
    const standing = body<{ mine: { allowance: number; unpaidOrderNo: string | null } }>(
      await call(t.app, getCollection, { token: other.token, params: { id: String(drop) } }),
    );
    expect(standing.data.mine).toMatchObject({ allowance: 0, unpaidOrderNo: bought.data.orderNo });
    expect((await buy(t, other, b)).code).toBe(ErrorCode.ORDER_EXISTS);
    expect((await order(t, other, drop)).code).toBe(ErrorCode.ORDER_EXISTS);
    expect((await listingRow(t, b)).status).toBe('on_sale');
    expect(await invariants()).toBe('');
  });

  it('100 buyers rushing one listing: exactly one order', { timeout: 120_000 }, async () => {
    const seller = await trader(t);
    const { ids } = await itemsOf(t, seller);
    const id = await listed(t, seller, ids[0]!, 5_000);
    const buyers = [];
    for (let i = 0; i < 100; i++) buyers.push(await createBuyer(t, 'demo'));
    const answers = await Promise.all(buyers.map((b) => buy(t, b, id)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === ErrorCode.LOCKED)).toBe(true);
    const rows = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('item_kind', '=', 'listing')
      .where('item_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    expect((await listingRow(t, id)).order_id).toBe(rows[0]!.id);
    expect(await invariants()).toBe('');
  });

  it(
    'buyers racing the seller taking it off the shelf: an order, or sold out (7020064), never 5000090',
    { timeout: 120_000 },
    async () => {
      for (let round = 0; round < 3; round++) {
        const seller = await trader(t);
        const { ids } = await itemsOf(t, seller);
        const id = await listed(t, seller, ids[0]!, 5_000);
        const buyers = [];
        for (let i = 0; i < 20; i++) buyers.push(await createBuyer(t, 'demo'));
        const [off, ...answers] = await Promise.all([unlist(t, seller, id), ...buyers.map((b) => buy(t, b, id))]);
        const codes = answers.map((a) => a.code);
        const l = await listingRow(t, id);
        if (off!.code === 0) {
          // Taken off first: no order; every buyer is told it is sold out (before or at the lock).
          expect(codes.every((c) => c === ErrorCode.SOLD_OUT)).toBe(true);
          expect(l.status).toBe('cancelled');
        } else {
          // An order locked it first: the seller is refused (7020073), exactly one buyer has the order.
          expect(off!.code).toBe(ErrorCode.LOCKED);
          expect(codes.filter((c) => c === 0)).toHaveLength(1);
          expect(codes.filter((c) => c !== 0).every((c) => c === ErrorCode.LOCKED)).toBe(true);
          expect(l.status).toBe('locked');
        }
        // Whoever won, ordering it now is refused with the specification's code for its state.
        const late = await buy(t, await createBuyer(t, 'demo'), id);
        expect(late.code).toBe(off!.code === 0 ? ErrorCode.SOLD_OUT : ErrorCode.LOCKED);
      }
      expect(await invariants()).toBe('');
    },
  );

  it('proceeds, fee and royalty are exact to the fen for odd prices and rates', { timeout: 120_000 }, async () => {
    const cases = [
      { price: 101, royaltyBp: 0 },
      { price: 199, royaltyBp: 1 },
      { price: 7_777, royaltyBp: 333 },
      { price: 99_999, royaltyBp: 1_250 },
    ];
    for (const c of cases) {
      const seller = await trader(t);
      const buyer = await trader(t, { fen: c.price });
      const { ids } = await itemsOf(t, seller, { price: 10_000, royaltyBp: c.royaltyBp });
      const id = await listed(t, seller, ids[0]!, c.price);
      const placed = await buy(t, buyer, id);
      expect((await payFromWallet(t, buyer, placed.data.orderNo)).code).toBe(0);
      await t.app.jobs.runOnce();
      const want = splitProceeds(c.price, 500, c.royaltyBp);
      const l = await listingRow(t, id);
      expect([Number(l.fee), Number(l.royalty), Number(l.net)]).toEqual([want.fee, want.royalty, want.net]);
      expect(want.fee + want.royalty + want.net).toBe(c.price);
      expect(await balanceOf(t, seller)).toBe(want.net);
      expect(await balanceOf(t, buyer)).toBe(0);
    }
    expect(await invariants()).toBe('');
  });
});
