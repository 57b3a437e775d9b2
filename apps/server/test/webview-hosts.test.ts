import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { consoleGetBrand, consolePublishBrand, consoleSaveBrandDraft, ErrorCode, getTenantInfoConfig } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, signInConsole, type ConsoleSession } from './console-helpers';
import { body, call, createTestApp, type TestApp } from './helpers';

// The webview allow-list (issue 20, decision 048): a brand setting the console saves and publishes, the
// storefront reads with the tenant's info, and the tenant's pages may frame (CSP frame-src, per tenant).

interface Brand {
  settings: Record<string, unknown> & { webviewHosts: string[] };
  [k: string]: unknown;
}
interface BrandView {
  published: Brand;
  draft: Brand | null;
}

const PAGE = '<!doctype html><html><head><title>Console</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let dist: string;
let owner: ConsoleSession;
let other: ConsoleSession;
beforeAll(async () => {
  dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'curio-webview-')), 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), PAGE);
  t = await createTestApp({ CONSOLE_DIST: dist });
  owner = await signInConsole(t.app, { tenant: 'aurora', role: 'owner' });
  other = await signInConsole(t.app, { tenant: 'demo', role: 'owner' });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(path.dirname(dist), { recursive: true, force: true });
});

const data = <T>(res: { json: () => unknown }) => {
  const b = res.json() as { code: number; msg: string; data: T };
  expect(b.code, b.msg).toBe(0);
  return b.data;
};

const infoHosts = async (host: string) =>
  body<{ webviewHosts: string[] }>(await call(t.app, getTenantInfoConfig, { host })).data.webviewHosts;

const frameSrc = async (host: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/console/', headers: { host } });
  expect(res.headers['content-type']).toContain('text/html');
  return /frame-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
};

describe('the webview allow-list', () => {
  it('is saved in the draft, reaches the storefront and the page policy when published, for that tenant only', async () => {
    const start = data<BrandView>(await consoleCall(t.app, consoleGetBrand, owner));
    expect(start.published.settings.webviewHosts).toEqual([]);
    expect(await infoHosts(owner.host)).toEqual([]);
    expect(await frameSrc(owner.host)).toBe("'self'");

    const hosts = ['docs.example.com', 'help.aurora-shop.cn'];
    const draft = { ...start.published, settings: { ...start.published.settings, webviewHosts: hosts } };
    const saved = data<BrandView>(await consoleCall(t.app, consoleSaveBrandDraft, owner, { body: draft }));
    expect(saved.draft?.settings.webviewHosts).toEqual(hosts);
    // A draft is not the storefront's.
    expect(await infoHosts(owner.host)).toEqual([]);

    const published = data<BrandView>(await consoleCall(t.app, consolePublishBrand, owner));
    expect(published.published.settings.webviewHosts).toEqual(hosts);
    expect(await infoHosts(owner.host)).toEqual(hosts);
    expect(await frameSrc(owner.host)).toBe("'self' https://docs.example.com https://help.aurora-shop.cn");
    const row = await t.app.db.kysely
      .selectFrom('tenants')
      .select('settings')
      .where('id', '=', owner.tenantId!)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.settings)).toMatchObject({ webviewHosts: hosts, chainChannels: expect.any(Array) });

    // Another tenant's storefront and pages are unchanged.
    expect(await infoHosts(other.host)).toEqual([]);
    expect(await frameSrc(other.host)).toBe("'self'");
  });

  it('refuses a malformed host, a duplicate or too many, and keeps the draft as it was', async () => {
    const before = data<BrandView>(await consoleCall(t.app, consoleGetBrand, other));
    const bad: unknown[] = [
      ['https://docs.example.com'],
      ['docs.example.com/path'],
      ['Docs.Example.com'],
      ['*.example.com'],
      ['localhost'],
      ["a.example.com; script-src 'unsafe-inline'"],
      ['a.example.com', 'a.example.com'],
      Array.from({ length: 21 }, (_, i) => `h${i}.example.com`),
      'docs.example.com',
    ];
    for (const webviewHosts of bad) {
      const res = await consoleCall(t.app, consoleSaveBrandDraft, other, {
        body: { ...before.published, settings: { ...before.published.settings, webviewHosts } },
      });
      expect((res.json() as { code: number }).code, JSON.stringify(webviewHosts)).toBe(ErrorCode.VALIDATION_FAILED);
    }
    const after = data<BrandView>(await consoleCall(t.app, consoleGetBrand, other));
    expect(after.draft).toEqual(before.draft);
    expect(await infoHosts(other.host)).toEqual([]);
  });

  it('reads a draft saved before the setting existed as an empty list', async () => {
    const doc = data<BrandView>(await consoleCall(t.app, consoleGetBrand, other)).published;
    const { webviewHosts: _dropped, ...oldSettings } = doc.settings;
    await t.app.db.kysely
      .insertInto('console_drafts')
      .values({
        tenant_id: other.tenantId!,
        kind: 'brand',
        body: JSON.stringify({ ...doc, settings: oldSettings }),
        updated_by: other.operatorId,
        updated_at: Date.now(),
      })
      .execute();
    await t.app.db.kysely
      .insertInto('preview_tokens')
      .values({
        token: 'old-draft-token-000000000000',
        tenant_id: other.tenantId!,
        kind: 'brand',
        subject_id: null,
        expires_at: null,
      })
      .execute();
    const view = data<BrandView>(await consoleCall(t.app, consoleGetBrand, other));
    expect(view.draft?.settings.webviewHosts).toEqual([]);
  });
});
