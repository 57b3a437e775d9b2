import {
  consoleDiscardHomeDraft,
  consoleGetHomeDecoration,
  consolePublishHome,
  consoleSaveHomeDraft,
  ErrorCode,
  getBrandPreview,
  getHomeDecoration,
  getHomePreview,
  getTenantContent,
  consoleGetTenantDocuments,
  consoleGetCreatorDecoration,
  consoleSaveCreatorDraft,
  consolePublishCreator,
  getCreatorPreview,
  getCreatorSpace,
  consoleSaveTenantDocuments,
  listHotSearchWords,
  type CallDefinition,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, consoleCall, signInConsole, type ConsoleSession } from './console-helpers';
import { body, call, createTestApp, type TestApp } from './helpers';

// The home decoration in the console (issue 17, decision 040): the draft is the operator's alone until it
// is published — getHomeDecoration never shows it, getHomePreview shows it by its token — publishing
// writes the catalogue's tables, and every write is audited in its transaction. Owner and editor only.

interface Home {
  banners: { key: string; title: Record<string, string>; imageUrl: string; link: string }[];
  sections: { key: string; kind: string; title: Record<string, string>; itemLimit: number; picked: number[]; enabled: boolean }[];
  hotWords: Record<string, string>[];
  ticker?: { enabled: boolean; count: number; pinned: number[] };
}
interface HomeView {
  published: Home;
  draft: Home | null;
  previewToken: string | null;
}
interface Decoration {
  banners: { id: number; title: string; imageUrl: string; link: string }[];
  sections: { key: string; kind: string; title: string; items: unknown[] }[];
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
const homeOf = async (who: ConsoleSession) => data<HomeView>(await consoleCall(t.app, consoleGetHomeDecoration, who));
const storefrontHome = async (host: string) =>
  body<Decoration>(await call(t.app, getHomeDecoration, { host, headers: { lang: 'en' } })).data;

const NEW_BANNER = {
  key: 'console-spring',
  title: { en: 'Spring drop', 'zh-CN': '春季发售' },
  imageUrl: '/media/spring.png',
  link: '',
};

describe('the home decoration draft', () => {
  it('reads the published decoration as the storefront shows it', async () => {
    const home = await homeOf(owner);
    expect(home.draft).toBeNull();
    const shown = await storefrontHome(owner.host);
    expect(home.published.banners.map((b) => b.imageUrl)).toEqual(shown.banners.map((b) => b.imageUrl));
    expect(home.published.sections.map((s) => s.key)).toEqual(shown.sections.map((s) => s.key));
    expect(home.published.sections.every((s) => s.enabled)).toBe(true);
  });

  it('is saved, previewed by its token, invisible to the storefront until published, then shown', async () => {
    const start = await homeOf(owner);
    const before = await storefrontHome(owner.host);
    expect(start.published.sections.length).toBeGreaterThan(1);
    const [first, ...rest] = start.published.sections;
    const draft: Home = {
      // The new banner first, the old ones after it in reverse order.
      banners: [NEW_BANNER, ...[...start.published.banners].reverse()],
      // The first section switched off, the others reversed, one renamed.
      sections: [
        ...rest.reverse().map((s, i) => (i === 0 ? { ...s, title: { en: 'Picked for you' } } : s)),
        { ...first!, enabled: false },
      ],
      hotWords: [{ en: 'aurora', 'zh-CN': '极光' }, { en: 'dragon' }],
    };
    const saved = data<HomeView>(await consoleCall(t.app, consoleSaveHomeDraft, owner, { body: draft }));
    expect(saved.draft?.banners[0]?.key).toBe('console-spring');
    expect(saved.previewToken).toMatch(/^[\w-]{20,}$/);

    // The storefront still shows the published home and hot words.
    const during = await storefrontHome(owner.host);
    expect(during.banners.map((b) => b.imageUrl)).toEqual(before.banners.map((b) => b.imageUrl));
    expect(during.sections.map((s) => s.key)).toEqual(before.sections.map((s) => s.key));
    const hotBefore = body<{ words: string[] }>(
      await call(t.app, listHotSearchWords, { host: owner.host, headers: { lang: 'en' } }),
    );
    expect(hotBefore.data.words).not.toContain('dragon');

    // The preview reads the draft, filled like the home; a wrong token, a brand token, another host are refused.
    const preview = body<Decoration>(
      await call(t.app, getHomePreview, { host: owner.host, query: { token: saved.previewToken! }, headers: { lang: 'en' } }),
    );
    expect(preview.code).toBe(0);
    expect(preview.data.banners[0]).toMatchObject({ title: 'Spring drop', imageUrl: '/media/spring.png' });
    expect(preview.data.sections.map((s) => s.key)).toEqual(rest.map((s) => s.key));
    expect(preview.data.sections[0]?.title).toBe('Picked for you');
    expect(preview.data.sections.some((s) => s.key === first!.key)).toBe(false);
    for (const query of [{ token: 'not-the-token-at-all' }]) {
      expect(body(await call(t.app, getHomePreview, { host: owner.host, query })).code).toBe(ErrorCode.BRAND_PREVIEW_INVALID);
    }
    expect(body(await call(t.app, getHomePreview, { host: 'localhost', query: { token: saved.previewToken! } })).code).toBe(
      ErrorCode.BRAND_PREVIEW_INVALID,
    );
    // The home's token is not the brand's.
    expect(body(await call(t.app, getBrandPreview, { host: owner.host, query: { token: saved.previewToken! } })).code).toBe(
      ErrorCode.BRAND_PREVIEW_INVALID,
    );

    // Publish: the storefront's home and hot words show it; the draft and its token are gone.
    const published = data<HomeView>(await consoleCall(t.app, consolePublishHome, owner));
    expect(published.draft).toBeNull();
    expect(published.published.banners.map((b) => b.key)).toEqual(draft.banners.map((b) => b.key));
    // The section switched off is not published.
    expect(published.published.sections.map((s) => s.key)).toEqual(rest.map((s) => s.key));
    const after = await storefrontHome(owner.host);
    expect(after.banners[0]).toMatchObject({ title: 'Spring drop', imageUrl: '/media/spring.png' });
    expect(after.banners.map((b) => b.imageUrl)).toEqual(draft.banners.map((b) => b.imageUrl));
    expect(after.sections.map((s) => s.key)).toEqual(rest.map((s) => s.key));
    expect(after.sections[0]?.title).toBe('Picked for you');
    const hotAfter = body<{ words: string[] }>(
      await call(t.app, listHotSearchWords, { host: owner.host, headers: { lang: 'en' } }),
    );
    expect(hotAfter.data.words).toEqual(['aurora', 'dragon']);
    expect(body(await call(t.app, getHomePreview, { host: owner.host, query: { token: saved.previewToken! } })).code).toBe(
      ErrorCode.BRAND_PREVIEW_INVALID,
    );
    // The demo tenant's home is untouched.
    expect((await storefrontHome('localhost')).banners.some((b) => b.imageUrl === '/media/spring.png')).toBe(false);

    // Audit: the save (before null, after the draft) and the publish (before the old home, after the new).
    const saves = await auditRows(t.app, 'home.draft.save');
    expect(saves[0]).toMatchObject({ operator_id: owner.operatorId, target_type: 'home', tenant_id: owner.tenantId });
    expect(JSON.parse(saves[0]!.before_json ?? 'null')).toBeNull();
    expect(JSON.parse(saves[0]!.after_json!).banners[0].key).toBe('console-spring');
    const publishes = await auditRows(t.app, 'home.publish');
    expect(publishes).toHaveLength(1);
    expect(JSON.parse(publishes[0]!.before_json!).banners.map((b: { key: string }) => b.key)).toEqual(
      start.published.banners.map((b) => b.key),
    );
    expect(JSON.parse(publishes[0]!.after_json!).banners[0].key).toBe('console-spring');
  });

  it('is discarded (audited), and publishing without a draft is refused', async () => {
    const start = await homeOf(owner);
    const saved = data<HomeView>(
      await consoleCall(t.app, consoleSaveHomeDraft, owner, { body: { ...start.published, banners: [] } }),
    );
    expect(saved.draft?.banners).toEqual([]);
    const discarded = data<HomeView>(await consoleCall(t.app, consoleDiscardHomeDraft, owner));
    expect(discarded.draft).toBeNull();
    expect(await auditRows(t.app, 'home.draft.discard')).toHaveLength(1);
    expect((await consoleCall(t.app, consolePublishHome, owner)).json()).toMatchObject({ code: ErrorCode.BRAND_NO_DRAFT });
    expect((await storefrontHome(owner.host)).banners.length).toBe(start.published.banners.length);
  });

  it('refuses an invalid draft', async () => {
    const start = await homeOf(owner);
    const badKey = await consoleCall(t.app, consoleSaveHomeDraft, owner, {
      body: { ...start.published, banners: [{ ...NEW_BANNER, key: 'Not A Key!' }] },
    });
    expect(badKey.json().code).not.toBe(0);
    const badKind = await consoleCall(t.app, consoleSaveHomeDraft, owner, {
      body: { ...start.published, sections: [{ ...start.published.sections[0]!, kind: 'everything' }] },
    });
    expect(badKind.json().code).not.toBe(0);
    expect((await homeOf(owner)).draft).toBeNull();
  });
});

describe('roles and tenants', () => {
  const writes: CallDefinition[] = [consoleSaveHomeDraft, consoleDiscardHomeDraft, consolePublishHome];

  it('lets an editor edit the home, and refuses support and finance', async () => {
    const start = await homeOf(owner);
    const editor = await signInConsole(t.app, { tenant: 'aurora', role: 'editor' });
    const saved = data<HomeView>(await consoleCall(t.app, consoleSaveHomeDraft, editor, { body: start.published }));
    expect(saved.draft).not.toBeNull();
    data<HomeView>(await consoleCall(t.app, consoleDiscardHomeDraft, editor));
    const saves = await auditRows(t.app, 'home.draft.save');
    expect(saves.some((r) => r.operator_id === editor.operatorId)).toBe(true);
    const savesBefore = saves.length;
    for (const role of ['support', 'finance'] as const) {
      const who = await signInConsole(t.app, { tenant: 'aurora', role });
      for (const def of [consoleGetHomeDecoration, ...writes]) {
        const res = await consoleCall(t.app, def, who, def === consoleSaveHomeDraft ? { body: start.published } : {});
        expect(res.json().code, `${role} ${def.operationId}`).toBe(ErrorCode.CONSOLE_FORBIDDEN);
      }
    }
    expect(await auditRows(t.app, 'home.draft.save')).toHaveLength(savesBefore);
  });

  it("refuses another tenant's operator on this host, and a signed-out caller", async () => {
    const other = await signInConsole(t.app, { tenant: 'demo', role: 'owner' });
    const start = await homeOf(owner);
    for (const def of [consoleGetHomeDecoration, ...writes]) {
      const opts = def === consoleSaveHomeDraft ? { body: start.published } : {};
      const res = await consoleCall(t.app, def, { headers: { ...other.headers, host: owner.host } }, opts);
      expect(res.json().code, def.operationId).toBe(ErrorCode.CONSOLE_LOGIN_REQUIRED);
      expect((await consoleCall(t.app, def, { host: owner.host }, opts)).json().code, def.operationId).toBe(
        ErrorCode.CONSOLE_LOGIN_REQUIRED,
      );
    }
    expect((await homeOf(owner)).draft).toBeNull();
  });
});

interface Documents {
  defaultLanguage: string;
  languages: string[];
  documents: { kind: string; title: Record<string, string>; html: Record<string, string> }[];
}

describe('the tenant documents and languages', () => {
  it('writes the documents sanitized and the languages, shown by getTenantContent at once; audited', async () => {
    const start = data<Documents>(await consoleCall(t.app, consoleGetTenantDocuments, owner));
    expect(start.languages).toContain(start.defaultLanguage);
    const editor = await signInConsole(t.app, { tenant: 'aurora', role: 'editor' });
    const input = {
      defaultLanguage: 'en',
      languages: ['zh-CN'],
      documents: [
        {
          kind: 'policy',
          title: { en: 'Privacy at Aurora', 'zh-CN': '极光隐私政策' },
          html: {
            en: '<p>We keep <b>little</b>.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
            'zh-CN': '<p>我们很少保存数据。</p>',
          },
        },
      ],
    };
    const saved = data<Documents>(await consoleCall(t.app, consoleSaveTenantDocuments, editor, { body: input }));
    // The default language is always enabled.
    expect(saved.defaultLanguage).toBe('en');
    expect([...saved.languages].sort()).toEqual(['en', 'zh-CN']);
    const policy = saved.documents.find((d) => d.kind === 'policy')!;
    expect(policy.html.en).toContain('<b>little</b>');
    expect(policy.html.en).not.toContain('<script');
    expect(policy.html.en).not.toContain('onerror');

    const shown = body<{ title: string; html: string }>(
      await call(t.app, getTenantContent, { host: owner.host, query: { kind: 'policy' }, headers: { lang: 'en' } }),
    );
    expect(shown.code).toBe(0);
    expect(shown.data.title).toBe('Privacy at Aurora');
    expect(shown.data.html).toContain('We keep');
    expect(shown.data.html).not.toContain('alert');
    const zh = body<{ title: string }>(
      await call(t.app, getTenantContent, { host: owner.host, query: { kind: 'policy' }, headers: { lang: 'zh-CN' } }),
    );
    expect(zh.data.title).toBe('极光隐私政策');

    const rows = await auditRows(t.app, 'tenant.documents.save');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operator_id: editor.operatorId, tenant_id: owner.tenantId, target_type: 'tenant' });
    expect(JSON.parse(rows[0]!.before_json!).defaultLanguage).toBe(start.defaultLanguage);
    expect(JSON.parse(rows[0]!.after_json!).defaultLanguage).toBe('en');
    // The demo tenant's documents are untouched.
    const demo = body<{ title: string }>(
      await call(t.app, getTenantContent, { host: 'localhost', query: { kind: 'policy' }, headers: { lang: 'en' } }),
    );
    expect(demo.data.title).not.toBe('Privacy at Aurora');
  });

  it('refuses support, finance and another tenant’s operator', async () => {
    const body0 = { defaultLanguage: 'zh-CN', languages: ['zh-CN'], documents: [] };
    for (const role of ['support', 'finance'] as const) {
      const who = await signInConsole(t.app, { tenant: 'aurora', role });
      expect((await consoleCall(t.app, consoleGetTenantDocuments, who)).json().code).toBe(ErrorCode.CONSOLE_FORBIDDEN);
      expect((await consoleCall(t.app, consoleSaveTenantDocuments, who, { body: body0 })).json().code).toBe(
        ErrorCode.CONSOLE_FORBIDDEN,
      );
    }
    const other = await signInConsole(t.app, { tenant: 'demo', role: 'owner' });
    const res = await consoleCall(
      t.app,
      consoleSaveTenantDocuments,
      { headers: { ...other.headers, host: owner.host } },
      { body: body0 },
    );
    expect(res.json().code).toBe(ErrorCode.CONSOLE_LOGIN_REQUIRED);
    expect(await auditRows(t.app, 'tenant.documents.save')).toHaveLength(1);
  });
});

interface CreatorView {
  creators: { id: number; name: string }[];
  creatorId: number | null;
  published: { creatorId: number; coverUrl: string; avatarUrl: string; intro: Record<string, string> } | null;
  draft: { creatorId: number; coverUrl: string } | null;
  previewToken: string | null;
  otherDraftCreatorId: number | null;
}
interface Space {
  creator: { id: number; coverUrl: string; intro: string };
}

describe('the creator space decoration', () => {
  it('is drafted, previewed by its token, invisible until published, then shown; audited; roles and tenants', async () => {
    const start = data<CreatorView>(await consoleCall(t.app, consoleGetCreatorDecoration, owner));
    expect(start.creators.length).toBeGreaterThan(1);
    const id = start.creatorId!;
    const published = start.published!;
    const space = async () =>
      body<Space>(await call(t.app, getCreatorSpace, { host: owner.host, params: { id: String(id) }, headers: { lang: 'en' } }))
        .data;
    const before = await space();
    const look = { ...published, coverUrl: '/media/new-cover.png', intro: { en: 'A new intro', 'zh-CN': '新的介绍' } };
    const saved = data<CreatorView>(await consoleCall(t.app, consoleSaveCreatorDraft, owner, { body: look }));
    expect(saved.draft?.coverUrl).toBe('/media/new-cover.png');
    expect((await space()).creator.coverUrl).toBe(before.creator.coverUrl);

    const preview = body<Space>(
      await call(t.app, getCreatorPreview, { host: owner.host, query: { token: saved.previewToken! }, headers: { lang: 'en' } }),
    );
    expect(preview.data.creator).toMatchObject({ id, coverUrl: '/media/new-cover.png', intro: 'A new intro' });
    expect(body(await call(t.app, getCreatorPreview, { host: 'localhost', query: { token: saved.previewToken! } })).code).toBe(
      ErrorCode.BRAND_PREVIEW_INVALID,
    );
    // Another creator's view names the pending draft.
    const other = start.creators.find((c) => c.id !== id)!;
    const otherView = data<CreatorView>(
      await consoleCall(t.app, consoleGetCreatorDecoration, owner, { query: { creatorId: other.id } }),
    );
    expect(otherView).toMatchObject({ creatorId: other.id, draft: null, otherDraftCreatorId: id });
    // Another tenant's creator is refused.
    const demoCreator = await t.app.db.kysely
      .selectFrom('creators')
      .select('id')
      .where('tenant_id', '<>', owner.tenantId!)
      .executeTakeFirstOrThrow();
    expect(
      (await consoleCall(t.app, consoleSaveCreatorDraft, owner, { body: { ...look, creatorId: demoCreator.id } })).json().code,
    ).toBe(ErrorCode.NOT_FOUND);

    const finance = await signInConsole(t.app, { tenant: 'aurora', role: 'finance' });
    expect((await consoleCall(t.app, consolePublishCreator, finance)).json().code).toBe(ErrorCode.CONSOLE_FORBIDDEN);

    const done = data<CreatorView>(await consoleCall(t.app, consolePublishCreator, owner));
    expect(done.draft).toBeNull();
    expect(done.published?.coverUrl).toBe('/media/new-cover.png');
    expect((await space()).creator).toMatchObject({ coverUrl: '/media/new-cover.png', intro: 'A new intro' });
    const rows = await auditRows(t.app, 'creator.publish');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ target_type: 'creator', tenant_id: owner.tenantId });
    expect(JSON.parse(rows[0]!.before_json!).coverUrl).toBe(published.coverUrl);
    expect(await auditRows(t.app, 'creator.draft.save')).toHaveLength(1);
  });
});

describe('the notice ticker', () => {
  interface Headlines {
    noticeHeadlines: { id: number; title: string }[];
  }
  const headlines = async (host: string) =>
    body<Headlines>(await call(t.app, getHomeDecoration, { host, headers: { lang: 'en' } })).data.noticeHeadlines.map(
      (n) => n.id,
    );

  it('shows the three newest by default; pinned first, a count, or off once published; a foreign notice is skipped', async () => {
    const start = await homeOf(owner);
    expect(start.published.ticker).toEqual({ enabled: true, count: 3, pinned: [] });
    const newest = await headlines(owner.host);
    expect(newest).toHaveLength(3);
    const oldest = newest[2]!;
    const foreign = await t.app.db.kysely
      .selectFrom('notices')
      .select('id')
      .where('tenant_id', '<>', owner.tenantId!)
      .executeTakeFirstOrThrow();

    // Two headlines, the oldest pinned first (another tenant's notice pinned too: skipped).
    const saved = data<HomeView>(
      await consoleCall(t.app, consoleSaveHomeDraft, owner, {
        body: { ...start.published, ticker: { enabled: true, count: 2, pinned: [foreign.id, oldest] } },
      }),
    );
    const preview = body<Headlines>(
      await call(t.app, getHomePreview, { host: owner.host, query: { token: saved.previewToken! }, headers: { lang: 'en' } }),
    ).data.noticeHeadlines.map((n) => n.id);
    expect(preview).toEqual([oldest, newest[0]]);
    expect(await headlines(owner.host)).toEqual(newest);
    await consoleCall(t.app, consolePublishHome, owner);
    expect(await headlines(owner.host)).toEqual([oldest, newest[0]]);
    expect((await homeOf(owner)).published.ticker).toEqual({ enabled: true, count: 2, pinned: [foreign.id, oldest] });

    // Off: no headlines.
    await consoleCall(t.app, consoleSaveHomeDraft, owner, {
      body: { ...start.published, ticker: { enabled: false, count: 3, pinned: [] } },
    });
    await consoleCall(t.app, consolePublishHome, owner);
    expect(await headlines(owner.host)).toEqual([]);
    // The demo tenant's ticker is untouched.
    expect(await headlines('localhost')).toHaveLength(3);

    // More than five headlines, or a pin that is not an id, is refused and changes nothing.
    for (const ticker of [
      { enabled: true, count: 6, pinned: [] },
      { enabled: true, count: 2, pinned: [0] },
    ]) {
      const res = await consoleCall(t.app, consoleSaveHomeDraft, owner, { body: { ...start.published, ticker } });
      expect(res.json().code).not.toBe(0);
    }
    expect((await homeOf(owner)).draft).toBeNull();
    const publishes = await auditRows(t.app, 'home.publish');
    expect(JSON.parse(publishes[0]!.after_json!).ticker).toEqual({ enabled: false, count: 3, pinned: [] });
  });
});
