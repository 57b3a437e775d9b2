import { consoleMenuLinkMisses, ErrorCode, reportMissingMenuLink } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, hostOf, signInConsole, type ConsoleSession } from './console-helpers';
import { body, call, createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';

// A tab of the menu whose link is no page of the storefront (issue 32): the storefront shows "page not
// found" and reports it; the operator finds the link counted on the console's tab bar page. Only links of
// the tenant's own published menu are counted; tenants apart; a link taken out of the menu is not listed.

let t: TestApp;
let aurora: number;
let auroraHost: string;
let editor: ConsoleSession;
const BROKEN = '/pages/not-a-page/index';

beforeAll(async () => {
  t = await createTestApp();
  aurora = await tenantIdOf(t.db, 'aurora');
  auroraHost = await hostOf(t.app, 'aurora');
  editor = await signInConsole(t.app, { tenant: 'aurora', role: 'editor' });
  // An operator's tab that links to no page (the brand editor takes any path).
  await t.db.kysely
    .insertInto('tenant_menus')
    .values({
      tenant_id: aurora,
      sort: 9,
      name: JSON.stringify({ en: 'Lost' }),
      icon: '',
      selected_icon: '',
      link: BROKEN,
      link_type: 1,
    })
    .execute();
});
afterAll(async () => {
  await t?.close();
});

const report = (link: string, host = auroraHost) =>
  call(t.app, reportMissingMenuLink, { host, body: { link } }).then((r) => body<{ recorded: boolean }>(r));
const misses = async (who: ConsoleSession) => {
  const res = await consoleCall(t.app, consoleMenuLinkMisses, who);
  return res.json() as { code: number; data: { items: { link: string; hits: number; firstAt: number; lastAt: number }[] } };
};

describe(`menu links that lead nowhere (${DB_KIND})`, () => {
  it('counts each visit to a menu link that found no page, for the operator of that tenant only', async () => {
    const first = t.clock();
    // Several visitors at once (no session needed): every visit is counted once.
    const answers = await Promise.all(Array.from({ length: 6 }, () => report(BROKEN)));
    expect(answers.map((a) => [a.code, a.data.recorded])).toEqual(Array.from({ length: 6 }, () => [0, true]));
    t.clock.advance(60_000);
    expect((await report(BROKEN)).data.recorded).toBe(true);

    // A link that is not in the menu, or the link sent to another tenant, is not counted.
    expect((await report('/pages/anything/else')).data).toEqual({ recorded: false });
    expect((await report(BROKEN, 'localhost')).data).toEqual({ recorded: false });

    const list = await misses(editor);
    expect(list.code).toBe(0);
    expect(list.data.items).toEqual([{ link: BROKEN, hits: 7, firstAt: expect.any(Number), lastAt: expect.any(Number) }]);
    const [seen] = list.data.items;
    // First seen at the first visits, last seen at the visit a minute later.
    expect(seen!.firstAt).toBeGreaterThanOrEqual(first);
    expect(seen!.lastAt - seen!.firstAt).toBeGreaterThanOrEqual(60_000);
    const demoOwner = await signInConsole(t.app, { tenant: 'demo', role: 'owner' });
    expect((await misses(demoOwner)).data.items).toEqual([]);
    const support = await signInConsole(t.app, { tenant: 'aurora', role: 'support' });
    expect((await misses(support)).code).toBe(ErrorCode.CONSOLE_FORBIDDEN);
  });

  it('refuses a link that is no text of the allowed length, and lists nothing once the link left the menu', async () => {
    expect((await report('')).code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await report('/x'.repeat(300))).code).toBe(ErrorCode.VALIDATION_FAILED);
    await t.db.kysely.deleteFrom('tenant_menus').where('tenant_id', '=', aurora).where('link', '=', BROKEN).execute();
    expect((await misses(editor)).data.items).toEqual([]);
    expect((await report(BROKEN)).data).toEqual({ recorded: false });
  });
});
