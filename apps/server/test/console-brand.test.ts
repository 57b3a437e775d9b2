import {
  consoleDashboard,
  consoleDiscardBrandDraft,
  consoleGetBrand,
  consoleLiveDrops,
  consolePublishBrand,
  consoleSaveBrandDraft,
  ErrorCode,
  getBrandPreview,
  queryMenuSettingInfo,
  themeMobile,
  type CallDefinition,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, consoleCall, signInConsole, type ConsoleSession } from './console-helpers';
import { body, call, createTestApp, type TestApp } from './helpers';

// The console's dashboard and brand (issue 17, decision 037): the draft is the operator's alone until it
// is published — the storefront's calls never show it, the preview call shows it by its token — and
// every write is audited in its transaction. Every call refuses a wrong role and another tenant's operator.

interface Brand {
  platformName: string;
  logoUrl: string;
  theme: Record<string, string | boolean>;
  menu: { name: Record<string, string>; icon: string; selectedIcon: string; link: string; linkType: number }[];
  settings: Record<string, number>;
}
interface BrandView {
  published: Brand;
  draft: Brand | null;
  previewToken: string | null;
}

let t: TestApp;
let owner: ConsoleSession;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInConsole(t.app, { tenant: 'aurora', role: 'owner' });
});
afterAll(async () => {
  await t?.close();
});

const data = <T>(res: { json: () => unknown }) => {
  const b = res.json() as { code: number; msg: string; data: T };
  expect(b.code, b.msg).toBe(0);
  return b.data;
};

async function brandOf(who: ConsoleSession): Promise<BrandView> {
  return data<BrandView>(await consoleCall(t.app, consoleGetBrand, who));
}

describe('the brand draft', () => {
  it('is saved, previewed by its token, invisible to the storefront until published, then shown', async () => {
    const start = await brandOf(owner);
    expect(start.draft).toBeNull();
    const publishedColour = start.published.theme.themeColor;
    const draft: Brand = {
      ...start.published,
      platformName: 'Aurora Nova',
      theme: { ...start.published.theme, themeColor: '#7A1FA2', grayMode: false },
      menu: [...start.published.menu].reverse(),
      settings: { ...start.published.settings, orderPayTimeoutSeconds: 600 },
    };
    const saved = data<BrandView>(await consoleCall(t.app, consoleSaveBrandDraft, owner, { body: draft }));
    expect(saved.draft?.theme.themeColor).toBe('#7A1FA2');
    expect(saved.previewToken).toMatch(/^[\w-]{20,}$/);
    expect(saved.published.theme.themeColor).toBe(publishedColour);

    // The storefront still shows the published theme and menu.
    const host = owner.host;
    expect(body<{ themeColor: string }>(await call(t.app, themeMobile, { host })).data.themeColor).toBe(publishedColour);
    const menuBefore = body<{ menuSettingInfoList: { link: string }[] }>(await call(t.app, queryMenuSettingInfo, { host })).data;
    expect(menuBefore.menuSettingInfoList.map((m) => m.link)).toEqual(start.published.menu.map((m) => m.link));

    // The preview pages read the draft with the token; a wrong token, or another tenant's host, is refused.
    const preview = body<{ theme: { themeColor: string }; menu: { link: string }[]; platformName: string }>(
      await call(t.app, getBrandPreview, { host, query: { token: saved.previewToken! } }),
    );
    expect(preview.code).toBe(0);
    expect(preview.data.theme.themeColor).toBe('#7A1FA2');
    expect(preview.data.platformName).toBe('Aurora Nova');
    expect(preview.data.menu.map((m) => m.link)).toEqual(draft.menu.map((m) => m.link));
    expect(body(await call(t.app, getBrandPreview, { host, query: { token: 'not-the-token-at-all' } })).code).toBe(
      ErrorCode.BRAND_PREVIEW_INVALID,
    );
    expect(body(await call(t.app, getBrandPreview, { host: 'localhost', query: { token: saved.previewToken! } })).code).toBe(
      ErrorCode.BRAND_PREVIEW_INVALID,
    );

    // Publish: the storefront shows it (theme and menu are read per call), the draft and its token are gone.
    const published = data<BrandView>(await consoleCall(t.app, consolePublishBrand, owner));
    expect(published.draft).toBeNull();
    expect(published.published.theme.themeColor).toBe('#7A1FA2');
    expect(published.published.settings.orderPayTimeoutSeconds).toBe(600);
    expect(body<{ themeColor: string }>(await call(t.app, themeMobile, { host })).data.themeColor).toBe('#7A1FA2');
    const menuAfter = body<{ menuSettingInfoList: { link: string }[] }>(await call(t.app, queryMenuSettingInfo, { host })).data;
    expect(menuAfter.menuSettingInfoList.map((m) => m.link)).toEqual(draft.menu.map((m) => m.link));
    expect(body(await call(t.app, getBrandPreview, { host, query: { token: saved.previewToken! } })).code).toBe(
      ErrorCode.BRAND_PREVIEW_INVALID,
    );
    // The tenant's other settings survive (maintenance, chains); the tenant's name reaches the storefront.
    const settings = await t.app.db.kysely
      .selectFrom('tenants')
      .select(['settings', 'platform_name'])
      .where('id', '=', owner.tenantId!)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(settings.settings)).toMatchObject({ orderPayTimeoutSeconds: 600, chainChannels: expect.any(Array) });
    expect(settings.platform_name).toBe('Aurora Nova');

    // Audit: the save (before null, after the draft) and the publish (before the old brand, after the new).
    const saves = await auditRows(t.app, 'brand.draft.save');
    expect(saves[0]).toMatchObject({ operator_id: owner.operatorId, target_type: 'brand', tenant_id: owner.tenantId });
    expect(JSON.parse(saves[0]!.after_json!)).toMatchObject({ platformName: 'Aurora Nova' });
    const publishes = await auditRows(t.app, 'brand.publish');
    expect(publishes).toHaveLength(1);
    expect(JSON.parse(publishes[0]!.before_json!).theme.themeColor).toBe(publishedColour);
    expect(JSON.parse(publishes[0]!.after_json!).theme.themeColor).toBe('#7A1FA2');
  });

  it('is discarded (audited), and publishing without a draft is refused', async () => {
    const start = await brandOf(owner);
    const saved = data<BrandView>(
      await consoleCall(t.app, consoleSaveBrandDraft, owner, {
        body: { ...start.published, theme: { ...start.published.theme, grayMode: true } },
      }),
    );
    expect(saved.draft?.theme.grayMode).toBe(true);
    const discarded = data<BrandView>(await consoleCall(t.app, consoleDiscardBrandDraft, owner));
    expect(discarded.draft).toBeNull();
    expect(await auditRows(t.app, 'brand.draft.discard')).toHaveLength(1);
    expect((await consoleCall(t.app, consolePublishBrand, owner)).json()).toMatchObject({ code: ErrorCode.BRAND_NO_DRAFT });
    expect(body<{ grayMode: boolean }>(await call(t.app, themeMobile, { host: owner.host })).data.grayMode).toBe(false);
  });

  it('refuses an invalid draft with a clear error', async () => {
    const start = await brandOf(owner);
    const bad = await consoleCall(t.app, consoleSaveBrandDraft, owner, {
      body: { ...start.published, theme: { ...start.published.theme, themeColor: 'purple' } },
    });
    expect(bad.json().code).not.toBe(0);
    const tooShort = await consoleCall(t.app, consoleSaveBrandDraft, owner, { body: { ...start.published, menu: [] } });
    expect(tooShort.json().code).not.toBe(0);
  });
});

describe('the dashboard', () => {
  it('counts the tenant’s money, paid orders, new and verified users over a period, and lists the drops on sale', async () => {
    const d = data<{
      total: { sales: number; orders: number; newUsers: number };
      daily: { day: string; sales: number; orders: number }[];
    }>(await consoleCall(t.app, consoleDashboard, owner));
    expect(d.daily).toHaveLength(30);
    expect(d.daily.reduce((s, x) => s + x.sales, 0)).toBe(d.total.sales);
    expect(d.daily.reduce((s, x) => s + x.orders, 0)).toBe(d.total.orders);
    const aurora = owner.tenantId!;
    const expected = await t.app.db.kysely
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', aurora)
      .where('created_at', '>=', t.app.clock() - 20 * 3_600_000)
      .executeTakeFirstOrThrow();
    // At least the users made in the last 20 hours are counted as new in the last 30 days.
    expect(Number(expected.n)).toBeLessThanOrEqual(d.total.newUsers);

    const live = data<{
      drops: { kind: string; id: number; sold: number; totalSupply: number; saleStart: number }[];
      at: number;
    }>(await consoleCall(t.app, consoleLiveDrops, owner));
    for (const drop of live.drops) {
      expect(drop.saleStart).toBeLessThanOrEqual(live.at);
      expect(drop.sold).toBeLessThanOrEqual(drop.totalSupply);
    }
    // Only aurora's drops.
    expect(live.drops.length).toBeGreaterThan(0);
    const ids = live.drops.filter((x) => x.kind === 'collection').map((x) => x.id);
    if (ids.length > 0) {
      const owners = await t.app.db.kysely.selectFrom('collections').select('tenant_id').where('id', 'in', ids).execute();
      for (const o of owners) expect(o.tenant_id).toBe(aurora);
    }
  });
});

describe('roles and tenants', () => {
  const reads: CallDefinition[] = [consoleDashboard, consoleLiveDrops];
  const writes: CallDefinition[] = [consoleSaveBrandDraft, consoleDiscardBrandDraft, consolePublishBrand];

  it('refuses the brand writes to an editor, support and finance; the brand read to support and finance', async () => {
    const start = await brandOf(owner);
    for (const role of ['editor', 'support', 'finance'] as const) {
      const who = await signInConsole(t.app, { tenant: 'aurora', role });
      for (const def of writes) {
        const res = await consoleCall(t.app, def, who, def === consoleSaveBrandDraft ? { body: start.published } : {});
        expect(res.json().code, `${role} ${def.operationId}`).toBe(ErrorCode.CONSOLE_FORBIDDEN);
      }
      const read = await consoleCall(t.app, consoleGetBrand, who);
      expect(read.json().code, `${role} consoleGetBrand`).toBe(role === 'editor' ? 0 : ErrorCode.CONSOLE_FORBIDDEN);
      for (const def of reads) expect((await consoleCall(t.app, def, who)).json().code, `${role} ${def.operationId}`).toBe(0);
    }
    // Only the owner's two saves (the tests above): no refused write left an audit row.
    expect(await auditRows(t.app, 'brand.draft.save')).toHaveLength(2);
  });

  it("refuses another tenant's operator on this host, and a signed-out caller", async () => {
    const other = await signInConsole(t.app, { tenant: 'demo', role: 'owner' });
    const start = await brandOf(owner);
    for (const def of [...reads, consoleGetBrand, ...writes]) {
      const res = await consoleCall(
        t.app,
        def,
        { headers: { ...other.headers, host: owner.host } },
        def === consoleSaveBrandDraft ? { body: start.published } : {},
      );
      expect(res.json().code, def.operationId).toBe(ErrorCode.CONSOLE_LOGIN_REQUIRED);
      const anonymous = await consoleCall(
        t.app,
        def,
        { host: owner.host },
        def === consoleSaveBrandDraft ? { body: start.published } : {},
      );
      expect(anonymous.json().code, def.operationId).toBe(ErrorCode.CONSOLE_LOGIN_REQUIRED);
    }
    // On its own host, the other owner's draft is its own tenant's: aurora's brand is untouched.
    const own = data<BrandView>(
      await consoleCall(t.app, consoleSaveBrandDraft, other, { body: (await brandOf(other)).published }),
    );
    expect(own.draft).not.toBeNull();
    expect((await brandOf(owner)).draft).toBeNull();
  });

  it('refuses a write without the CSRF header', async () => {
    const start = await brandOf(owner);
    const res = await consoleCall(t.app, consoleSaveBrandDraft, owner, {
      body: start.published,
      headers: { 'x-csrf-token': undefined },
    });
    expect(res.json().code).toBe(ErrorCode.CONSOLE_CSRF_INVALID);
  });
});
