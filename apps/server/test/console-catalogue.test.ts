import {
  consoleExportCatalogue,
  consoleGetCatalogueEntry,
  consoleImportCatalogue,
  consoleListAirdrops,
  consoleListCatalogue,
  consoleListCategories,
  consoleSaveAirdrop,
  consoleSaveCatalogueEntry,
  consoleSaveCategory,
  consoleSetListed,
  consoleUploadMedia,
  ErrorCode,
  type CallDefinition,
} from '@curio/contract';
import type { ConsoleRole } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, consoleCall, hostOf, signInConsole, type ConsoleSession } from './console-helpers';
import { makePng, multipart } from './fixtures';
import { createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';

// The console's catalogue, media, notices and airdrops calls (decision 038), over HTTP with console
// sessions: owners and editors may; support, finance, a platform admin and another tenant's operator may
// not; every write leaves its audit row.

let t: TestApp;
let demoId: number;
let demoHost: string;
const sessions: Partial<Record<ConsoleRole, ConsoleSession>> = {};
let otherTenantEditor: ConsoleSession;
let collectionKey: string;
let collectionId: number;

beforeAll(async () => {
  t = await createTestApp();
  demoId = await tenantIdOf(t.db, 'demo');
  demoHost = await hostOf(t.app, 'demo');
  for (const role of ['owner', 'editor', 'support', 'finance'] as const)
    sessions[role] = await signInConsole(t.app, { tenant: 'demo', role });
  sessions.platformAdmin = await signInConsole(t.app, { tenant: 'demo', role: 'platformAdmin' });
  otherTenantEditor = await signInConsole(t.app, { tenant: 'aurora', role: 'editor' });
  const c = await t.db.kysely
    .selectFrom('collections')
    .select(['id', 'key'])
    .where('tenant_id', '=', demoId)
    .where('sold_count', '>', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  collectionKey = c.key;
  collectionId = c.id;
});
afterAll(async () => {
  await t.close();
});

type Envelope<T = unknown> = { code: number; msg: string; data: T };
const json = <T>(res: { json: () => unknown }) => res.json() as Envelope<T>;

interface Case {
  def: CallDefinition;
  params?: Record<string, string | number>;
  body?: () => unknown;
  query?: Record<string, string | number>;
  /** The audit action a successful write records. */
  action?: string;
  multipart?: boolean;
}

let seq = 0;
const cases = (): Case[] => [
  { def: consoleListCatalogue, params: { kind: 'collections' } },
  { def: consoleGetCatalogueEntry, params: { kind: 'collections', key: collectionKey } },
  {
    def: consoleSaveCatalogueEntry,
    params: { kind: 'creators' },
    body: () => ({
      key: `http-creator-${++seq}`,
      name: { en: 'HTTP Creator' },
      avatar: { art: { motif: 'orbits', colors: ['#112233', '#AABBCC'] } },
    }),
    action: 'catalogue.creators.create',
  },
  {
    def: consoleSetListed,
    params: { kind: 'collections', key: collectionKey },
    body: () => ({ listed: true }),
    action: 'catalogue.collections.update',
  },
  { def: consoleExportCatalogue },
  {
    def: consoleImportCatalogue,
    body: () => ({
      format: 'curio-catalogue',
      version: 1,
      notices: [{ key: 'http-import', title: 'Imported', html: '<p>x</p>' }],
    }),
    action: 'catalogue.import',
  },
  { def: consoleUploadMedia, multipart: true, action: 'media.upload' },
  { def: consoleListCategories },
  { def: consoleSaveCategory, body: () => ({ name: { en: `Cat ${++seq}` } }), action: 'categories.save' },
  { def: consoleListAirdrops },
  {
    def: consoleSaveAirdrop,
    body: () => ({
      collectionId,
      audience: 'all',
      quantityPerUser: 1,
      claimsLimit: 10,
      startsAt: t.clock(),
      endsAt: t.clock() + 86_400_000,
    }),
    action: 'airdrops.save',
  },
];

function send(c: Case, who: { headers: Record<string, string> }, headers: Record<string, string> = {}) {
  if (c.multipart) {
    const mp = multipart('file', 'cover.png', 'image/png', makePng());
    return consoleCall(t.app, c.def, who, { body: mp.payload, headers: { ...headers, 'content-type': mp.contentType } });
  }
  return consoleCall(t.app, c.def, who, { params: c.params, query: c.query, body: c.body?.(), headers });
}

describe(`console catalogue calls: roles, tenants, audit (${DB_KIND})`, () => {
  it('owners and editors may make every call; each write records its audit row', async () => {
    for (const role of ['owner', 'editor'] as const) {
      for (const c of cases()) {
        const before = c.action ? (await auditRows(t.app, c.action)).length : 0;
        const res = await send(c, sessions[role]!);
        const env = json(res);
        expect(env.code, `${role} ${c.def.operationId}: ${env.msg}`).toBe(0);
        if (c.action) {
          const rows = await auditRows(t.app, c.action);
          expect(rows.length, `${c.def.operationId} audit`).toBe(before + 1);
          expect(rows[0]).toMatchObject({ operator_id: sessions[role]!.operatorId, tenant_id: demoId });
        }
      }
    }
  });

  it('support, finance and a platform admin are refused every call, and nothing is written', async () => {
    for (const role of ['support', 'finance', 'platformAdmin'] as const) {
      for (const c of cases()) {
        const before = c.action ? (await auditRows(t.app, c.action)).length : 0;
        const env = json(await send(c, sessions[role]!));
        expect(env.code, `${role} ${c.def.operationId}`).toBe(ErrorCode.CONSOLE_FORBIDDEN);
        if (c.action) expect((await auditRows(t.app, c.action)).length).toBe(before);
      }
    }
  });

  it("another tenant's editor is refused on this tenant's host", async () => {
    const foreign = { headers: { ...otherTenantEditor.headers, host: demoHost } };
    for (const c of cases()) {
      const env = json(await send(c, foreign));
      // The session is not valid on another tenant's host: signed out there (or, were it, the wrong tenant).
      expect([ErrorCode.CONSOLE_LOGIN_REQUIRED, ErrorCode.CONSOLE_WRONG_TENANT], c.def.operationId).toContain(env.code);
    }
  });

  it('a write without the CSRF header is refused', async () => {
    const { 'x-csrf-token': _csrf, ...headers } = sessions.editor!.headers;
    const c = cases().find((x) => x.def === consoleSaveCatalogueEntry)!;
    expect(json(await consoleCall(t.app, c.def, { headers }, { params: c.params, body: c.body!() })).code).toBe(
      ErrorCode.CONSOLE_CSRF_INVALID,
    );
  });
});

describe(`console catalogue calls: behaviour (${DB_KIND})`, () => {
  it('export then import over HTTP changes nothing', async () => {
    const editor = sessions.editor!;
    const first = json<Record<string, unknown[]>>(await consoleCall(t.app, consoleExportCatalogue, editor));
    const r = json<{ counts: Record<string, { created: number }>; mediaStored: number }>(
      await consoleCall(t.app, consoleImportCatalogue, editor, { body: first.data }),
    );
    expect(r.code).toBe(0);
    expect(Object.values(r.data.counts).every((c) => c.created === 0)).toBe(true);
    expect(r.data.mediaStored).toBe(0);
    const second = json(await consoleCall(t.app, consoleExportCatalogue, editor));
    expect(second.data).toEqual(first.data);
  });

  it('a supply below what is sold is refused with its path, and the row keeps its stock', async () => {
    const editor = sessions.editor!;
    const got = json<{ entry: Record<string, unknown>; facts: { sold: number } }>(
      await consoleCall(t.app, consoleGetCatalogueEntry, editor, { params: { kind: 'collections', key: collectionKey } }),
    );
    const env = json<{ issues: { path: string }[] }>(
      await consoleCall(t.app, consoleSaveCatalogueEntry, editor, {
        params: { kind: 'collections' },
        body: { ...got.data.entry, totalSupply: got.data.facts.sold - 1 },
      }),
    );
    expect(env.code).toBe(ErrorCode.CATALOGUE_ENTRY_REFUSED);
    expect(env.data.issues.map((i) => i.path)).toContain('collections[0].totalSupply');
    const row = await t.db.kysely
      .selectFrom('collections')
      .select(['total_supply', 'sold_count'])
      .where('id', '=', collectionId)
      .executeTakeFirstOrThrow();
    expect(row.sold_count).toBe(got.data.facts.sold);
    expect(row.total_supply).toBeGreaterThanOrEqual(row.sold_count);
  });

  it('a notice with script is stored sanitized; control characters in an entry are refused', async () => {
    const editor = sessions.editor!;
    const saved = json(
      await consoleCall(t.app, consoleSaveCatalogueEntry, editor, {
        params: { kind: 'notices' },
        body: {
          key: 'http-xss',
          title: { en: 'x' },
          html: { en: '<p>ok<img src=x onerror=alert(1)><script>alert(2)</script></p>' },
        },
      }),
    );
    expect(saved.code).toBe(0);
    const row = await t.db.kysely
      .selectFrom('notices')
      .select('html')
      .where('tenant_id', '=', demoId)
      .where('key', '=', 'http-xss')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.html)).toEqual({ en: '<p>ok</p>' });
    const bad = json(
      await consoleCall(t.app, consoleSaveCatalogueEntry, editor, {
        params: { kind: 'notices' },
        body: { key: 'http-ctrl', title: { en: 'x\u0007' }, html: { en: '<p>x</p>' } },
      }),
    );
    expect(bad.code).toBe(ErrorCode.TEXT_CHARACTERS_INVALID);
  });

  it('media: a video and a glb are accepted by their bytes; a renamed text file and an SVG are refused', async () => {
    const editor = sessions.editor!;
    const up = async (name: string, type: string, content: Buffer) => {
      const mp = multipart('file', name, type, content);
      return json<{ kind: string; contentType: string; url: string }>(
        await consoleCall(t.app, consoleUploadMedia, editor, { body: mp.payload, headers: { 'content-type': mp.contentType } }),
      );
    };
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]);
    const glb = Buffer.concat([Buffer.from('glTF'), Buffer.from([2, 0, 0, 0]), Buffer.alloc(64)]);
    expect((await up('clip.mp4', 'video/mp4', mp4)).data).toMatchObject({ kind: 'video', contentType: 'video/mp4' });
    expect((await up('model.glb', 'model/gltf-binary', glb)).data).toMatchObject({
      kind: 'glb',
      contentType: 'model/gltf-binary',
    });
    expect((await up('fake.png', 'image/png', Buffer.from('not an image at all'))).code).toBe(ErrorCode.FILE_TYPE_NOT_ALLOWED);
    expect(
      (await up('a.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'))).code,
    ).toBe(ErrorCode.FILE_TYPE_NOT_ALLOWED);
  });

  it('airdrops: progress is listed, and once claimed the limit cannot go below the claims', async () => {
    const editor = sessions.editor!;
    const made = json<{ key: string; id: number }>(
      await consoleCall(t.app, consoleSaveAirdrop, editor, {
        body: {
          key: 'http-drop',
          collectionId,
          audience: 'all',
          quantityPerUser: 1,
          claimsLimit: 5,
          startsAt: t.clock(),
          endsAt: t.clock() + 3_600_000,
        },
      }),
    );
    expect(made.code).toBe(0);
    await t.db.kysely.updateTable('airdrops').set({ claimed_count: 3 }).where('id', '=', made.data.id).execute();
    const list = json<{ airdrops: { key: string; claimed: number; claimsLimit: number }[] }>(
      await consoleCall(t.app, consoleListAirdrops, editor),
    );
    expect(list.data.airdrops.find((a) => a.key === 'http-drop')).toMatchObject({ claimed: 3, claimsLimit: 5 });
    const lower = json(
      await consoleCall(t.app, consoleSaveAirdrop, editor, {
        body: {
          key: 'http-drop',
          collectionId,
          audience: 'all',
          quantityPerUser: 1,
          claimsLimit: 2,
          startsAt: t.clock(),
          endsAt: t.clock() + 3_600_000,
        },
      }),
    );
    expect(lower.code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('categories: a child under a root; an unknown parent is NOT_FOUND', async () => {
    const editor = sessions.editor!;
    const root = json<{ id: number }>(
      await consoleCall(t.app, consoleSaveCategory, editor, { body: { name: { en: 'Sculpture' } } }),
    );
    const child = json<{ id: number }>(
      await consoleCall(t.app, consoleSaveCategory, editor, {
        body: { parentId: root.data.id, name: { en: 'Bronze', 'zh-CN': '青铜' } },
      }),
    );
    expect(child.code).toBe(0);
    const list = json<{ categories: { id: number; parentId: number | null; name: Record<string, string> }[] }>(
      await consoleCall(t.app, consoleListCategories, editor),
    );
    expect(list.data.categories.find((c) => c.id === child.data.id)).toMatchObject({
      parentId: root.data.id,
      name: { en: 'Bronze', 'zh-CN': '青铜' },
    });
    const orphan = json(await consoleCall(t.app, consoleSaveCategory, editor, { body: { parentId: 999999, name: { en: 'x' } } }));
    expect(orphan.code).toBe(ErrorCode.NOT_FOUND);
  });
});
