import { ErrorCode, getCollection, placeOrder } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueAdminRepository } from '../src/modules/catalogue/admin/catalogue-admin.repository';
import { DropStock } from '../src/modules/catalogue/index';
import { body, call, createTestApp, tenantIdOf, type TestApp } from './helpers';
import { createBuyer, createCollection } from './sale-helpers';
import { checkSaleInvariants, saleBaseline } from './support/invariants';
import { shardProblems, soldOf } from './support/stock';

// A drop's stock split over several rows (decision 075), on both databases (STOCK_SHARDS=4 here, whatever the
// database's default): a rush sells exactly the supply — never more, and nobody is refused while enough units
// remain, quantities above 1 near the end moving spare cap between shards — units given back sell again, an
// operator's supply change re-caps the shards, and every reader's sold count is the units taken.

let t: TestApp;
let tenantId: number;
/** A DropStock of its own (the app's holds a one-second cache of sold-out drops). */
let stock: DropStock;

beforeAll(async () => {
  t = await createTestApp({ STOCK_SHARDS: '4' });
  tenantId = await tenantIdOf(t.db, 'demo');
  stock = new DropStock(t.db.kysely, t.clock, { shards: 4, dialect: t.db.dialect });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const take = (id: number, qty: number) =>
  t.db.kysely.transaction().execute((trx) => stock.take(trx, tenantId, 'collection', id, qty));
const giveBack = (id: number, qty: number) =>
  t.db.kysely.transaction().execute((trx) => stock.giveBack(trx, tenantId, 'collection', id, qty));
const shardsOf = (id: number) =>
  t.db.kysely
    .selectFrom('drop_stock_shards')
    .select(['shard', 'taken', 'cap'])
    .where('drop_id', '=', id)
    .where('kind', '=', 'collection')
    .orderBy('shard')
    .execute();

describe('a split drop', () => {
  it('is split on its first take, and sells exactly its supply: no shard alone holds 3, yet 3 are sold', async () => {
    const id = await createCollection(t, 'demo', { supply: 8 });
    expect(await take(id, 1)).toBe(true);
    expect((await shardsOf(id)).map((s) => s.cap)).toEqual([2, 2, 2, 2]);
    expect(await take(id, 3)).toBe(true); // spare cap moved to one shard
    expect(await take(id, 3)).toBe(true);
    expect(await take(id, 2)).toBe(false); // one left
    expect(await take(id, 1)).toBe(true);
    expect(await take(id, 1)).toBe(false);
    expect(await soldOf(t.db.kysely, 'collections', id)).toBe(8);
    expect(await shardProblems(t.db.kysely)).toEqual([]);
  });

  it('a rush of concurrent takes of 1 to 3 units sells exactly the supply, refusing only what no longer fits', async () => {
    const supply = 50;
    const id = await createCollection(t, 'demo', { supply });
    const quantities = Array.from({ length: 80 }, (_, i) => 1 + (i % 3));
    const results = await Promise.all(quantities.map(async (q) => ({ q, ok: await take(id, q) })));
    const sold = results.filter((r) => r.ok).reduce((n, r) => n + r.q, 0);
    expect(sold).toBeLessThanOrEqual(supply);
    expect(await soldOf(t.db.kysely, 'collections', id)).toBe(sold);
    // Every refusal asked for more than remained (a rush only lowers what remains).
    const left = supply - sold;
    for (const r of results.filter((x) => !x.ok)) expect(r.q).toBeGreaterThan(left);
    // What remains can still be bought, to the last unit, and not one more.
    if (left > 0) expect(await take(id, left)).toBe(true);
    expect(await take(id, 1)).toBe(false);
    expect(await soldOf(t.db.kysely, 'collections', id)).toBe(supply);
    expect((await shardsOf(id)).every((s) => s.taken === s.cap)).toBe(true);
    expect(await shardProblems(t.db.kysely)).toEqual([]);
  });

  it('units given back sell again, once; a drop sold before it was split gives back from its own count', async () => {
    const id = await createCollection(t, 'demo', { supply: 6 });
    await t.db.kysely.updateTable('collections').set({ sold_count: 2 }).where('id', '=', id).execute();
    expect(await take(id, 4)).toBe(true); // split: the 4 left over 4 shards, then moved to one
    expect(await take(id, 1)).toBe(false);
    await giveBack(id, 3);
    expect(await soldOf(t.db.kysely, 'collections', id)).toBe(3);
    expect(await take(id, 3)).toBe(true);
    expect(await take(id, 1)).toBe(false);
    // More given back than the shards took (the 2 taken before the split come off the drop's own count).
    await giveBack(id, 6);
    expect(await soldOf(t.db.kysely, 'collections', id)).toBe(0);
    expect(await shardProblems(t.db.kysely)).toEqual([]);
    expect(await take(id, 6)).toBe(true);
    expect(await soldOf(t.db.kysely, 'collections', id)).toBe(6);
  });

  it('a supply change re-caps the shards; below the units taken it is refused', async () => {
    const id = await createCollection(t, 'demo', { supply: 10 });
    expect(await take(id, 7)).toBe(true);
    const repo = new CatalogueAdminRepository(t.db.dialect);
    const setSupply = (total: number) =>
      t.db.kysely.transaction().execute(async (trx) => {
        await trx.updateTable('collections').set({ total_supply: total }).where('id', '=', id).execute();
        if (!(await repo.recapStock(trx, tenantId, 'collection', id, total))) throw new Error('refused');
      });
    await setSupply(15);
    expect(await shardProblems(t.db.kysely)).toEqual([]);
    expect(await take(id, 8)).toBe(true);
    expect(await take(id, 1)).toBe(false);
    await expect(setSupply(14)).rejects.toThrow('refused');
    expect(
      (await t.db.kysely.selectFrom('collections').select('total_supply').where('id', '=', id).executeTakeFirstOrThrow())
        .total_supply,
    ).toBe(15);
    await giveBack(id, 5);
    await setSupply(12);
    expect(await shardProblems(t.db.kysely)).toEqual([]);
    expect(await take(id, 2)).toBe(true);
    expect(await take(id, 1)).toBe(false);
    expect(await soldOf(t.db.kysely, 'collections', id)).toBe(12);
  });
});

describe('purchases through the app with STOCK_SHARDS=4', () => {
  it('a rush of buyers sells exactly the supply; the catalogue reads the units taken', { timeout: 120_000 }, async () => {
    const supply = 30;
    const id = await createCollection(t, 'demo', { supply, limit: 5 });
    // The takes above had no orders: the sale's invariants start from here.
    const before = await saleBaseline(t.db.kysely);
    const buyers = await Promise.all(Array.from({ length: 40 }, () => createBuyer(t, 'demo')));
    const answers = await Promise.all(
      buyers.map(async (b, i) => {
        const quantity = 1 + (i % 3);
        const res = await call(t.app, placeOrder, { token: b.token, body: { businessType: 4, itemId: id, quantity } });
        return { quantity, code: body<unknown>(res).code };
      }),
    );
    const ok = answers.filter((a) => a.code === 0);
    const units = ok.reduce((n, a) => n + a.quantity, 0);
    expect(units).toBeLessThanOrEqual(supply);
    // Refused only when fewer remained than asked for: sold out, or not enough for that quantity.
    for (const a of answers.filter((x) => x.code !== 0)) {
      expect([ErrorCode.SOLD_OUT, ErrorCode.INVENTORY_SHORTAGE]).toContain(a.code);
      expect(a.quantity).toBeGreaterThan(supply - units);
    }
    expect(await soldOf(t.db.kysely, 'collections', id)).toBe(units);
    const detail = body<{ remaining: number; saleState: string }>(
      await call(t.app, getCollection, { token: buyers[0]!.token, params: { id: String(id) } }),
    );
    expect(detail.data.remaining).toBe(supply - units);
    expect(detail.data.saleState).toBe(units === supply ? 'sold_out' : 'on_sale');
    expect(await checkSaleInvariants(t.db.kysely, before)).toEqual([]);
  });
});
