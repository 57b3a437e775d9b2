import {
  consoleGetBrand,
  consoleGetCreatorDecoration,
  consoleGetHomeDecoration,
  consoleGetTenantDocuments,
  consolePublishBrand,
  consolePublishCreator,
  consolePublishHome,
  consoleSaveBrandDraft,
  consoleSaveCreatorDraft,
  consoleSaveHomeDraft,
  consoleSaveTenantDocuments,
  ErrorCode,
  getBrandPreview,
  type CallDefinition,
} from '@curio/contract';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { migrationProvider } from '../src/db/migrations/index';
import { auditRows, consoleCall, signInConsole, type ConsoleSession } from './console-helpers';
import { body, call, createTestApp, createTestDatabase, DB_KIND, type TestApp } from './helpers';

// Publishing a console draft is one flow in one transaction (issue 30, decision 057): the draft read, the
// owner's step (the tenant module's, the catalogue's), the draft cleared and the audit row written — a
// failing step takes none of it, and the audit row exists exactly when the publish committed.

let t: TestApp;
let owner: ConsoleSession;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInConsole(t.app, { tenant: 'aurora', role: 'owner' });
});
afterAll(async () => {
  await t?.close();
});

interface View<Doc> {
  published: Doc;
  draft: Doc | null;
  previewToken: string | null;
}

async function read<T>(def: CallDefinition, query?: Record<string, string | number>): Promise<T> {
  const b = (await consoleCall(t.app, def, owner, query ? { query } : {})).json() as { code: number; msg: string; data: T };
  expect(b.code, b.msg).toBe(0);
  return b.data;
}

async function send<T>(def: CallDefinition, payload?: unknown): Promise<{ code: number; data: T }> {
  return (await consoleCall(t.app, def, owner, payload === undefined ? {} : { body: payload })).json() as {
    code: number;
    data: T;
  };
}

/** The owner's step writes, then fails: the flow's one transaction must take the write back. */
function failAfterWriting(face: object, method: string) {
  const target = face as Record<string, (...a: unknown[]) => Promise<void>>;
  const real = target[method]!.bind(face);
  return vi.spyOn(target, method).mockImplementationOnce(async (...args: unknown[]) => {
    await real(...args);
    throw new Error('the owner step failed');
  });
}

describe('publishing a draft (one flow, one transaction)', () => {
  it('brand: a failing tenant step leaves the draft, its token, the published brand and no audit row; then it commits', async () => {
    const start = await read<View<{ platformName: string }>>(consoleGetBrand);
    const draft = { ...start.published, platformName: 'Aurora Flow' };
    const saved = await send<View<{ platformName: string }>>(consoleSaveBrandDraft, draft);
    expect(saved.code).toBe(0);
    const token = saved.data.previewToken!;
    const audits = (await auditRows(t.app, 'brand.publish')).length;

    const spy = failAfterWriting(t.app.tenant.brand, 'publish');
    expect((await send(consolePublishBrand)).code).not.toBe(0);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    const after = await read<View<{ platformName: string }>>(consoleGetBrand);
    expect(after.published.platformName).toBe(start.published.platformName);
    expect(after.draft?.platformName).toBe('Aurora Flow');
    expect(after.previewToken).toBe(token);
    expect(body(await call(t.app, getBrandPreview, { host: owner.host, query: { token } })).code).toBe(0);
    expect(await auditRows(t.app, 'brand.publish')).toHaveLength(audits);

    const published = await send<View<{ platformName: string }>>(consolePublishBrand);
    expect(published.code).toBe(0);
    expect(published.data).toMatchObject({ draft: null, previewToken: null, published: { platformName: 'Aurora Flow' } });
    const rows = await auditRows(t.app, 'brand.publish');
    expect(rows).toHaveLength(audits + 1);
    expect(JSON.parse(rows[0]!.after_json)).toMatchObject({ platformName: 'Aurora Flow' });
    // The draft's token went with it.
    expect(body(await call(t.app, getBrandPreview, { host: owner.host, query: { token } })).code).toBe(
      ErrorCode.BRAND_PREVIEW_INVALID,
    );
    // Nothing left to publish.
    expect((await send(consolePublishBrand)).code).toBe(ErrorCode.BRAND_NO_DRAFT);
    expect(await auditRows(t.app, 'brand.publish')).toHaveLength(audits + 1);
  });

  it('home: a failing catalogue step leaves the draft and the published decoration; then it commits', async () => {
    const start = await read<View<{ hotWords: { en?: string }[] }>>(consoleGetHomeDecoration);
    const draft = { ...start.published, hotWords: [{ en: 'flow-word' }] };
    expect((await send(consoleSaveHomeDraft, draft)).code).toBe(0);

    const spy = failAfterWriting(t.app.catalogue.homeAdmin, 'publish');
    expect((await send(consolePublishHome)).code).not.toBe(0);
    spy.mockRestore();
    const after = await read<View<{ hotWords: { en?: string }[] }>>(consoleGetHomeDecoration);
    expect(after.published.hotWords).toEqual(start.published.hotWords);
    expect(after.draft?.hotWords).toEqual([{ en: 'flow-word' }]);
    expect(await auditRows(t.app, 'home.publish')).toHaveLength(0);

    expect((await send(consolePublishHome)).code).toBe(0);
    expect((await read<View<{ hotWords: { en?: string }[] }>>(consoleGetHomeDecoration)).published.hotWords).toEqual([
      { en: 'flow-word' },
    ]);
    expect(await auditRows(t.app, 'home.publish')).toHaveLength(1);
  });

  it('creator space: a failing catalogue step leaves the draft and the look; then it commits', async () => {
    type Look = { creatorId: number; coverUrl: string };
    const start = await read<View<Look> & { creatorId: number }>(consoleGetCreatorDecoration);
    const look = { ...start.published, coverUrl: '/media/flow-cover.png' };
    expect((await send(consoleSaveCreatorDraft, look)).code).toBe(0);

    const spy = failAfterWriting(t.app.catalogue.homeAdmin, 'publishCreator');
    expect((await send(consolePublishCreator)).code).not.toBe(0);
    spy.mockRestore();
    const after = await read<View<Look>>(consoleGetCreatorDecoration, { creatorId: start.creatorId });
    expect(after.published.coverUrl).toBe(start.published.coverUrl);
    expect(after.draft?.coverUrl).toBe('/media/flow-cover.png');
    expect(await auditRows(t.app, 'creator.publish')).toHaveLength(0);

    const done = await send<View<Look>>(consolePublishCreator);
    expect(done.code).toBe(0);
    expect(done.data).toMatchObject({ draft: null, published: { coverUrl: '/media/flow-cover.png' } });
    expect(await auditRows(t.app, 'creator.publish')).toHaveLength(1);
  });

  it('documents: a failing tenant step writes nothing and no audit row; then they are saved at once', async () => {
    type Docs = { defaultLanguage: string; languages: string[]; documents: { kind: string; title: unknown; html: unknown }[] };
    const start = await read<Docs>(consoleGetTenantDocuments);
    const next = { ...start, languages: [...new Set([...start.languages, 'zh-CN'])], documents: start.documents };
    const audits = (await auditRows(t.app, 'tenant.documents.save')).length;
    const changed = { ...next, documents: next.documents.map((d, i) => (i === 0 ? { ...d, html: { en: '<p>Flow</p>' } } : d)) };

    const spy = failAfterWriting(t.app.tenant.brand, 'saveDocuments');
    expect((await send(consoleSaveTenantDocuments, changed)).code).not.toBe(0);
    spy.mockRestore();
    expect(await read<Docs>(consoleGetTenantDocuments)).toEqual(start);
    expect(await auditRows(t.app, 'tenant.documents.save')).toHaveLength(audits);

    expect((await send(consoleSaveTenantDocuments, changed)).code).toBe(0);
    expect(await auditRows(t.app, 'tenant.documents.save')).toHaveLength(audits + 1);
  });
});

describe(`migration 0028: one preview-token mechanism (${DB_KIND})`, () => {
  it('moves the drafts’ and the albums’ tokens into preview_tokens and drops the old places', { timeout: 60_000 }, async () => {
    const d = await createTestDatabase();
    try {
      const k = d.db.kysely;
      const migrator = new Migrator({ db: k, provider: migrationProvider(d.db.dialect) });
      expect((await migrator.migrateTo('0027-provider-settings')).error).toBeUndefined();
      const tenant = Number(
        (
          await k
            .insertInto('tenants')
            .values({ code: 'tok', platform_name: 'T', app_id: 'tok', settings: '{}', created_at: 1, updated_at: 1 } as never)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
      await sql`insert into console_drafts (tenant_id, kind, body, preview_token, updated_by, updated_at)
        values (${tenant}, 'home', '{}', 'draft-token', null, 1)`.execute(k);
      const album = await sql<{ id: number }>`insert into albums
        (tenant_id, title, cover_url, description, collection_ids, status, sort, published_at, created_at, updated_at)
        values (${tenant}, '{}', '', '{}', '[]', 'draft', 0, null, 1, 1) returning id`.execute(k);
      const albumId = Number(album.rows[0]!.id);
      await sql`insert into album_preview_tokens (token, tenant_id, album_id, expires_at)
        values ('album-token', ${tenant}, ${albumId}, 5000)`.execute(k);

      await migrateToLatest(d.db);
      const rows = await k.selectFrom('preview_tokens').selectAll().orderBy('token').execute();
      expect(rows.map((r) => ({ ...r, expires_at: r.expires_at === null ? null : Number(r.expires_at) }))).toEqual([
        { token: 'album-token', tenant_id: tenant, kind: 'album', subject_id: albumId, expires_at: 5000 },
        { token: 'draft-token', tenant_id: tenant, kind: 'home', subject_id: null, expires_at: null },
      ]);
      const tables = await k.introspection.getTables();
      expect(tables.some((x) => x.name === 'album_preview_tokens')).toBe(false);
      expect(tables.find((x) => x.name === 'console_drafts')!.columns.map((c) => c.name)).not.toContain('preview_token');
    } finally {
      await d.close();
    }
  });
});
