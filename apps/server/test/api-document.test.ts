import { ErrorCode, REFUSAL_CODES } from '@curio/contract';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  endsSession,
  jsonBodyOf,
  openApiDocument,
  operationsOf,
  parametersOf,
  resolve,
  stringInputs,
  type ApiRequest,
  type DocOperation,
  type JsonSchema,
  type OpenApiDocument,
} from './api-helpers';
import { createTestApp, DB_KIND, type TestApp } from './helpers';

// Issue 31 item 15 (decision 059): the published OpenAPI document tells the truth. Every schema it names
// exists (components.schemas holds what the $refs point to), every operation publishes its refusal envelope
// beside its success answer, and real answers of every operation — successes and refusals — are validated
// against the document with a maintained JSON Schema validator (Ajv, draft 2020-12: OpenAPI 3.1's dialect).

const COMPONENTS = 'https://curio.test/openapi/components';

let t: TestApp;
let doc: OpenApiDocument;
let client: ApiClient;
let ajv: Ajv2020;
beforeAll(async () => {
  t = await createTestApp();
  doc = await openApiDocument(t);
  client = await ApiClient.create(t);
  // The document's `#/components/schemas/X` as one schema of its own, so each part compiles on its own.
  ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  ajv.addSchema({ $id: COMPONENTS, $defs: absolute(doc.components.schemas) });
});
afterAll(async () => {
  await t.close();
});

/** A part of the document with its component references made absolute (to the schema added above). */
function absolute<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', `"${COMPONENTS}#/$defs/`)) as T;
}

const compiled = new Map<string, ValidateFunction>();
function validator(key: string, schema: JsonSchema): ValidateFunction {
  let v = compiled.get(key);
  if (!v) {
    v = ajv.compile(absolute(schema));
    compiled.set(key, v);
  }
  return v;
}

/** A value a schema takes, as plain as it gets (its required fields only); the answer shows whether it was right. */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  const s = resolve(doc, schema);
  if (depth > 6) return undefined;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if ('default' in s) return s.default;
  const options = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (options) return sample(options.find((o) => resolve(doc, o).type !== 'null') ?? options[0], depth + 1);
  switch (s.type) {
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, JsonSchema>;
      const required = (s.required ?? []) as string[];
      return Object.fromEntries(required.map((k) => [k, sample(props[k], depth + 1)]));
    }
    case 'array':
      return Array.from({ length: Number(s.minItems ?? 0) }, () => sample(s.items as JsonSchema, depth + 1));
    case 'string':
      return 'x'.repeat(Math.max(1, Number(s.minLength ?? 1)));
    case 'integer':
    case 'number':
      return Math.max(1, Number(s.minimum ?? 1));
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return '1';
  }
}

/** The plainest request of an operation: its required parameters and body fields. */
function plainRequest(o: DocOperation): ApiRequest {
  const text = (s: JsonSchema) => String(sample(s));
  const params = Object.fromEntries(parametersOf(o, 'path').map((p) => [p.name, text(p.schema)]));
  const query = Object.fromEntries(
    parametersOf(o, 'query')
      .filter((p) => p.required)
      .map((p) => [p.name, text(p.schema)]),
  );
  const body = jsonBodyOf(doc, o);
  return { params, query, ...(body ? { body: sample(body) } : {}) };
}

interface Checked {
  operationId: string;
  what: string;
  status: number;
  code: number | null;
}

/** Validates one real answer against the operation's published answer for its status and content type. */
function check(o: DocOperation, what: string, res: LightMyRequestResponse): Checked {
  const at = `${o.operationId} (${what}) → ${res.statusCode} ${res.body.slice(0, 300)}`;
  const published = o.op.responses[String(res.statusCode)] ?? o.op.responses.default;
  expect(published, `${at}: status not published`).toBeDefined();
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('application/json')) {
    const media = published!.content?.['application/json'];
    expect(media?.schema, `${at}: no JSON answer published`).toBeDefined();
    const validate = validator(`${o.operationId} ${res.statusCode}`, media!.schema!);
    const answer = res.json<{ code: number }>();
    const valid = validate(answer);
    expect(valid, `${at}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    return { operationId: o.operationId, what, status: res.statusCode, code: answer.code };
  }
  // Not JSON: a file, which the document must publish as such.
  expect(Object.keys(published!.content ?? {}), `${at}: ${type} not published`).toContain('*/*');
  return { operationId: o.operationId, what, status: res.statusCode, code: null };
}

describe(`the OpenAPI document (${DB_KIND})`, () => {
  it('names every schema it refers to, and every part of it compiles under JSON Schema 2020-12', () => {
    const refs = new Set([...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!));
    expect([...refs].sort()).toEqual(expect.arrayContaining(['CategoryNode', 'Refusal']));
    expect(Object.keys(doc.components.schemas).sort()).toEqual([...refs].sort());
    // The category tree's node is its own component, recursive through `children`.
    expect(JSON.stringify(doc.components.schemas.CategoryNode)).toContain(`"$ref":"#/components/schemas/CategoryNode"`);
    let parts = 0;
    const compile = (schema: JsonSchema | undefined, key?: string) => {
      if (!schema) return;
      if (key) validator(key, schema);
      else ajv.compile(absolute(schema));
      parts += 1;
    };
    for (const o of operationsOf(doc)) {
      for (const p of o.op.parameters ?? []) compile(p.schema);
      for (const media of Object.values(o.op.requestBody?.content ?? {})) compile(media.schema);
      for (const [status, r] of Object.entries(o.op.responses)) {
        for (const media of Object.values(r.content ?? {})) compile(media.schema, `${o.operationId} ${status}`);
      }
    }
    expect(parts).toBeGreaterThan(600);
  });

  it('publishes the refusal envelope beside every success answer, and for every other status', () => {
    const refusal = doc.components.schemas.Refusal!;
    expect(refusal).toMatchObject({ type: 'object', required: ['code', 'msg', 'data'] });
    const codes = (refusal.properties as { code: { enum: number[] } }).code.enum;
    expect([...codes].sort()).toEqual([...REFUSAL_CODES].sort());
    expect(codes).not.toContain(0);
    const issues = validator('Refusal', { $ref: '#/components/schemas/Refusal' });
    expect(issues({ code: ErrorCode.VALIDATION_FAILED, msg: 'x', data: { issues: [{ path: 'a', message: '4000001' }] } })).toBe(
      true,
    );
    expect(issues({ code: ErrorCode.VALIDATION_FAILED, msg: 'x', data: { issues: [{ path: 1 }] } })).toBe(false);
    expect(issues({ code: 0, msg: 'x', data: null })).toBe(false);
    for (const o of operationsOf(doc)) {
      const ok = o.op.responses['200']?.content?.['application/json']?.schema;
      expect(JSON.stringify(ok), o.operationId).toContain('"$ref":"#/components/schemas/Refusal"');
      expect(o.op.responses.default?.content?.['application/json']?.schema, o.operationId).toEqual({
        $ref: '#/components/schemas/Refusal',
      });
      // A success answer says code 0: a refusal can never pass for one.
      const success = (ok as { oneOf?: JsonSchema[] }).oneOf?.[0];
      if (success) expect(resolve(doc, success), o.operationId).toMatchObject({ properties: { code: { enum: [0] } } });
    }
  });

  it('every operation’s real answers, successes and refusals, are what the document publishes', async () => {
    const ops = operationsOf(doc).sort((a, b) => Number(endsSession(a.operationId)) - Number(endsSession(b.operationId)));
    const seen: Checked[] = [];
    for (const o of ops) {
      // Nothing right: no credentials, no signature (refused by the pipeline), and a path too long for the router.
      const url = o.path.replace(/\{\w+\}/g, '1');
      seen.push(check(o, 'anonymous', await t.app.inject({ method: o.method, url, headers: { host: 'localhost' } })));
      seen.push(check(o, 'unknown host', await t.app.inject({ method: o.method, url, headers: { host: 'nowhere.example' } })));
      if (parametersOf(o, 'path').length > 0) {
        const long = await t.app.inject({
          method: o.method,
          url: o.path.replace(/\{\w+\}/g, 'x'.repeat(150)),
          headers: { host: 'localhost' },
        });
        seen.push(check(o, 'long parameter', long));
      }
      // The plainest request a client allowed to call it can make: a success, or a refusal of the input.
      seen.push(check(o, 'plain', await client.send(o, plainRequest(o))));
      // A refusal of the input: a NUL in its first text.
      const input = stringInputs(doc, o)[0];
      if (input) seen.push(check(o, `NUL in ${input.path}`, await client.send(o, input.request('a\u0000'))));
    }
    // The download: a stored file (in its own type) and a missing one (HTTP 404, a refusal).
    const download = ops.find((o) => o.operationId === 'downloadFile')!;
    const file = await t.db.kysely
      .selectFrom('files')
      .innerJoin('tenant_domains', 'tenant_domains.tenant_id', 'files.tenant_id')
      .select('files.id')
      .where('tenant_domains.host', '=', 'localhost')
      .orderBy('files.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(check(download, 'a file', await client.send(download, { params: { id: file.id } })).code).toBeNull();
    expect(check(download, 'no file', await client.send(download, { params: { id: 'nothing-stored-here' } })).status).toBe(404);
    const byOp = new Map<string, Checked[]>();
    for (const c of seen) byOp.set(c.operationId, [...(byOp.get(c.operationId) ?? []), c]);
    expect(byOp.size).toBe(ops.length);
    for (const [id, answers] of byOp) expect(answers.length, id).toBeGreaterThanOrEqual(2);
    const successes = seen.filter((c) => c.code === 0).map((c) => c.operationId);
    const refusals = seen.filter((c) => c.code !== null && c.code !== 0);
    expect(successes).toEqual(expect.arrayContaining(['categoryTree', 'getTenantInfoConfig', 'themeMobile', 'listInbox']));
    expect(new Set(successes).size).toBeGreaterThan(100);
    // Every operation refuses something (a missing signature, a NUL, an input of the wrong shape)...
    const refused = new Set(refusals.map((c) => c.operationId));
    expect(ops.map((o) => o.operationId).filter((id) => !refused.has(id))).toEqual([]);
    expect(seen.filter((c) => c.status >= 500)).toEqual([]);
  });
});
