import { downloadFile, ErrorCode, errorMessage, refusalEnvelope, type Language } from '@curio/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, openApiDocument, operationsOf, parametersOf, type DocOperation, type OpenApiDocument } from './api-helpers';
import { createTestApp, DB_KIND, type TestApp } from './helpers';

// Issue 31 item 12 (decision 059): every answer of the API is our envelope with a catalogue code. A path
// parameter over the router's 100 characters answered Fastify's own body (414 FST_ERR_MAX_PARAM_LENGTH),
// an undecodable one Fastify's 400 FST_ERR_BAD_URL; now both answer NOT_FOUND (nothing has such a key) as
// an envelope, HTTP 200 like the route's own id schema, in the request's language. A missing file's
// download answers HTTP 404 with the envelope.

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

/** Expects an envelope refusing with `code` in `lang`, with `status`, and nothing of Fastify's own body. */
function expectEnvelope(res: LightMyRequestResponse, code: number, lang: Language, status: number, what: string) {
  expect(res.statusCode, what).toBe(status);
  expect(res.headers['content-type'], what).toMatch(/^application\/json/);
  expect(res.body, what).not.toMatch(/FST_ERR|"error":|"statusCode":/);
  const b = res.json<{ code: number; msg: string; data: unknown }>();
  expect(refusalEnvelope.safeParse(b).success, `${what}: ${res.body.slice(0, 200)}`).toBe(true);
  expect(b.code, what).toBe(code);
  expect(b.msg, what).toBe(errorMessage(code, lang));
}

function withParams(o: DocOperation, value: string): string {
  return o.path.replace(/\{\w+\}/g, value);
}

describe(`every answer is an envelope (${DB_KIND})`, () => {
  it('a path parameter over 100 characters answers NOT_FOUND as an envelope, on every operation that has one', async () => {
    const ops = operationsOf(doc).filter((o) => parametersOf(o, 'path').length > 0);
    expect(ops.length).toBeGreaterThan(30);
    for (const o of ops) {
      for (const [length, lang] of [
        [101, 'fr'],
        [150, 'en'],
        [2000, 'zh-TW'],
      ] as const) {
        const url = withParams(o, 'x'.repeat(length));
        const res = await t.app.inject({ method: o.method, url, headers: { host: 'localhost', lang } });
        expectEnvelope(res, ErrorCode.NOT_FOUND, lang, 200, `${o.operationId} ${length}`);
      }
      // The same with the credentials the call needs: the answer is the same, before any of them is read.
      const signed = await client.send(o, {
        params: Object.fromEntries(parametersOf(o, 'path').map((p) => [p.name, '9'.repeat(120)])),
      });
      expectEnvelope(signed, ErrorCode.NOT_FOUND, 'en', 200, `${o.operationId} signed`);
    }
  });

  it('a path parameter whose escape does not decode answers NOT_FOUND as an envelope; the language comes from Accept-Language', async () => {
    const o =
      operationsOf(doc).find((x) => x.operationId === 'getCollection') ?? operationsOf(doc).find((x) => x.path.includes('{id}'))!;
    for (const bad of ['%E0%A4%A', '%', '%ZZ']) {
      const res = await t.app.inject({
        method: o.method,
        url: withParams(o, bad),
        headers: { host: 'localhost', 'accept-language': 'es-ES,es;q=0.9' },
      });
      expectEnvelope(res, ErrorCode.NOT_FOUND, 'es', 200, `${o.operationId} ${bad}`);
    }
  });

  it('a missing file’s download answers HTTP 404 with the envelope, whatever it asks for', async () => {
    const url = `/api${downloadFile.path.replace(':id', 'no-such-file-here')}`;
    for (const [query, accept] of [
      ['', '*/*'],
      ['?w=300', 'image/webp,image/*'],
    ]) {
      const res = await t.app.inject({ url: `${url}${query}`, headers: { host: 'localhost', lang: 'zh-CN', accept } });
      expectEnvelope(res, ErrorCode.NOT_FOUND, 'zh-CN', 404, `download ${query}`);
    }
    // Over 100 characters it never reaches the route: the router's answer, the same code.
    const long = await t.app.inject({ url: `/api/file/download/${'a'.repeat(120)}`, headers: { host: 'localhost', lang: 'en' } });
    expectEnvelope(long, ErrorCode.NOT_FOUND, 'en', 200, 'download 120');
  });

  it('an unknown API path answers HTTP 404 with the envelope; a page outside the API keeps its plain 404', async () => {
    for (const url of ['/api', '/api?x=1', '/api/nope', `/api/nope/${'x'.repeat(150)}`]) {
      expectEnvelope(
        await t.app.inject({ url, headers: { host: 'localhost', lang: 'en' } }),
        ErrorCode.NOT_FOUND,
        'en',
        404,
        url,
      );
    }
    // The short link (not the API) with a code over 100 characters: the plain 404 of an unknown link.
    const link = await t.app.inject({ url: `/s/${'x'.repeat(150)}`, headers: { host: 'localhost' } });
    expect(link.statusCode).toBe(404);
    expect(link.headers['content-type']).toMatch(/^text\/plain/);
    expect(link.body).toBe('Not found');
  });

  it('broken requests to every operation (a wrong method, an unreadable body) answer envelopes with catalogue codes', async () => {
    for (const o of operationsOf(doc)) {
      const url = withParams(o, '1');
      const otherMethod = o.method === 'GET' ? 'POST' : 'GET';
      if (!doc.paths[o.path]![otherMethod.toLowerCase()]) {
        const other = await t.app.inject({ method: otherMethod, url, headers: { host: 'localhost', lang: 'en' } });
        expectEnvelope(other, ErrorCode.NOT_FOUND, 'en', 404, `${o.operationId} wrong method`);
      }
      if (o.method === 'POST') {
        const broken = await client.send(o, { payload: '{"broken', headers: { 'content-type': 'application/json', lang: 'en' } });
        expect(broken.statusCode, o.operationId).toBe(200);
        expect(refusalEnvelope.safeParse(broken.json()).success, `${o.operationId}: ${broken.body.slice(0, 200)}`).toBe(true);
        expect(broken.json<{ code: number }>().code, o.operationId).not.toBe(0);
      }
    }
  });
});
