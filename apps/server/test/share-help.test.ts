import {
  consoleGetTenantDocuments,
  consoleSaveTenantDocuments,
  createShareLink,
  ErrorCode,
  getSharedItem,
  getTenantContent,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, consoleCall, hostOf, signInConsole } from './console-helpers';
import { body, call, createTestApp, DB_KIND, type TestApp } from './helpers';
import { buy, cashierPayment, itemRow, itemsOf, listed, trader } from './market-helpers';
import { cashierAction, createBuyer } from './sale-helpers';

// Issue 32 items 12 and 14 (decision 070): share links of a collection, a listing and a held item (the
// held item's public, read-only page), tenant-scoped; the help page's FAQ and contact, saved by the
// console (audited) and served per tenant and language.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Link {
  kind: string;
  code: string;
  shortUrl: string;
  url: string;
}
interface Shared {
  cardNftId: number;
  collectionId: number;
  name: string;
  serial: number;
  totalSupply: number;
  holder: string;
}

const share = (who: { token: string }, kind: string, id: unknown, host = 'localhost') =>
  call(t.app, createShareLink, { token: who.token, host, lang: 'en', body: { kind, id } }).then((r) => body<Link>(r));
const shared = (token: string, host = 'localhost') =>
  call(t.app, getSharedItem, { host, lang: 'en', query: { t: token } }).then((r) => body<Shared>(r));
const tokenOf = (url: string) => decodeURIComponent(/[?&]t=([^&]+)/.exec(url)![1]!);

describe(`sharing (${DB_KIND})`, () => {
  it('makes a short link for a collection, a listing and a held item, each opening its page', async () => {
    const seller = await trader(t);
    const { collectionId, ids } = await itemsOf(t, seller, { count: 2 });
    await t.db.kysely.updateTable('users').set({ nickname: '收藏家一号' }).where('id', '=', seller.userId).execute();
    const listingId = await listed(t, seller, ids[1]!, 1_500);

    const c = await share(seller, 'collection', collectionId);
    expect(c.code, c.msg).toBe(0);
    expect(c.data).toMatchObject({ kind: 'collection', url: `/#/pages/detail/collection?id=${collectionId}` });
    expect(c.data.shortUrl).toBe(`http://localhost/s/${c.data.code}`);

    const l = await share(seller, 'listing', listingId);
    expect(l.code, l.msg).toBe(0);
    expect(l.data.url).toBe(`/#/pages/detail/collection?marketType=2&id=${listingId}`);

    const i = await share(seller, 'item', ids[0]);
    expect(i.code, i.msg).toBe(0);
    expect(i.data.url).toMatch(/^\/#\/pages\/share\/item\?t=[0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);

    // Each short link redirects to its page on this host; sharing again gives the same link.
    for (const link of [c.data, l.data, i.data]) {
      const go = await t.app.inject({ url: `/s/${link.code}`, headers: { host: 'localhost' } });
      expect(go.statusCode).toBe(302);
      expect(go.headers.location).toBe(link.url);
    }
    expect((await share(seller, 'collection', collectionId)).data.code).toBe(c.data.code);

    // Anyone with the item's link (no token) sees it read-only: no personal data, the nickname masked.
    const seen = await shared(tokenOf(i.data.url));
    expect(seen.code, seen.msg).toBe(0);
    expect(seen.data).toMatchObject({ cardNftId: ids[0], collectionId, serial: 1, holder: '收***号' });
    expect(Object.keys(seen.data).sort()).toEqual(
      ['cardNftId', 'collectionId', 'coverUrl', 'holder', 'mediaKind', 'name', 'serial', 'totalSupply'].sort(),
    );
  });

  it('refuses bad input and stores nothing', async () => {
    const seller = await trader(t);
    const other = await trader(t);
    const { collectionId, ids } = await itemsOf(t, seller);
    const before = await t.db.kysely
      .selectFrom('short_links')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    expect((await share(seller, 'series', collectionId)).code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await share(seller, 'collection', 'abc')).code).toBe(ErrorCode.NOT_FOUND);
    expect((await share(seller, 'collection', 99_999_999)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await share(seller, 'listing', 99_999_999)).code).toBe(ErrorCode.NOT_FOUND);
    // Someone else's item, an unknown one.
    expect((await share(other, 'item', ids[0])).code).toBe(ErrorCode.SHARE_ITEM_NOT_HELD);
    expect((await share(seller, 'item', 99_999_999)).code).toBe(ErrorCode.SHARE_ITEM_NOT_HELD);
    // Without a session.
    const anon = body(await call(t.app, createShareLink, { lang: 'en', body: { kind: 'collection', id: collectionId } }));
    expect(anon.code).not.toBe(0);

    // A token changed by hand, cut short, missing: not a share link.
    const token = tokenOf((await share(seller, 'item', ids[0])).data.url);
    const [item, holder] = token.split('.');
    const forged = `${item}.${(parseInt(holder!, 36) + 1).toString(36)}.${token.split('.')[2]}`;
    expect((await shared(forged)).code).toBe(ErrorCode.SHARE_LINK_INVALID);
    expect((await shared(token.slice(0, -1))).code).toBe(ErrorCode.SHARE_LINK_INVALID);
    expect((await shared('')).code).toBe(ErrorCode.SHARE_LINK_INVALID);
    expect(body(await call(t.app, getSharedItem, { host: 'localhost', lang: 'en', query: {} })).code).toBe(
      ErrorCode.SHARE_LINK_INVALID,
    );
    const after = await t.db.kysely
      .selectFrom('short_links')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // Only the one good item link above was stored.
    expect(Number(after.n) - Number(before.n)).toBe(1);
  });

  it('is tenant-scoped: a link of one tenant shows nothing on another', async () => {
    const seller = await trader(t);
    const { collectionId, ids } = await itemsOf(t, seller);
    const c = (await share(seller, 'collection', collectionId)).data;
    const i = (await share(seller, 'item', ids[0])).data;
    const aurora = await hostOf(t.app, 'aurora');
    // The short codes do not resolve on Aurora's host.
    for (const link of [c, i]) {
      expect((await t.app.inject({ url: `/s/${link.code}`, headers: { host: aurora } })).statusCode).toBe(404);
    }
    // The item's token is not one of Aurora's share links.
    expect((await shared(tokenOf(i.url), aurora)).code).toBe(ErrorCode.SHARE_LINK_INVALID);
    // Aurora's user cannot share Demo's collection or item.
    const auroraUser = await createBuyer(t, 'aurora');
    expect((await share(auroraUser, 'collection', collectionId, aurora)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await share(auroraUser, 'item', ids[0], aurora)).code).toBe(ErrorCode.SHARE_ITEM_NOT_HELD);
  });

  it('a link to an item its sharer no longer holds says so and names the collection; a sold listing is not shared', async () => {
    const seller = await trader(t);
    const { collectionId, ids } = await itemsOf(t, seller);
    const link = (await share(seller, 'item', ids[0])).data;
    const listingId = await listed(t, seller, ids[0]!, 900);
    // On consignment, still the seller's: still shown.
    expect((await shared(tokenOf(link.url))).code).toBe(0);

    const buyer = await createBuyer(t, 'demo');
    const placed = await buy(t, buyer, listingId);
    expect(placed.code, placed.msg).toBe(0);
    const payment = await cashierPayment(t, buyer, placed.data.orderNo);
    await cashierAction(t.app, payment.cashierUrl, 'pay');
    await expect.poll(async () => (await itemRow(t, ids[0]!)).user_id).toBe(buyer.userId);

    const gone = body<{ collectionId: number }>(
      await call(t.app, getSharedItem, { host: 'localhost', lang: 'zh-CN', query: { t: tokenOf(link.url) } }),
    );
    expect(gone.code).toBe(ErrorCode.SHARE_ITEM_GONE);
    expect(gone.msg).toBe('分享者已不再持有该藏品');
    expect(gone.data).toEqual({ collectionId });
    // The old holder can no longer share it, the sold listing is not shared, the new holder can share it.
    expect((await share(seller, 'item', ids[0])).code).toBe(ErrorCode.SHARE_ITEM_NOT_HELD);
    expect((await share(seller, 'listing', listingId)).code).toBe(ErrorCode.SHARE_LISTING_CLOSED);
    const mine = await share(buyer, 'item', ids[0]);
    expect(mine.code, mine.msg).toBe(0);
    expect((await shared(tokenOf(mine.data.url))).data.cardNftId).toBe(ids[0]);
  });
});

interface Documents {
  defaultLanguage: string;
  languages: string[];
  documents: {
    kind: string;
    title: Record<string, string>;
    html: Record<string, string>;
    contact?: { phone: string; email: string; hours: Record<string, string> };
  }[];
}
interface Content {
  title: string;
  html: string;
  contact: { phone: string; email: string; hours: string } | null;
}

const content = (host: string, lang: string, kind = 'help') =>
  call(t.app, getTenantContent, { host, query: { kind }, headers: { lang } }).then((r) => body<Content>(r));

describe(`the help page (${DB_KIND})`, () => {
  it('every tenant starts with an FAQ in its languages and hours, without a made-up phone or email', async () => {
    const zh = await content('localhost', 'zh-CN');
    expect(zh.code, zh.msg).toBe(0);
    expect(zh.data.title).toBe('帮助中心');
    expect(zh.data.html).toContain('<h3>如何购买数字藏品？</h3>');
    expect(zh.data.contact).toEqual({ phone: '', email: '', hours: '每天 9:00–21:00' });
    const en = await content('localhost', 'en');
    expect(en.data.title).toBe('Help centre');
    expect(en.data.contact?.hours).toBe('Daily 9:00–21:00 (China time)');
    // The other documents have no contact.
    expect((await content('localhost', 'en', 'policy')).data.contact).toBeNull();
  });

  it('is saved by the console (sanitized, audited) and served per tenant and language', async () => {
    const aurora = await hostOf(t.app, 'aurora');
    const editor = await signInConsole(t.app, { tenant: 'aurora', role: 'editor' });
    const start = body<Documents>(await consoleCall(t.app, consoleGetTenantDocuments, editor)).data;
    expect(start.documents.find((d) => d.kind === 'help')?.contact).toBeDefined();
    const auditsBefore = (await auditRows(t.app, 'tenant.documents.save')).length;
    const help = {
      kind: 'help',
      title: { en: 'Aurora help', 'zh-CN': '极光帮助' },
      html: {
        en: '<h3>Where is my item?</h3><p>Under Mine.</p><script>alert(1)</script>',
        'zh-CN': '<h3>藏品在哪里？</h3><p>在“我的”。</p>',
      },
      contact: {
        phone: '+86 400-820-1234',
        email: 'help@aurora.example',
        hours: { en: 'Mon–Fri 10:00–18:00', 'zh-CN': '周一至周五 10:00–18:00' },
      },
    };
    const saved = await consoleCall(t.app, consoleSaveTenantDocuments, editor, { body: { ...start, documents: [help] } });
    expect(saved.json().code, saved.json().msg).toBe(0);

    const en = await content(aurora, 'en');
    expect(en.data.title).toBe('Aurora help');
    expect(en.data.html).toContain('Where is my item?');
    expect(en.data.html).not.toContain('script');
    expect(en.data.contact).toEqual({ phone: '+86 400-820-1234', email: 'help@aurora.example', hours: 'Mon–Fri 10:00–18:00' });
    const zh = await content(aurora, 'zh-CN');
    expect(zh.data.title).toBe('极光帮助');
    expect(zh.data.contact?.hours).toBe('周一至周五 10:00–18:00');
    // Another tenant's help is untouched.
    expect((await content('localhost', 'en')).data.title).toBe('Help centre');

    const rows = await auditRows(t.app, 'tenant.documents.save');
    expect(rows).toHaveLength(auditsBefore + 1);
    const last = rows.at(-1)!;
    expect(last).toMatchObject({ operator_id: editor.operatorId, tenant_id: editor.tenantId });
    const after = JSON.parse(last.after_json!) as Documents;
    expect(after.documents.find((d) => d.kind === 'help')?.contact?.email).toBe('help@aurora.example');
    // Read back in the console as saved.
    const back = body<Documents>(await consoleCall(t.app, consoleGetTenantDocuments, editor)).data;
    expect(back.documents.find((d) => d.kind === 'help')?.contact).toEqual(help.contact);
  });

  it('refuses a bad phone or email with its code and changes nothing', async () => {
    const aurora = await hostOf(t.app, 'aurora');
    const owner = await signInConsole(t.app, { tenant: 'aurora', role: 'owner' });
    const start = body<Documents>(await consoleCall(t.app, consoleGetTenantDocuments, owner)).data;
    const before = await content(aurora, 'en');
    const auditsBefore = (await auditRows(t.app, 'tenant.documents.save')).length;
    const withContact = (contact: Record<string, unknown>) => ({
      ...start,
      documents: [
        {
          kind: 'help',
          title: { en: 'Changed' },
          html: { en: '<p>x</p>' },
          contact: { phone: '', email: '', hours: {}, ...contact },
        },
      ],
    });
    for (const [contact, code] of [
      [{ phone: 'call me' }, ErrorCode.HELP_PHONE_INVALID],
      [{ phone: '1'.repeat(31) }, ErrorCode.HELP_PHONE_INVALID],
      [{ email: 'not-an-email' }, ErrorCode.HELP_EMAIL_INVALID],
      [{ email: 'a b@c.d' }, ErrorCode.HELP_EMAIL_INVALID],
    ] as const) {
      const res = await consoleCall(t.app, consoleSaveTenantDocuments, owner, { body: withContact(contact) });
      expect(res.json().code, JSON.stringify(contact)).toBe(code);
    }
    expect(await content(aurora, 'en')).toEqual(before);
    expect(await auditRows(t.app, 'tenant.documents.save')).toHaveLength(auditsBefore);
  });
});
