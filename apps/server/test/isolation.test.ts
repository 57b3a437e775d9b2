import { categoryTree, ErrorCode, shorten, uploadFile } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createTestApp, createUserWithSession, DB_KIND, type TestApp } from './helpers';
import { makePng, multipart } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`tenant isolation (${DB_KIND})`, () => {
  it("one tenant's categories never appear on another's host", async () => {
    const demo = body<{ id: number }[]>(await call(t.app, categoryTree));
    const aurora = body<{ id: number }[]>(await call(t.app, categoryTree, { host: 'aurora.localhost' }));
    const ids = (nodes: { id: number; children?: { id: number }[] }[]) =>
      nodes.flatMap((n) => [n.id, ...(n.children ?? []).map((c) => c.id)]);
    const shared = ids(demo.data).filter((id) => ids(aurora.data).includes(id));
    expect(shared).toEqual([]);
  });

  it("one tenant's file is not found on another's host", async () => {
    const { token } = await createUserWithSession(t, 'demo');
    const mp = multipart('file', 'a.png', 'image/png', makePng());
    const up = body<{ url: string }>(
      await call(t.app, uploadFile, { token, headers: { 'content-type': mp.contentType }, body: mp.payload }),
    );
    expect(up.code).toBe(0);
    expect((await t.app.inject({ url: up.data.url, headers: { host: 'localhost' } })).statusCode).toBe(200);
    const other = await t.app.inject({ url: up.data.url, headers: { host: 'aurora.localhost' } });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe(ErrorCode.NOT_FOUND);
  });

  it("one tenant's session token is not valid on another's host", async () => {
    const { token } = await createUserWithSession(t, 'demo');
    const mp = multipart('file', 'a.png', 'image/png', makePng());
    const res = await call(t.app, uploadFile, {
      host: 'aurora.localhost',
      token,
      headers: { 'content-type': mp.contentType },
      body: mp.payload,
    });
    expect(body(res).code).toBe(ErrorCode.SESSION_EXPIRED);
  });

  it("one tenant's short link does not resolve on another's host", async () => {
    const s = body<{ code: string }>(await call(t.app, shorten, { body: { url: '/#/pages/market/index' } }));
    expect(s.code).toBe(0);
    expect((await t.app.inject({ url: `/s/${s.data.code}`, headers: { host: 'localhost' } })).statusCode).toBe(302);
    expect((await t.app.inject({ url: `/s/${s.data.code}`, headers: { host: 'aurora.localhost' } })).statusCode).toBe(404);
  });
});
