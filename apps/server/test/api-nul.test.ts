import { ErrorCode, errorMessage, getHomePreview, refusalEnvelope } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  endsSession,
  openApiDocument,
  operationsOf,
  stringInputs,
  type DocOperation,
  type OpenApiDocument,
  type StringInput,
} from './api-helpers';
import { body, call, createTestApp, DB_KIND, type TestApp } from './helpers';

// Issue 31 item 14 (decision 059): a NUL byte (U+0000) in any string input — a path parameter, a query
// parameter, a body field at any depth, a key — answers TEXT_CHARACTERS_INVALID (4000037) with the field's
// path, HTTP 200, and never reaches a query (PostgreSQL's text cannot hold it: it answered HTTP 500). One
// check for every input: the test walks every operation of the published document, on both databases.

const NUL = '\u0000';
const CODE = ErrorCode.TEXT_CHARACTERS_INVALID;

let t: TestApp;
let doc: OpenApiDocument;
let client: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  doc = await openApiDocument(t);
  client = await ApiClient.create(t);
});
afterAll(async () => {
  await t.close();
});

/** Rows per table (but the shared state's: nonces and counters), to see that nothing changed. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = (await t.db.kysely.introspection.getTables()).map((x) => x.name).filter((n) => !n.startsWith('shared_'));
  const out: Record<string, number> = {};
  for (const name of tables.sort()) {
    const row = await t.db.kysely
      .selectFrom(name as 'users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[name] = Number(row.n);
  }
  return out;
}

async function expectRefused(o: DocOperation, input: StringInput, value: string, lang = 'en') {
  const what = `${o.operationId} ${input.where} ${input.path}`;
  const req = input.request(value);
  const res = await client.send(o, { ...req, headers: { lang } });
  expect(res.statusCode, what).toBe(200);
  const b = res.json<{ code: number; msg: string; data: { issues: { path: string; message: string }[] } }>();
  expect(b.code, `${what}: ${res.body.slice(0, 200)}`).toBe(CODE);
  expect(b.msg, what).toBe(errorMessage(CODE, lang as 'en'));
  expect(b.data.issues[0]?.path, what).toBe(input.path);
  expect(refusalEnvelope.safeParse(b).success, what).toBe(true);
}

describe(`a NUL in any input of any operation (${DB_KIND})`, () => {
  it('every string input of every operation of the document answers 4000037, never a 500, and changes nothing', async () => {
    const ops = operationsOf(doc).sort((a, b) => Number(endsSession(a.operationId)) - Number(endsSession(b.operationId)));
    // Sign the console's roles in before counting rows: a sign-in writes its session.
    for (const o of ops) await client.headersFor(o.operationId);
    const before = await rowCounts();
    let inputs = 0;
    for (const o of ops) {
      for (const input of stringInputs(doc, o)) {
        inputs += 1;
        await expectRefused(o, input, `a${NUL}b`);
      }
    }
    // The walk covered the document: every path and query parameter, every body text.
    expect(ops.length).toBeGreaterThanOrEqual(229);
    expect(inputs).toBeGreaterThan(400);
    expect(await rowCounts()).toEqual(before);
  });

  it('the console previews that answered 500 on PostgreSQL: home, brand, creator and album', async () => {
    const previews = ['getHomePreview', 'getBrandPreview', 'getCreatorPreview', 'getAlbumPreview'];
    for (const id of previews) {
      const o = operationsOf(doc).find((x) => x.operationId === id)!;
      const token = stringInputs(doc, o).find((x) => x.path === 'token')!;
      for (const value of [NUL, `preview-token${NUL}`, `${NUL}x`]) await expectRefused(o, token, value, 'fr');
    }
    // The same token without its NUL is an unknown preview, not a fault.
    const res = body(await call(t.app, getHomePreview, { query: { token: 'preview-token' } }));
    expect(res.code).not.toBe(0);
    expect(res.code).not.toBe(CODE);
  });

  it('a NUL in a key, deep in a body, in a urlencoded body, or in a text of any language is refused the same way', async () => {
    const nickname = operationsOf(doc).find((x) => x.operationId === 'updateNickname')!;
    const headers = { lang: 'es' };
    const cases: [{ body?: unknown; payload?: string; headers?: Record<string, string> }, string][] = [
      [{ body: { nickname: 'ok', [`k${NUL}`]: 1 } }, `k${NUL}`],
      [{ body: { nickname: 'ok', extra: [{ a: [{ b: `x${NUL}` }] }] } }, 'extra.0.a.0.b'],
      [{ payload: 'nickname=a%00b', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 'nickname'],
    ];
    for (const [req, path] of cases) {
      const res = await client.send(nickname, { ...req, headers: { ...headers, ...req.headers } });
      expect(res.statusCode).toBe(200);
      const b = res.json<{ code: number; msg: string; data: { issues: { path: string }[] } }>();
      expect(b.code, JSON.stringify(req)).toBe(CODE);
      expect(b.msg).toBe(errorMessage(CODE, 'es'));
      expect(b.data.issues[0]!.path).toBe(path);
    }
    // A body nested far deeper than any schema reads: refused for its NUL, not a stack overflow.
    const depth = 50_000;
    const deep = `{"nickname":"ok","deep":${'['.repeat(depth)}${JSON.stringify(`x${NUL}`)}${']'.repeat(depth)}}`;
    const res = await client.send(nickname, { payload: deep, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ code: number }>().code).toBe(CODE);
    // Without a NUL the same request reaches the call's own rules (the nickname is saved).
    const ok = await client.send(nickname, { body: { nickname: 'Nul Free' } });
    expect(ok.json<{ code: number }>().code).toBe(0);
  });
});
