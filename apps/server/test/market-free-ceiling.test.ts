import {
  consoleGetBrand,
  consolePublishBrand,
  consoleSaveBrandDraft,
  ErrorCode,
  FREE_RESALE_CEILING_DEFAULT,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, consoleCall, signInConsole, type ConsoleSession } from './console-helpers';
import { createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { consignItem, itemRow, itemsOf, listed, preview, trader } from './market-helpers';
import { checkSaleInvariants, saleBaseline, type SaleBaseline } from './support/invariants';

// The resale ceiling of collections given away free (issue 31, PRODUCT.md §7, decision 061): a collection
// priced 0 (airdrops, free drops, casts, redemptions) without its own ceiling takes the tenant's ceiling for
// free collections (the brand setting freeResaleCeiling, default ¥100.00); 0 makes such items unlistable,
// refused with 5000092 (the quote's blockedBy says so too) and nothing changed.

interface BrandView {
  published: { settings: Record<string, unknown> } & Record<string, unknown>;
  draft: ({ settings: Record<string, unknown> } & Record<string, unknown>) | null;
}

let t: TestApp;
let owner: ConsoleSession;
let baseline: SaleBaseline;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInConsole(t.app, { tenant: 'demo', role: 'owner' });
  baseline = await saleBaseline(t.db.kysely);
});
afterAll(async () => {
  await t?.close();
});

// A paid sale credits its seller just after the answer: the invariants are of a server at rest.
const invariants = async () => {
  await t.app.flows.payProceeds.settled();
  return (await checkSaleInvariants(t.db.kysely, baseline)).join('\n');
};

async function brand(): Promise<BrandView> {
  const b = (await consoleCall(t.app, consoleGetBrand, owner)).json() as { code: number; msg: string; data: BrandView };
  expect(b.code, b.msg).toBe(0);
  return b.data;
}

/** Saves a brand draft with the setting (the raw answer: refusals are the test's to read). */
async function saveFreeCeiling(value: unknown, lang = 'en') {
  const published = (await brand()).published;
  const res = await consoleCall(t.app, consoleSaveBrandDraft, owner, {
    body: { ...published, settings: { ...published.settings, freeResaleCeiling: value } },
    headers: { lang },
  });
  return res.json() as { code: number; msg: string; data: BrandView };
}

/** Sets the tenant's ceiling for free collections the console's way: draft, then publish. */
async function publishFreeCeiling(fen: number) {
  const saved = await saveFreeCeiling(fen);
  expect(saved.code, saved.msg).toBe(0);
  const res = (await consoleCall(t.app, consolePublishBrand, owner)).json() as { code: number; msg: string; data: BrandView };
  expect(res.code, res.msg).toBe(0);
  expect(res.data.published.settings.freeResaleCeiling).toBe(fen);
}

describe(`the resale ceiling of free collections (${DB_KIND})`, () => {
  it('is ¥100.00 by default: a free item is quoted and listed up to it, not above', { timeout: 60_000 }, async () => {
    expect((await brand()).published.settings.freeResaleCeiling).toBe(FREE_RESALE_CEILING_DEFAULT);
    const seller = await trader(t);
    const { ids } = await itemsOf(t, seller, { price: 0 });
    const q = await preview(t, seller, ids[0]!);
    expect(q.code, q.msg).toBe(0);
    // No price asked: the quote is at the ceiling.
    expect(q.data).toMatchObject({ price: 10_000, minPrice: 100, ceiling: 10_000, priceValid: true, blockedBy: null });
    expect((await preview(t, seller, ids[0]!, 10_001)).data).toMatchObject({ ceiling: 10_000, priceValid: false });
    expect((await consignItem(t, seller, ids[0]!, 10_001)).code).toBe(ErrorCode.CONSIGN_PRICE_INVALID);
    await listed(t, seller, ids[0]!, 10_000);
    expect(await invariants()).toBe('');
  });

  it(
    'is set in the console (refused outside 0 or ¥1.00–¥1,000,000.00 with 5000132, audited on publish) and read by the market at once',
    { timeout: 60_000 },
    async () => {
      for (const bad of [50, 99, -1, 100_000_001, 150.5, 'abc'])
        expect((await saveFreeCeiling(bad)).code, String(bad)).toBe(ErrorCode.FREE_CEILING_INVALID);
      const refused = await saveFreeCeiling(50);
      expect(refused.msg).toBe(
        'The ceiling for free collections must be 0 (not listable) or an amount from ¥1.00 to ¥1,000,000.00',
      );
      expect((await saveFreeCeiling(50, 'zh-CN')).msg).toBe(
        '免费藏品的最高限价须为 0（不可寄售），或 ¥1.00 至 ¥1,000,000.00 之间的金额',
      );
      expect((await brand()).draft).toBeNull();

      await publishFreeCeiling(50_000);
      const publish = (await auditRows(t.app, 'brand.publish'))[0]!;
      expect(JSON.parse(publish.before_json!).settings.freeResaleCeiling).toBe(FREE_RESALE_CEILING_DEFAULT);
      expect(JSON.parse(publish.after_json!).settings.freeResaleCeiling).toBe(50_000);
      const tenant = await t.db.kysely
        .selectFrom('tenants')
        .select('settings')
        .where('id', '=', await tenantIdOf(t.db, 'demo'))
        .executeTakeFirstOrThrow();
      expect(JSON.parse(tenant.settings)).toMatchObject({ freeResaleCeiling: 50_000, chainChannels: expect.any(Array) });

      const seller = await trader(t);
      const free = await itemsOf(t, seller, { price: 0 });
      expect((await preview(t, seller, free.ids[0]!)).data).toMatchObject({ ceiling: 50_000, priceValid: true });
      await listed(t, seller, free.ids[0]!, 50_000);
      // A free collection's own ceiling wins; a priced collection keeps 20 × its issue price.
      const own = await itemsOf(t, seller, { price: 0, ceiling: 3_000 });
      expect((await preview(t, seller, own.ids[0]!)).data.ceiling).toBe(3_000);
      const priced = await itemsOf(t, seller, { price: 1_000 });
      expect((await preview(t, seller, priced.ids[0]!)).data.ceiling).toBe(20_000);
      expect(await invariants()).toBe('');
    },
  );

  it(
    'at 0 a free item cannot be listed: the quote says why (5000092), consign refuses it before the pay password, nothing changes',
    { timeout: 60_000 },
    async () => {
      await publishFreeCeiling(0);
      const seller = await trader(t);
      const { ids } = await itemsOf(t, seller, { price: 0 });
      const q = await preview(t, seller, ids[0]!);
      expect(q.code, q.msg).toBe(0);
      // Never a quote below the lowest price: at ¥1.00, not valid, blocked as not listable.
      expect(q.data).toMatchObject({
        price: 100,
        minPrice: 100,
        ceiling: 0,
        priceValid: false,
        blockedBy: ErrorCode.NOT_LISTABLE,
      });
      // Not listable comes before the wallet: a seller without one is told the item cannot be listed at all.
      const walletless = await trader(t, { wallet: false });
      const theirs = await itemsOf(t, walletless, { price: 0 });
      expect((await preview(t, walletless, theirs.ids[0]!)).data.blockedBy).toBe(ErrorCode.NOT_LISTABLE);

      const failsBefore = await t.db.kysely
        .selectFrom('users')
        .select('pay_fail_count')
        .where('id', '=', seller.userId)
        .executeTakeFirstOrThrow();
      for (const price of [100, 5_000]) {
        const refused = await consignItem(t, seller, ids[0]!, price);
        expect(refused.code, refused.msg).toBe(ErrorCode.NOT_LISTABLE);
        expect(refused.msg).toBe('This collectible cannot be listed: its price ceiling is below the lowest price of ¥1.00');
        expect(refused.data).toEqual({ minPrice: 100, ceiling: 0 });
      }
      // Refused before the pay password: a wrong one costs no attempt.
      expect((await consignItem(t, seller, ids[0]!, 100, { payPassword: '000000' })).code).toBe(ErrorCode.NOT_LISTABLE);
      expect(
        await t.db.kysely.selectFrom('users').select('pay_fail_count').where('id', '=', seller.userId).executeTakeFirstOrThrow(),
      ).toEqual(failsBefore);
      expect(await itemRow(t, ids[0]!)).toMatchObject({ user_id: seller.userId, status: 'held' });
      expect(await t.db.kysely.selectFrom('listings').select('id').where('card_nft_id', '=', ids[0]!).execute()).toEqual([]);

      // Its own ceiling still makes a free collection listable; a priced collection is untouched.
      const own = await itemsOf(t, seller, { price: 0, ceiling: 2_000 });
      expect((await preview(t, seller, own.ids[0]!)).data).toMatchObject({ ceiling: 2_000, blockedBy: null });
      await listed(t, seller, own.ids[0]!, 2_000);
      const priced = await itemsOf(t, seller, { price: 500 });
      await listed(t, seller, priced.ids[0]!, 10_000);

      // Set again, the same item is listable.
      await publishFreeCeiling(10_000);
      expect((await preview(t, seller, ids[0]!)).data).toMatchObject({ ceiling: 10_000, blockedBy: null });
      await listed(t, seller, ids[0]!, 100);
      expect(await invariants()).toBe('');
    },
  );

  it('a brand draft saved before the setting existed reads, and publishes, the default', { timeout: 60_000 }, async () => {
    await publishFreeCeiling(0);
    const doc = (await brand()).published;
    const { freeResaleCeiling: _dropped, ...oldSettings } = doc.settings;
    await t.db.kysely
      .insertInto('console_drafts')
      .values({
        tenant_id: owner.tenantId!,
        kind: 'brand',
        body: JSON.stringify({ ...doc, settings: oldSettings }),
        updated_by: owner.operatorId,
        updated_at: t.clock(),
      })
      .execute();
    expect((await brand()).draft?.settings.freeResaleCeiling).toBe(FREE_RESALE_CEILING_DEFAULT);
    const res = (await consoleCall(t.app, consolePublishBrand, owner)).json() as { code: number; msg: string; data: BrandView };
    expect(res.code, res.msg).toBe(0);
    expect(res.data.published.settings.freeResaleCeiling).toBe(FREE_RESALE_CEILING_DEFAULT);
    const seller = await trader(t);
    const { ids } = await itemsOf(t, seller, { price: 0 });
    expect((await preview(t, seller, ids[0]!)).data).toMatchObject({ ceiling: FREE_RESALE_CEILING_DEFAULT, blockedBy: null });
  });

  it('a tenant row holding a value the console refuses counts as the default', { timeout: 60_000 }, async () => {
    const tenantId = await tenantIdOf(t.db, 'demo');
    const row = await t.db.kysely.selectFrom('tenants').select('settings').where('id', '=', tenantId).executeTakeFirstOrThrow();
    try {
      const seller = await trader(t);
      const { ids } = await itemsOf(t, seller, { price: 0 });
      for (const bad of [50, -5, 'lots', null]) {
        const settings = JSON.stringify({ ...JSON.parse(row.settings), freeResaleCeiling: bad });
        await t.db.kysely.updateTable('tenants').set({ settings }).where('id', '=', tenantId).execute();
        t.app.tenant.tenants.invalidate();
        expect((await preview(t, seller, ids[0]!)).data.ceiling, String(bad)).toBe(FREE_RESALE_CEILING_DEFAULT);
        expect((await brand()).published.settings.freeResaleCeiling, String(bad)).toBe(FREE_RESALE_CEILING_DEFAULT);
      }
    } finally {
      await t.db.kysely.updateTable('tenants').set({ settings: row.settings }).where('id', '=', tenantId).execute();
      t.app.tenant.tenants.invalidate();
    }
  });
});
