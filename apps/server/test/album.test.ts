import {
  consoleAlbumPreviewToken,
  consoleDeleteAlbum,
  consoleDeleteTrend,
  consoleGetAlbum,
  consoleListAlbums,
  consoleListTrends,
  consoleSaveAlbum,
  consoleSaveTrend,
  consoleSetAlbumStatus,
  consoleUploadMedia,
  ErrorCode,
  getAlbum,
  getAlbumPreview,
  getTrend,
  listAlbums,
  listTrends,
  type AlbumCard,
  type AlbumDetail,
  type AlbumPreview,
  type CallDefinition,
  type ConsoleAlbum,
  type ConsoleTrend,
  type Trend,
} from '@curio/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAlbums } from '../src/seed/demo-albums';
import { auditRows, consoleCall, hostOf, signInConsole, type ConsoleSession } from './console-helpers';
import { makePng, multipart } from './fixtures';
import { body, call, createTestApp, tenantIdOf, type TestApp } from './helpers';

// Project albums and their posts (issue 20, decision 047), over HTTP on both databases: the console writes
// (owner, editor; support and finance read), every write audited; the storefront sees published albums and
// published posts only, of its own tenant; the live preview reads a draft by a short-lived token.

let t: TestApp;
let editor: ConsoleSession;
let owner: ConsoleSession;
let support: ConsoleSession;
let finance: ConsoleSession;
let demoOwner: ConsoleSession;
let host: string;
let demoHost: string;
let image: string;
let image2: string;
let video: string;
let demoImage: string;
let listed: number[];
let unlisted: number;
let demoCollection: number;

const env = <T>(res: LightMyRequestResponse) => body<T>(res);
const ok = <T>(res: LightMyRequestResponse): T => {
  const b = body<T>(res);
  expect(b.code, b.msg).toBe(0);
  return b.data;
};

async function upload(who: ConsoleSession, name: string, type: string, content: Buffer): Promise<string> {
  const mp = multipart('file', name, type, content);
  return ok<{ url: string }>(
    await consoleCall(t.app, consoleUploadMedia, who, { body: mp.payload, headers: { 'content-type': mp.contentType } }),
  ).url;
}

const storefront = (
  def: CallDefinition,
  o: { host?: string; query?: Record<string, string | number>; params?: Record<string, string> } = {},
) => call(t.app, def, { host: o.host ?? host, lang: 'en', query: o.query, params: o.params });

const albumBody = (over: Record<string, unknown> = {}) => ({
  title: { en: 'Harbour lights', 'zh-CN': '港口灯火' },
  coverUrl: image,
  description: { en: '<p>The <b>harbour</b> at night.</p>' },
  collectionIds: listed.slice(0, 2),
  sort: 5,
  ...over,
});

async function saveAlbum(over: Record<string, unknown> = {}, who: ConsoleSession = editor) {
  return ok<ConsoleAlbum>(await consoleCall(t.app, consoleSaveAlbum, who, { body: albumBody(over) }));
}
async function setStatus(id: number, status: 'draft' | 'published', who: ConsoleSession = editor) {
  return ok<ConsoleAlbum>(await consoleCall(t.app, consoleSetAlbumStatus, who, { params: { id }, body: { status } }));
}
async function saveTrend(albumId: number, b: Record<string, unknown>, who: ConsoleSession = editor) {
  return consoleCall(t.app, consoleSaveTrend, who, {
    params: { id: albumId },
    body: { text: 'A post', images: [], videoUrl: null, status: 'published', ...b },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  [editor, owner, support, finance, demoOwner] = await Promise.all([
    signInConsole(t.app, { tenant: 'aurora', role: 'editor' }),
    signInConsole(t.app, { tenant: 'aurora', role: 'owner' }),
    signInConsole(t.app, { tenant: 'aurora', role: 'support' }),
    signInConsole(t.app, { tenant: 'aurora', role: 'finance' }),
    signInConsole(t.app, { tenant: 'demo', role: 'owner' }),
  ]);
  host = await hostOf(t.app, 'aurora');
  demoHost = await hostOf(t.app, 'demo');
  image = await upload(editor, 'a.png', 'image/png', makePng(4, 4, [200, 40, 40]));
  image2 = await upload(editor, 'b.png', 'image/png', makePng(4, 4, [40, 200, 40]));
  video = await upload(
    editor,
    'clip.mp4',
    'video/mp4',
    Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]),
  );
  demoImage = await upload(demoOwner, 'd.png', 'image/png', makePng(4, 4, [40, 40, 200]));
  const aurora = await tenantIdOf(t.db, 'aurora');
  const rows = await t.db.kysely
    .selectFrom('collections')
    .select('id')
    .where('tenant_id', '=', aurora)
    .where('listed', '=', 1)
    .orderBy('id')
    .limit(4)
    .execute();
  listed = rows.slice(0, 3).map((r) => r.id);
  // One of the tenant's collections taken off the shelf: an album may name it, the storefront skips its card.
  unlisted = rows[3]!.id;
  await t.db.kysely.updateTable('collections').set({ listed: 0 }).where('id', '=', unlisted).execute();
  const demo = await tenantIdOf(t.db, 'demo');
  demoCollection = (
    await t.db.kysely.selectFrom('collections').select('id').where('tenant_id', '=', demo).limit(1).executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t?.close();
});

describe('albums in the console and the storefront', () => {
  it('seeds one published album with three posts on each demo tenant, once', async () => {
    expect(await seedDemoAlbums(t.app)).toEqual(['demo', 'aurora']);
    expect(await seedDemoAlbums(t.app)).toEqual([]);
    for (const h of [host, demoHost]) {
      const page = ok<{ items: AlbumCard[] }>(await storefront(listAlbums, { host: h }));
      expect(page.items).toHaveLength(1);
      const a = page.items[0]!;
      expect(a.title).toBe('Journey of Mountains and Seas');
      expect(a.collectionCount).toBeGreaterThan(0);
      expect(a.latestTrendAt).not.toBeNull();
      const trends = ok<{ items: Trend[] }>(await storefront(listTrends, { host: h, query: { albumId: a.id } }));
      expect(trends.items.map((x) => x.images.length)).toEqual([3, 2, 0]);
    }
  });

  it('a saved album is a draft: sanitized, audited, invisible to users until published, and back to hidden when unpublished', async () => {
    const saved = await saveAlbum({
      description: { en: '<p onclick="x()">Night <script>alert(1)</script><a href="javascript:alert(2)">walk</a></p>' },
      collectionIds: [listed[1], unlisted, listed[0]],
    });
    expect(saved.status).toBe('draft');
    expect(saved.publishedAt).toBeNull();
    expect(saved.description.en).toBe('<p>Night <a>walk</a></p>');
    expect(saved.collectionIds).toEqual([listed[1], unlisted, listed[0]]);
    const audit = (await auditRows(t.app, 'album.create')).find((r) => String(r.target_id) === String(saved.id));
    expect(audit).toBeDefined();

    expect(env(await storefront(getAlbum, { params: { id: String(saved.id) } })).code).toBe(ErrorCode.ALBUM_NOT_FOUND);
    expect(env(await storefront(listTrends, { query: { albumId: saved.id } })).code).toBe(ErrorCode.ALBUM_NOT_FOUND);
    const listedNow = ok<{ items: AlbumCard[] }>(await storefront(listAlbums));
    expect(listedNow.items.map((a) => a.id)).not.toContain(saved.id);

    const published = await setStatus(saved.id, 'published');
    expect(published.publishedAt).toBeGreaterThan(0);
    expect((await auditRows(t.app, 'album.publish')).some((r) => String(r.target_id) === String(saved.id))).toBe(true);
    const detail = ok<AlbumDetail>(await storefront(getAlbum, { params: { id: String(saved.id) } }));
    expect(detail.title).toBe('Harbour lights');
    expect(detail.descriptionHtml).toBe('<p>Night <a>walk</a></p>');
    expect(detail.summary).toBe('Night walk');
    // The on-shelf collections as catalogue cards, in the operator's order; the unlisted one left out.
    expect(detail.collections.map((c) => c.id)).toEqual([listed[1], listed[0]]);
    expect(detail.collectionCount).toBe(3);
    // In another language when the operator wrote one.
    const zh = body<AlbumDetail>(await call(t.app, getAlbum, { host, lang: 'zh-CN', params: { id: String(saved.id) } }));
    expect(zh.data.title).toBe('港口灯火');

    await setStatus(saved.id, 'draft');
    expect((await auditRows(t.app, 'album.unpublish')).some((r) => String(r.target_id) === String(saved.id))).toBe(true);
    expect(env(await storefront(getAlbum, { params: { id: String(saved.id) } })).code).toBe(ErrorCode.ALBUM_NOT_FOUND);
    // Published again: the first publication time stays.
    expect((await setStatus(saved.id, 'published')).publishedAt).toBe(published.publishedAt);
  });

  it('refuses another tenant collection, a cover or video not of the tenant uploads, and unknown albums', async () => {
    expect(
      env(await consoleCall(t.app, consoleSaveAlbum, editor, { body: albumBody({ collectionIds: [demoCollection] }) })).code,
    ).toBe(ErrorCode.ALBUM_COLLECTION_INVALID);
    expect(env(await consoleCall(t.app, consoleSaveAlbum, editor, { body: albumBody({ coverUrl: demoImage }) })).code).toBe(
      ErrorCode.ALBUM_MEDIA_INVALID,
    );
    expect(env(await consoleCall(t.app, consoleSaveAlbum, editor, { body: albumBody({ coverUrl: video }) })).code).toBe(
      ErrorCode.ALBUM_MEDIA_INVALID,
    );
    expect(
      env(
        await consoleCall(t.app, consoleSaveAlbum, editor, { body: albumBody({ coverUrl: 'https://elsewhere.example/x.png' }) }),
      ).code,
    ).toBe(ErrorCode.ALBUM_MEDIA_INVALID);
    expect(env(await consoleCall(t.app, consoleSaveAlbum, editor, { body: albumBody({ id: 999_999 }) })).code).toBe(
      ErrorCode.ALBUM_NOT_FOUND,
    );
    expect(env(await consoleCall(t.app, consoleGetAlbum, editor, { params: { id: 'abc' } })).code).toBe(
      ErrorCode.ALBUM_NOT_FOUND,
    );
    expect(env(await consoleCall(t.app, consoleSaveAlbum, editor, { body: albumBody({ title: {} }) })).code).not.toBe(0);
  });

  it('posts: 140 characters, at most 9 images, text or an image; drafts and posts of draft albums are invisible', async () => {
    const album = await saveAlbum();
    await setStatus(album.id, 'published');
    const long = 'x'.repeat(141);
    expect(env(await saveTrend(album.id, { text: long })).code).toBe(ErrorCode.TEXT_TOO_LONG);
    const full = ok<ConsoleTrend>(await saveTrend(album.id, { text: '好'.repeat(140) }));
    expect([...full.text]).toHaveLength(140);
    expect(env(await saveTrend(album.id, { images: Array(10).fill(image) })).code).toBe(ErrorCode.ALBUM_TREND_TOO_MANY_IMAGES);
    expect(env(await saveTrend(album.id, { text: '', images: [] })).code).toBe(ErrorCode.ALBUM_TREND_EMPTY);
    expect(env(await saveTrend(album.id, { text: '   ', images: [] })).code).toBe(ErrorCode.ALBUM_TREND_EMPTY);
    expect(env(await saveTrend(album.id, { images: [demoImage] })).code).toBe(ErrorCode.ALBUM_MEDIA_INVALID);
    expect(env(await saveTrend(album.id, { images: [video] })).code).toBe(ErrorCode.ALBUM_MEDIA_INVALID);
    expect(env(await saveTrend(album.id, { videoUrl: image })).code).toBe(ErrorCode.ALBUM_MEDIA_INVALID);

    const nine = ok<ConsoleTrend>(await saveTrend(album.id, { text: '', images: Array(9).fill(image2), videoUrl: video }));
    expect(nine.images).toHaveLength(9);
    expect(nine.publishedAt).not.toBeNull();
    const draft = ok<ConsoleTrend>(await saveTrend(album.id, { text: 'Not yet', status: 'draft' }));
    expect(draft.publishedAt).toBeNull();
    expect((await auditRows(t.app, 'trend.create')).some((r) => String(r.target_id) === String(draft.id))).toBe(true);

    const shown = ok<{ items: Trend[] }>(await storefront(listTrends, { query: { albumId: album.id } }));
    expect(shown.items.map((x) => x.id)).toEqual([nine.id, full.id]);
    expect(shown.items[0]).toMatchObject({ text: '', videoUrl: video, albumId: album.id });
    expect(env(await storefront(getTrend, { params: { id: String(draft.id) } })).code).toBe(ErrorCode.ALBUM_TREND_NOT_FOUND);
    const one = ok<Trend & { albumTitle: string }>(await storefront(getTrend, { params: { id: String(full.id) } }));
    expect(one.albumTitle).toBe('Harbour lights');

    // The draft published by a save: visible; edited back to a draft: gone, its first publication kept.
    const pub = ok<ConsoleTrend>(await saveTrend(album.id, { id: draft.id, text: 'Now', status: 'published' }));
    expect(ok<Trend>(await storefront(getTrend, { params: { id: String(draft.id) } })).text).toBe('Now');
    expect((await auditRows(t.app, 'trend.update')).some((r) => String(r.target_id) === String(draft.id))).toBe(true);
    const back = ok<ConsoleTrend>(await saveTrend(album.id, { id: draft.id, text: 'Later', status: 'draft' }));
    expect(back.publishedAt).toBe(pub.publishedAt);
    expect(env(await storefront(getTrend, { params: { id: String(draft.id) } })).code).toBe(ErrorCode.ALBUM_TREND_NOT_FOUND);

    // The album unpublished: its posts are gone from the storefront too.
    await setStatus(album.id, 'draft');
    expect(env(await storefront(getTrend, { params: { id: String(full.id) } })).code).toBe(ErrorCode.ALBUM_TREND_NOT_FOUND);
    expect(env(await storefront(listTrends, { query: { albumId: album.id } })).code).toBe(ErrorCode.ALBUM_NOT_FOUND);

    // The console lists every post, drafts too; a post is edited only through its own album.
    const rows = ok<{ rows: ConsoleTrend[] }>(
      await consoleCall(t.app, consoleListTrends, support, { params: { id: album.id } }),
    ).rows;
    expect(rows.map((r) => r.id).sort()).toEqual([full.id, nine.id, draft.id].sort());
    const other = await saveAlbum();
    expect(env(await saveTrend(other.id, { id: full.id, text: 'moved' })).code).toBe(ErrorCode.ALBUM_TREND_NOT_FOUND);

    ok(await consoleCall(t.app, consoleDeleteTrend, owner, { params: { id: full.id } }));
    expect((await auditRows(t.app, 'trend.delete')).some((r) => String(r.target_id) === String(full.id))).toBe(true);
    expect(env(await consoleCall(t.app, consoleDeleteTrend, owner, { params: { id: full.id } })).code).toBe(
      ErrorCode.ALBUM_TREND_NOT_FOUND,
    );
  });

  it('the live preview shows a draft album with its draft posts by a token of its tenant, for 30 minutes', async () => {
    const album = await saveAlbum({ title: { en: 'Work in progress' } });
    const post = ok<ConsoleTrend>(await saveTrend(album.id, { text: 'Draft post', status: 'draft' }));
    const tok = ok<{ token: string; expiresAt: number; path: string }>(
      await consoleCall(t.app, consoleAlbumPreviewToken, support, { params: { id: album.id } }),
    );
    expect(tok.path).toBe(`/pages/album/indexView?album=${tok.token}`);
    const preview = ok<AlbumPreview>(await storefront(getAlbumPreview, { query: { token: tok.token } }));
    expect(preview.album).toMatchObject({ id: album.id, title: 'Work in progress', status: 'draft', publishedAt: 0 });
    expect(preview.album.collections.map((c) => c.id)).toEqual(listed.slice(0, 2));
    expect(preview.trends).toEqual([expect.objectContaining({ id: post.id, text: 'Draft post', status: 'draft' })]);
    // A save shows in the next read (the console's refresh message).
    await saveAlbum({ id: album.id, title: { en: 'Almost done' } });
    expect(ok<AlbumPreview>(await storefront(getAlbumPreview, { query: { token: tok.token } })).album.title).toBe('Almost done');

    expect(env(await storefront(getAlbumPreview, { host: demoHost, query: { token: tok.token } })).code).toBe(
      ErrorCode.ALBUM_PREVIEW_INVALID,
    );
    expect(env(await storefront(getAlbumPreview, { query: { token: 'nope' } })).code).toBe(ErrorCode.ALBUM_PREVIEW_INVALID);
    t.clock.advance(31 * 60_000);
    try {
      expect(env(await storefront(getAlbumPreview, { query: { token: tok.token } })).code).toBe(ErrorCode.ALBUM_PREVIEW_INVALID);
    } finally {
      t.clock.advance(-31 * 60_000);
    }
  });

  it("another tenant's albums and posts are invisible, in the storefront and the console", async () => {
    const album = await saveAlbum();
    await setStatus(album.id, 'published');
    const post = ok<ConsoleTrend>(await saveTrend(album.id, { text: 'Hello' }));
    expect(env(await storefront(getAlbum, { host: demoHost, params: { id: String(album.id) } })).code).toBe(
      ErrorCode.ALBUM_NOT_FOUND,
    );
    expect(env(await storefront(listTrends, { host: demoHost, query: { albumId: album.id } })).code).toBe(
      ErrorCode.ALBUM_NOT_FOUND,
    );
    expect(env(await storefront(getTrend, { host: demoHost, params: { id: String(post.id) } })).code).toBe(
      ErrorCode.ALBUM_TREND_NOT_FOUND,
    );
    const demoList = ok<{ items: AlbumCard[] }>(await storefront(listAlbums, { host: demoHost, query: { limit: 50 } }));
    expect(demoList.items.map((a) => a.id)).not.toContain(album.id);
    for (const [def, o] of [
      [consoleGetAlbum, { params: { id: album.id } }],
      [consoleSetAlbumStatus, { params: { id: album.id }, body: { status: 'draft' } }],
      [consoleDeleteAlbum, { params: { id: album.id } }],
      [consoleListTrends, { params: { id: album.id } }],
      [consoleAlbumPreviewToken, { params: { id: album.id } }],
      [consoleSaveAlbum, { body: albumBody({ id: album.id, coverUrl: demoImage, collectionIds: [] }) }],
    ] as const) {
      expect(env(await consoleCall(t.app, def, demoOwner, o)).code, def.operationId).toBe(ErrorCode.ALBUM_NOT_FOUND);
    }
    expect(env(await consoleCall(t.app, consoleDeleteTrend, demoOwner, { params: { id: post.id } })).code).toBe(
      ErrorCode.ALBUM_TREND_NOT_FOUND,
    );
    const demoRows = ok<{ rows: { id: number }[] }>(await consoleCall(t.app, consoleListAlbums, demoOwner)).rows;
    expect(demoRows.map((r) => r.id)).not.toContain(album.id);
    expect(ok<ConsoleAlbum>(await consoleCall(t.app, consoleGetAlbum, editor, { params: { id: album.id } })).status).toBe(
      'published',
    );
  });

  it('support and finance read; only owner and editor write', async () => {
    const album = await saveAlbum();
    for (const who of [support, finance]) {
      expect(ok<{ rows: { id: number }[] }>(await consoleCall(t.app, consoleListAlbums, who)).rows.map((r) => r.id)).toContain(
        album.id,
      );
      ok(await consoleCall(t.app, consoleGetAlbum, who, { params: { id: album.id } }));
      ok(await consoleCall(t.app, consoleListTrends, who, { params: { id: album.id } }));
      for (const [def, o] of [
        [consoleSaveAlbum, { body: albumBody() }],
        [consoleSetAlbumStatus, { params: { id: album.id }, body: { status: 'published' } }],
        [consoleDeleteAlbum, { params: { id: album.id } }],
        [consoleSaveTrend, { params: { id: album.id }, body: { text: 'x', images: [], videoUrl: null, status: 'draft' } }],
        [consoleDeleteTrend, { params: { id: 1 } }],
      ] as const) {
        expect(env(await consoleCall(t.app, def, who, o)).code, `${who.role} ${def.operationId}`).toBe(
          ErrorCode.CONSOLE_FORBIDDEN,
        );
      }
    }
    // A storefront session is no console session.
    expect(env(await consoleCall(t.app, consoleListAlbums, { host })).code).not.toBe(0);
  });

  it('deleting an album removes its posts; audited', async () => {
    const album = await saveAlbum();
    await setStatus(album.id, 'published');
    const post = ok<ConsoleTrend>(await saveTrend(album.id, { text: 'Bye' }));
    ok(await consoleCall(t.app, consoleDeleteAlbum, owner, { params: { id: album.id } }));
    expect((await auditRows(t.app, 'album.delete')).some((r) => String(r.target_id) === String(album.id))).toBe(true);
    expect(env(await storefront(getAlbum, { params: { id: String(album.id) } })).code).toBe(ErrorCode.ALBUM_NOT_FOUND);
    expect(env(await storefront(getTrend, { params: { id: String(post.id) } })).code).toBe(ErrorCode.ALBUM_TREND_NOT_FOUND);
    expect(await t.db.kysely.selectFrom('album_trends').select('id').where('album_id', '=', album.id).execute()).toEqual([]);
  });

  it('pages albums (sort, then newest) and posts (newest first) without repeats or gaps', async () => {
    const album = await saveAlbum({ sort: 9000 });
    await setStatus(album.id, 'published');
    const made: number[] = [];
    for (let i = 0; i < 12; i++) {
      made.push(ok<ConsoleTrend>(await saveTrend(album.id, { text: `Post ${i}` })).id);
      t.clock.advance(i % 3 === 0 ? 0 : 1_000); // some posts share a millisecond: the id breaks the tie
    }
    const seen: number[] = [];
    let before: string | null | undefined;
    let pages = 0;
    do {
      const page: { items: Trend[]; nextBefore: string | null } = ok(
        await storefront(listTrends, { query: { albumId: album.id, limit: 5, ...(before ? { before } : {}) } }),
      );
      seen.push(...page.items.map((x) => x.id));
      before = page.nextBefore;
      pages++;
    } while (before && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([...made].reverse());
    expect(env(await storefront(listTrends, { query: { albumId: album.id, before: 'broken!' } })).code).toBe(
      ErrorCode.VALIDATION_FAILED,
    );

    const all: number[] = [];
    before = undefined;
    do {
      const page: { items: AlbumCard[]; nextBefore: string | null } = ok(
        await storefront(listAlbums, { query: { limit: 2, ...(before ? { before } : {}) } }),
      );
      all.push(...page.items.map((a) => a.id));
      before = page.nextBefore;
    } while (before);
    expect(new Set(all).size).toBe(all.length);
    // The one with the largest sort comes last; its card shows the newest post's time.
    expect(all[all.length - 1]).toBe(album.id);
    const rows = ok<{ rows: { id: number; status: string }[] }>(await consoleCall(t.app, consoleListAlbums, editor)).rows;
    expect(all).toEqual(rows.filter((r) => r.status === 'published').map((r) => r.id));
  });
});
