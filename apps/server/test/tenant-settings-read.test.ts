import {
  consoleGetBrand,
  consoleGetCatalogueEntry,
  consolePublishBrand,
  consoleSaveBrandDraft,
  consoleSaveCatalogueEntry,
  ErrorCode,
  getTenantConfigEnable,
  getTenantPhoneArea,
  register,
  shipOrder,
} from '@curio/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditRows, consoleCall, signInConsole, type ConsoleSession } from './console-helpers';
import { body, call, createTestApp, DB_KIND, type TestApp } from './helpers';
import { newIp, newPhone, outbox, PASSWORD, registerUser, sendCode } from './identity-helpers';
import { consignItem, itemsOf, listed, preview, trader } from './market-helpers';
import { order } from './sale-helpers';
import { addressOf, confirm, rewardActivity } from './shipping-helpers';
import { checkSaleInvariants, saleBaseline, type SaleBaseline } from './support/invariants';
import { payFromWallet } from './wallet-pay-helpers';

// Issue 32 items 1 and 2 (decision 064): every setting the console's brand page shows is read by the server.
// The default hold, per-user limit and resale ceiling multiple feed the drops made without their own and the
// market's ceiling; the hidden account-menu entries and chain-info rows, the offered area codes and the
// shipped orders' auto-complete days are the operator's to change, each refused with its own code when bad
// and audited on publish.

type Settings = Record<string, unknown>;
interface BrandView {
  published: { settings: Settings } & Record<string, unknown>;
  draft: ({ settings: Settings } & Record<string, unknown>) | null;
}
type Env<T> = { code: number; msg: string; data: T };

const HOUR = 3_600_000;

let t: TestApp;
let owner: ConsoleSession;
let baseline: SaleBaseline;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInConsole(t.app, { tenant: 'demo', role: 'owner' });
  baseline = await saleBaseline(t.db.kysely);
}, 60_000);
// A test that moves the clock by hours ends the console's session: each test signs in afresh.
beforeEach(async () => {
  owner = await signInConsole(t.app, { tenant: 'demo', role: 'owner' });
});
afterAll(async () => {
  await t?.close();
});

async function brand(): Promise<BrandView> {
  const b = (await consoleCall(t.app, consoleGetBrand, owner)).json() as Env<BrandView>;
  expect(b.code, b.msg).toBe(0);
  return b.data;
}

/** Saves a draft with these settings over the published ones (the raw answer). */
async function saveSettings(patch: Settings, lang = 'en') {
  const published = (await brand()).published;
  const res = await consoleCall(t.app, consoleSaveBrandDraft, owner, {
    body: { ...published, settings: { ...published.settings, ...patch } },
    headers: { lang },
  });
  return res.json() as Env<BrandView>;
}

/** Sets settings the console's way: draft, then publish; answers the published settings. */
async function publishSettings(patch: Settings): Promise<Settings> {
  const saved = await saveSettings(patch);
  expect(saved.code, saved.msg).toBe(0);
  const res = (await consoleCall(t.app, consolePublishBrand, owner)).json() as Env<BrandView>;
  expect(res.code, res.msg).toBe(0);
  return res.data.published.settings;
}

/** A collection saved from the console's catalogue form, with `fields` over a demo collection's entry. */
async function consoleCollection(key: string, fields: Record<string, unknown>, drop: string[] = []) {
  const demo = await t.db.kysely
    .selectFrom('collections')
    .select('key')
    .where('tenant_id', '=', owner.tenantId!)
    .where('price', '>', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const got = (
    await consoleCall(t.app, consoleGetCatalogueEntry, owner, { params: { kind: 'collections', key: demo.key } })
  ).json() as Env<{ entry: Record<string, unknown> }>;
  expect(got.code, got.msg).toBe(0);
  const entry: Record<string, unknown> = {
    ...got.data.entry,
    key,
    totalSupply: 50,
    sale: { startsAt: new Date(t.clock() - 60_000).toISOString() },
    ...fields,
  };
  for (const k of drop) delete entry[k];
  delete entry.series;
  const res = (
    await consoleCall(t.app, consoleSaveCatalogueEntry, owner, { params: { kind: 'collections' }, body: entry })
  ).json() as Env<{ id: number; key: string }>;
  return res;
}

const collectionRow = (id: number) =>
  t.db.kysely
    .selectFrom('collections')
    .select(['per_user_limit', 'hold_hours', 'resale_ceiling', 'royalty_bp', 'price'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe(`the brand settings the server reads (${DB_KIND})`, () => {
  it('shows what applies when nothing is set: a 24 h hold, 5 per user, 20 × the issue price, 10 days, both area codes', async () => {
    expect((await brand()).published.settings).toMatchObject({
      defaultHoldHours: 24,
      defaultPerUserLimit: 5,
      resaleCeilingMultiple: 20,
      orderAutoCompleteDays: 10,
      hiddenChainInfo: [],
      phoneAreas: ['+86', '+852'],
    });
  });

  it('refuses each bad value with its own code in the reader’s language, and saves nothing', async () => {
    const cases: [Settings, number][] = [
      [{ defaultHoldHours: -1 }, ErrorCode.DEFAULT_HOLD_INVALID],
      [{ defaultHoldHours: 1.5 }, ErrorCode.DEFAULT_HOLD_INVALID],
      [{ defaultHoldHours: 8_761 }, ErrorCode.DEFAULT_HOLD_INVALID],
      [{ defaultPerUserLimit: 0 }, ErrorCode.DEFAULT_LIMIT_INVALID],
      [{ defaultPerUserLimit: 10_001 }, ErrorCode.DEFAULT_LIMIT_INVALID],
      [{ resaleCeilingMultiple: 0 }, ErrorCode.CEILING_MULTIPLE_INVALID],
      [{ resaleCeilingMultiple: 0.5 }, ErrorCode.CEILING_MULTIPLE_INVALID],
      [{ resaleCeilingMultiple: 2.55 }, ErrorCode.CEILING_MULTIPLE_INVALID],
      [{ resaleCeilingMultiple: 1_001 }, ErrorCode.CEILING_MULTIPLE_INVALID],
      [{ orderAutoCompleteDays: 0 }, ErrorCode.AUTO_COMPLETE_DAYS_INVALID],
      [{ orderAutoCompleteDays: 91 }, ErrorCode.AUTO_COMPLETE_DAYS_INVALID],
      [{ hiddenAccountMenu: ['wallet', 'nowhere'] }, ErrorCode.HIDDEN_ENTRY_UNKNOWN],
      [{ hiddenAccountMenu: ['wallet', 'wallet'] }, ErrorCode.HIDDEN_ENTRY_UNKNOWN],
      [{ hiddenChainInfo: ['password'] }, ErrorCode.HIDDEN_ENTRY_UNKNOWN],
      [{ phoneAreas: [] }, ErrorCode.PHONE_AREAS_INVALID],
      [{ phoneAreas: ['+1'] }, ErrorCode.PHONE_AREAS_INVALID],
      [{ phoneAreas: ['+86', '+86'] }, ErrorCode.PHONE_AREAS_INVALID],
    ];
    for (const [patch, code] of cases) expect((await saveSettings(patch)).code, JSON.stringify(patch)).toBe(code);
    expect((await saveSettings({ defaultPerUserLimit: 0 })).msg).toBe(
      'The default per-user limit must be a whole number from 1 to 10000',
    );
    expect((await saveSettings({ defaultPerUserLimit: 0 }, 'zh-CN')).msg).toBe('默认每人限购须为 1 至 10000 之间的整数');
    expect((await brand()).draft).toBeNull();
  });

  it(
    'a drop made without its own hold and limit takes the tenant’s: the (N+1)th unit is refused, a bought item cannot be consigned for N hours',
    { timeout: 90_000 },
    async () => {
      const settings = await publishSettings({ defaultHoldHours: 3, defaultPerUserLimit: 2 });
      expect(settings).toMatchObject({ defaultHoldHours: 3, defaultPerUserLimit: 2 });
      const publish = (await auditRows(t.app, 'brand.publish'))[0]!;
      expect(JSON.parse(publish.before_json!).settings).toMatchObject({ defaultHoldHours: 24, defaultPerUserLimit: 5 });
      expect(JSON.parse(publish.after_json!).settings).toMatchObject({ defaultHoldHours: 3, defaultPerUserLimit: 2 });

      const saved = await consoleCollection('issue32-defaults', { price: 1_000 }, ['perUserLimit', 'holdHoursBeforeTransfer']);
      expect(saved.code, saved.msg).toBe(0);
      expect(await collectionRow(saved.data.id)).toMatchObject({ per_user_limit: 2, hold_hours: 3 });
      // Its own values win over the tenant's.
      const own = await consoleCollection('issue32-own', { price: 1_000, perUserLimit: 7, holdHoursBeforeTransfer: 0 });
      expect(own.code, own.msg).toBe(0);
      expect(await collectionRow(own.data.id)).toMatchObject({ per_user_limit: 7, hold_hours: 0 });

      const buyer = await trader(t, { fen: 100_000 });
      const first = await order(t, buyer, saved.data.id, { quantity: 2 });
      expect(first.code, first.msg).toBe(0);
      const paid = await payFromWallet(t, buyer, first.data.orderNo);
      expect(paid.code, paid.msg).toBe(0);
      expect((await order(t, buyer, saved.data.id)).code).toBe(ErrorCode.ORDER_LIMIT);

      const items = await t.db.kysely
        .selectFrom('card_nfts')
        .select(['id', 'transferable_at'])
        .where('user_id', '=', buyer.userId)
        .where('collection_id', '=', saved.data.id)
        .execute();
      expect(items).toHaveLength(2);
      const item = items[0]!;
      expect((await consignItem(t, buyer, item.id, 2_000)).code).toBe(ErrorCode.COOLING_PERIOD);
      t.clock.advance(2 * HOUR);
      expect((await consignItem(t, buyer, item.id, 2_000)).code).toBe(ErrorCode.COOLING_PERIOD);
      t.clock.advance(HOUR + 1_000);
      await listed(t, buyer, item.id, 2_000);
      await t.app.flows.payProceeds.settled();
      expect((await checkSaleInvariants(t.db.kysely, baseline)).join('\n')).toBe('');
    },
  );

  it(
    'the default ceiling multiple bounds consignment of a priced collection without its own ceiling',
    { timeout: 60_000 },
    async () => {
      const seller = await trader(t);
      const priced = await itemsOf(t, seller, { price: 1_000 });
      expect((await preview(t, seller, priced.ids[0]!)).data.ceiling).toBe(20_000);
      await publishSettings({ resaleCeilingMultiple: 2.5 });
      expect((await preview(t, seller, priced.ids[0]!)).data).toMatchObject({ ceiling: 2_500, priceValid: true });
      expect((await consignItem(t, seller, priced.ids[0]!, 2_501)).code).toBe(ErrorCode.CONSIGN_PRICE_INVALID);
      await listed(t, seller, priced.ids[0]!, 2_500);
      // A collection's own ceiling, and a free collection's tenant ceiling, are not multiples.
      const own = await itemsOf(t, seller, { price: 1_000, ceiling: 9_000 });
      expect((await preview(t, seller, own.ids[0]!)).data.ceiling).toBe(9_000);
      const free = await itemsOf(t, seller, { price: 0 });
      expect((await preview(t, seller, free.ids[0]!)).data.ceiling).toBe(10_000);
      // Tenths of a multiple are exact (2.3 × ¥3.33 = ¥7.65, rounded down to the fen).
      await publishSettings({ resaleCeilingMultiple: 2.3 });
      const odd = await itemsOf(t, seller, { price: 333 });
      expect((await preview(t, seller, odd.ids[0]!)).data.ceiling).toBe(765);
      await publishSettings({ resaleCeilingMultiple: 20 });
    },
  );

  it('hidden account-menu entries and chain-info rows are the storefront’s config lists, audited', async () => {
    const settings = await publishSettings({
      hiddenAccountMenu: ['coupons', 'albums'],
      hiddenChainInfo: ['tokenId', 'ownerAddress'],
    });
    expect(settings).toMatchObject({ hiddenAccountMenu: ['coupons', 'albums'], hiddenChainInfo: ['tokenId', 'ownerAddress'] });
    const lists = body<{ classification: number; disableContent: string[] }[]>(await call(t.app, getTenantConfigEnable));
    expect(lists.code).toBe(0);
    expect(lists.data.find((l) => l.classification === 2)?.disableContent).toEqual(expect.arrayContaining(['coupons', 'albums']));
    expect(lists.data.find((l) => l.classification === 1)?.disableContent).toEqual(['tokenId', 'ownerAddress']);
    const publish = (await auditRows(t.app, 'brand.publish'))[0]!;
    expect(JSON.parse(publish.after_json!).settings).toMatchObject({ hiddenChainInfo: ['tokenId', 'ownerAddress'] });
    // The lists live in their own table, not in the tenant row's settings.
    const row = await t.db.kysely
      .selectFrom('tenants')
      .select('settings')
      .where('id', '=', owner.tenantId!)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.settings)).not.toHaveProperty('hiddenChainInfo');
    // Shown again: nothing hidden.
    await publishSettings({ hiddenChainInfo: [] });
    const again = body<{ classification: number; disableContent: string[] }[]>(await call(t.app, getTenantConfigEnable));
    expect(again.data.find((l) => l.classification === 1)?.disableContent).toEqual([]);
  });

  it('sign-up takes only the offered area codes; a member of a withdrawn code still signs in', { timeout: 60_000 }, async () => {
    const member = await registerUser(t);
    expect(await publishSettings({ phoneAreas: ['+852'] })).toMatchObject({ phoneAreas: ['+852'] });
    const areas = body<{ areaCode: string; name: string }[]>(await call(t.app, getTenantPhoneArea, { lang: 'en' }));
    expect(areas.data.map((a) => a.areaCode)).toEqual(['+852']);
    expect(areas.data[0]!.name).toBe('Hong Kong, China');

    const phone = newPhone();
    const refused = await sendCode(t, { phone, areaCode: '+86', purpose: 'register' });
    expect(refused.code).toBe(ErrorCode.PHONE_AREA_NOT_OFFERED);
    expect(refused.msg).toBe('本平台暂不支持该区号的手机号注册');
    expect(await outbox(t, phone)).toEqual([]);
    const direct = body(
      await call(t.app, register, {
        ip: newIp(),
        body: { areaCode: '+86', phone, code: '123456', password: PASSWORD, confirmPassword: PASSWORD, agree: true },
      }),
    );
    expect(direct.code).toBe(ErrorCode.PHONE_AREA_NOT_OFFERED);
    // A Hong Kong number may ask for a code; the +86 member may still sign in.
    expect((await sendCode(t, { phone: '51234567', areaCode: '+852', purpose: 'register' })).code).toBe(0);
    t.clock.advance(61_000); // the member's sign-up code was sent just now: past the resend gap
    expect((await sendCode(t, { phone: member.phone, areaCode: '+86', purpose: 'login' })).code).toBe(0);

    // Both again, in the operator's order, the names kept.
    await publishSettings({ phoneAreas: ['+852', '+86'] });
    const both = body<{ areaCode: string; name: string }[]>(await call(t.app, getTenantPhoneArea, { lang: 'en' }));
    expect(both.data.map((a) => a.areaCode)).toEqual(['+852', '+86']);
    expect(both.data[1]!.name).toBe('Mainland China');
  });

  it('a shipped order completes by itself after the tenant’s days', { timeout: 60_000 }, async () => {
    await publishSettings({ orderAutoCompleteDays: 3 });
    const u = await trader(t);
    const activityId = await rewardActivity(t, { kind: 'physical' });
    const r = await confirm(t, u, { activityId, addressId: await addressOf(t, u) });
    expect(r.code, r.msg).toBe(0);
    const shipped = (
      await consoleCall(t.app, shipOrder, owner, {
        params: { orderNo: r.data.orderNo },
        body: { carrier: 'SF Express', trackingNo: 'SF1234567890' },
      })
    ).json() as Env<{ shippedAt: number; autoCompleteAt: number }>;
    expect(shipped.code, shipped.msg).toBe(0);
    expect(shipped.data.autoCompleteAt).toBe(shipped.data.shippedAt + 3 * 86_400_000);
    t.clock.advance(2 * 86_400_000);
    await t.app.flows.shipping.autoComplete();
    const status = () =>
      t.db.kysely.selectFrom('orders').select('status').where('order_no', '=', r.data.orderNo).executeTakeFirstOrThrow();
    expect((await status()).status).toBe('shipping');
    t.clock.advance(86_400_000 + 1_000);
    expect(await t.app.flows.shipping.autoComplete()).toBeGreaterThanOrEqual(1);
    expect((await status()).status).toBe('completed');
  });
});
