import {
  consoleCreateTenant,
  consoleGetBrand,
  consolePublishBrand,
  consoleSaveBrandDraft,
  getTenantContent,
  queryMenuSettingInfo,
  DEFAULT_THEME_COLOR,
  tabIconOf,
  tabIconUrl,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, signInConsole, type ConsoleSession } from './console-helpers';
import { body, call, createTestApp, type TestApp } from './helpers';

// A tenant made in the console (issue 17's launch script) is complete from its first second: its documents
// (agreement, privacy policy, real-name agreement), a tab bar the brand editor can save (2 to 5 entries),
// and its brand readable by its owner — not only the seeded demo tenants.

let t: TestApp;
let owner: ConsoleSession;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signInConsole(t.app, { tenant: null, role: 'platformAdmin' });
  const res = await consoleCall(t.app, consoleCreateTenant, admin, {
    body: { code: 'vega', name: 'Vega', hosts: ['vega.localhost'], defaultLanguage: 'en', timeZone: 'Asia/Shanghai' },
  });
  expect(res.json().code, res.json().msg).toBe(0);
  owner = await signInConsole(t.app, { tenant: 'vega', role: 'owner' });
});
afterAll(async () => {
  await t?.close();
});

const HOST = 'vega.localhost';

describe('a tenant created in the console', () => {
  it('has a tab bar of home, market and mine, with icons', async () => {
    const menu = body<{ menuSettingInfoList: { link: string; icon: string; selectedIcon: string; name: string }[] }>(
      await call(t.app, queryMenuSettingInfo, { host: HOST }),
    ).data.menuSettingInfoList;
    expect(menu.map((m) => m.link)).toEqual(['/pages/index/index', '/pages/market/index', '/pages/account/index/index']);
    // The platform's icons, in the starter's tab bar colours (the text grey, the selected in the theme colour).
    expect(menu.map((m) => [tabIconOf(m.icon), tabIconOf(m.selectedIcon)])).toEqual([
      ['home', 'home'],
      ['market', 'market'],
      ['mine', 'mine'],
    ]);
    for (const m of menu) {
      expect(m.name).not.toBe('');
      expect(m.icon).toBe(tabIconUrl(tabIconOf(m.icon)!, '#999999'));
      expect(m.selectedIcon).toBe(tabIconUrl(tabIconOf(m.icon)!, DEFAULT_THEME_COLOR));
    }
  });

  it('has its documents, with its name in them', async () => {
    for (const kind of ['agreement', 'policy', 'realNameAgreement'] as const) {
      const doc = body<{ html: string; title: string }>(await call(t.app, getTenantContent, { host: HOST, query: { kind } }));
      expect(doc.code, kind).toBe(0);
      expect(doc.data.title).not.toBe('');
      expect(doc.data.html.length).toBeGreaterThan(20);
    }
    const agreement = body<{ html: string }>(await call(t.app, getTenantContent, { host: HOST, query: { kind: 'agreement' } }));
    expect(agreement.data.html).toContain('Vega');
  });

  it('its owner reads the brand and saves it unchanged as a draft', async () => {
    const view = (await consoleCall(t.app, consoleGetBrand, owner)).json() as {
      code: number;
      msg: string;
      data: { published: { menu: unknown[]; platformName: string } };
    };
    expect(view.code, view.msg).toBe(0);
    expect(view.data.published.platformName).toBe('Vega');
    expect(view.data.published.menu).toHaveLength(3);
    const saved = (await consoleCall(t.app, consoleSaveBrandDraft, owner, { body: view.data.published })).json() as {
      code: number;
      msg: string;
    };
    expect(saved.code, saved.msg).toBe(0);
  });

  it('its tab icons follow the tab bar colours the owner publishes (a green brand, green selected icons)', async () => {
    const view = (await consoleCall(t.app, consoleGetBrand, owner)).json() as {
      data: { published: { theme: Record<string, unknown>; menu: { icon: string; selectedIcon: string }[] } };
    };
    const published = view.data.published;
    // One entry gets an icon of the operator's own: it stays as it is.
    const own = '/api/file/download/OwnIcon0123456';
    const menu = published.menu.map((m, i) => (i === 2 ? { ...m, icon: own, selectedIcon: own } : m));
    const draft = {
      ...published,
      menu,
      theme: { ...published.theme, themeColor: '#1E9E5A', menuTextColor: '#556677', menuSelectTextColor: '#1E9E5A' },
    };
    const saved = (await consoleCall(t.app, consoleSaveBrandDraft, owner, { body: draft })).json() as {
      code: number;
      msg: string;
    };
    expect(saved.code, saved.msg).toBe(0);
    const done = (await consoleCall(t.app, consolePublishBrand, owner)).json() as { code: number; msg: string };
    expect(done.code, done.msg).toBe(0);

    const live = body<{
      menuSettingInfoList: { icon: string; selectedIcon: string }[];
      menuColorVO: { selectTextColor: string };
    }>(await call(t.app, queryMenuSettingInfo, { host: HOST })).data;
    expect(live.menuColorVO.selectTextColor).toBe('#1E9E5A');
    expect(live.menuSettingInfoList.map((m) => [m.icon, m.selectedIcon])).toEqual([
      [tabIconUrl('home', '#556677'), tabIconUrl('home', '#1E9E5A')],
      [tabIconUrl('market', '#556677'), tabIconUrl('market', '#1E9E5A')],
      [own, own],
    ]);
  });
});
