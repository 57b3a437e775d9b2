import { consoleGetBrand, consoleSaveBrandDraft, consoleUploadBrandLogo, ErrorCode, getBrandPreview } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, consoleCall, signInConsole, type ConsoleSession } from './console-helpers';
import { makePng, multipart } from './fixtures';
import { body, call, createTestApp, type TestApp } from './helpers';

// The brand's logo upload (issue 17): an image only, sniffed from its bytes, within the upload limit
// (the file module's rules), audited; its URL goes into the draft and the preview shows it. Owners and
// platform admins (the brand's writers) may; an editor and another tenant's operator may not.

let t: TestApp;
let owner: ConsoleSession;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_MB: '1' });
  owner = await signInConsole(t.app, { tenant: 'aurora', role: 'owner' });
});
afterAll(async () => {
  await t?.close();
});

type Envelope<T> = { code: number; msg: string; data: T };
const upload = async (
  who: { headers: Record<string, string> } | { host: string },
  name: string,
  type: string,
  content: Buffer,
) => {
  const mp = multipart('file', name, type, content);
  const res = await consoleCall(t.app, consoleUploadBrandLogo, who, {
    body: mp.payload,
    headers: { 'content-type': mp.contentType },
  });
  return res.json() as Envelope<{ id: string; url: string; contentType: string; size: number }>;
};

describe('the brand logo upload', () => {
  it('stores an image by its bytes (not its name), audits it, and the draft and preview name its URL', async () => {
    const png = makePng(8, 8, [194, 24, 91]);
    const up = await upload(owner, 'logo.jpg', 'image/jpeg', png);
    expect(up.code, up.msg).toBe(0);
    expect(up.data).toMatchObject({ contentType: 'image/png', size: png.length });
    expect(up.data.url).toBe(`/api/file/download/${up.data.id}`);

    // The stored file is served on the tenant's host, byte for byte.
    const file = await t.app.inject({ method: 'GET', url: up.data.url, headers: { host: owner.host } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.rawPayload, png)).toBe(0);

    const audit = await auditRows(t.app, 'brand.logo.upload');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target_type: 'file', target_id: up.data.id, operator_id: owner.operatorId });

    // The draft holds the URL; the preview reads it.
    const start = (await consoleCall(t.app, consoleGetBrand, owner)).json() as Envelope<{
      published: { logoUrl: string } & Record<string, unknown>;
    }>;
    const saved = (
      await consoleCall(t.app, consoleSaveBrandDraft, owner, { body: { ...start.data.published, logoUrl: up.data.url } })
    ).json() as Envelope<{ previewToken: string; draft: { logoUrl: string } }>;
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data.draft.logoUrl).toBe(up.data.url);
    const preview = body<{ logoUrl: string }>(
      await call(t.app, getBrandPreview, { host: owner.host, query: { token: saved.data.previewToken } }),
    );
    expect(preview.data.logoUrl).toBe(up.data.url);
  });

  it('refuses what is not an image (a video, an SVG, a renamed text) and an image over the limit, without a row', async () => {
    const before = (await auditRows(t.app, 'brand.logo.upload')).length;
    const files = await t.db.kysely
      .selectFrom('files')
      .select((e) => e.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]);
    expect((await upload(owner, 'logo.mp4', 'video/mp4', mp4)).code).toBe(ErrorCode.FILE_TYPE_NOT_ALLOWED);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(owner, 'logo.svg', 'image/svg+xml', svg)).code).toBe(ErrorCode.FILE_TYPE_NOT_ALLOWED);
    expect((await upload(owner, 'logo.png', 'image/png', Buffer.from('not an image at all'))).code).toBe(
      ErrorCode.FILE_TYPE_NOT_ALLOWED,
    );
    const big = makePng(4, 4, [0, 0, 0], 1024 * 1024 + 10);
    expect((await upload(owner, 'big.png', 'image/png', big)).code).toBe(ErrorCode.FILE_TOO_LARGE);
    expect(await auditRows(t.app, 'brand.logo.upload')).toHaveLength(before);
    const after = await t.db.kysely
      .selectFrom('files')
      .select((e) => e.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(files.n));
  });

  it("refuses an editor, support, another tenant's operator and a signed-out caller; a platform admin may", async () => {
    const png = makePng();
    for (const role of ['editor', 'support', 'finance'] as const) {
      const who = await signInConsole(t.app, { tenant: 'aurora', role });
      expect((await upload(who, 'logo.png', 'image/png', png)).code, role).toBe(ErrorCode.CONSOLE_FORBIDDEN);
    }
    const other = await signInConsole(t.app, { tenant: 'demo', role: 'owner' });
    expect((await upload({ headers: { ...other.headers, host: owner.host } }, 'logo.png', 'image/png', png)).code).toBe(
      ErrorCode.CONSOLE_LOGIN_REQUIRED,
    );
    expect((await upload({ host: owner.host }, 'logo.png', 'image/png', png)).code).toBe(ErrorCode.CONSOLE_LOGIN_REQUIRED);
    const admin = await signInConsole(t.app, { tenant: 'aurora', role: 'platformAdmin' });
    expect((await upload(admin, 'logo.png', 'image/png', png)).code).toBe(0);
  });
});
