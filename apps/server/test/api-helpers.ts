import { endpoints, type ConsoleRole, type Endpoint } from '@curio/contract';
import type { LightMyRequestResponse } from 'fastify';
import { hostOf, PLATFORM_HOST, signInConsole } from './console-helpers';
import { createUserWithSession, signedHeaders, type TestApp } from './helpers';
import { newIp } from './identity-helpers';

// The API as its published OpenAPI document describes it (decision 059): the document's operations, their
// inputs, and a client that calls any of them with the credentials it needs (a storefront session, a
// console session of a role that may call it, the operator key). The api-* tests walk every operation.

export type JsonSchema = Record<string, unknown>;
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}
export interface OpenApiMedia {
  schema?: JsonSchema;
}
export interface OpenApiOperation {
  operationId: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, OpenApiMedia> };
  responses: Record<string, { description?: string; content?: Record<string, OpenApiMedia> }>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes?: Record<string, unknown> };
}
/** One operation of the document: `path` as published (`/api/.../{id}`). */
export interface DocOperation {
  method: 'GET' | 'POST';
  path: string;
  operationId: string;
  op: OpenApiOperation;
}

export async function openApiDocument(t: TestApp): Promise<OpenApiDocument> {
  const res = await t.app.inject({ url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`openapi.json answered ${res.statusCode}`);
  return res.json<OpenApiDocument>();
}

export function operationsOf(doc: OpenApiDocument): DocOperation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as 'GET' | 'POST',
      path,
      operationId: op.operationId,
      op,
    })),
  );
}

/** A schema with its `$ref` (to `#/components/schemas/...`) followed. */
export function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let s = schema ?? {};
  for (let i = 0; i < 10 && typeof s.$ref === 'string'; i++) {
    const id = s.$ref.replace('#/components/schemas/', '');
    s = doc.components.schemas[id] ?? {};
  }
  return s;
}

export function parametersOf(o: DocOperation, where: 'path' | 'query'): OpenApiParameter[] {
  return (o.op.parameters ?? []).filter((p) => p.in === where);
}

/** The JSON body's schema of an operation, if it takes one. */
export function jsonBodyOf(doc: OpenApiDocument, o: DocOperation): JsonSchema | undefined {
  const media = o.op.requestBody?.content['application/json'];
  return media ? resolve(doc, media.schema) : undefined;
}

export interface ApiRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Extra headers (a `lang`, a content type). */
  headers?: Record<string, string>;
  /** A raw payload instead of `body` (with its content type in `headers`). */
  payload?: string;
}

/** The contract's facts of an operation (who may call it); the download is not a contract call. */
function endpointOf(operationId: string): Endpoint | undefined {
  return (endpoints as Record<string, Endpoint>)[operationId];
}

/**
 * Calls any operation of the document as a client allowed to: a signed storefront request with a
 * signed-in user of the host's tenant, a console session of the first role the call names (on the host
 * the call answers on), or the operator key. Path parameters a request leaves out are '1'.
 */
export class ApiClient {
  private readonly consoleSessions = new Map<string, Record<string, string>>();

  private constructor(
    readonly t: TestApp,
    readonly tenantCode: string,
    readonly host: string,
    readonly userToken: string,
  ) {}

  /** A client of the tenant at `localhost` (the seed's demo tenant), with a signed-in user. */
  static async create(t: TestApp): Promise<ApiClient> {
    const row = await t.db.kysely
      .selectFrom('tenant_domains')
      .innerJoin('tenants', 'tenants.id', 'tenant_domains.tenant_id')
      .select('tenants.code')
      .where('tenant_domains.host', '=', 'localhost')
      .executeTakeFirstOrThrow();
    const user = await createUserWithSession(t, row.code);
    return new ApiClient(t, row.code, 'localhost', user.token);
  }

  /** The headers of a console session of `role` on the host a call answers on (one sign-in per role and host). */
  private async consoleHeaders(ep: Endpoint): Promise<Record<string, string>> {
    const where = ep.consoleHost ?? 'tenant';
    const role: ConsoleRole = ep.roles?.[0] ?? 'platformAdmin';
    const onPlatform = where === 'platform';
    const host = onPlatform ? PLATFORM_HOST : await hostOf(this.t.app, this.tenantCode);
    if (ep.consoleSession === 'none') return { host };
    const key = `${role}@${host}`;
    let headers = this.consoleSessions.get(key);
    if (!headers) {
      const session = await signInConsole(this.t.app, { tenant: onPlatform ? null : this.tenantCode, role });
      headers = session.headers;
      this.consoleSessions.set(key, headers);
    }
    return headers;
  }

  /** The headers a call needs: its host and credentials. */
  async headersFor(operationId: string): Promise<Record<string, string>> {
    const ep = endpointOf(operationId);
    if (!ep) return { host: this.host };
    if (ep.auth === 'console') return this.consoleHeaders(ep);
    const token = ep.auth === 'optional' || ep.auth === 'required' ? this.userToken : undefined;
    const headers: Record<string, string> = ep.signed
      ? await signedHeaders({ token, tokenInSignature: ep.tokenInSignature })
      : token
        ? { token }
        : {};
    if (ep.auth === 'operator') headers.authorization = `Bearer ${this.t.config.operatorToken}`;
    return { ...headers, host: this.host };
  }

  async send(o: DocOperation, r: ApiRequest = {}): Promise<LightMyRequestResponse> {
    let url = o.path;
    for (const p of parametersOf(o, 'path')) url = url.replace(`{${p.name}}`, encodeURIComponent(r.params?.[p.name] ?? '1'));
    const headers = { ...(await this.headersFor(o.operationId)), ...r.headers };
    return this.t.app.inject({
      method: o.method,
      url,
      headers,
      remoteAddress: newIp(),
      ...(r.query ? { query: r.query } : {}),
      ...(r.payload !== undefined ? { payload: r.payload } : r.body !== undefined ? { payload: r.body as object } : {}),
    });
  }
}

/** One string a request can carry: where, the path a refusal names it by, and a request carrying `value` there. */
export interface StringInput {
  where: 'path' | 'query' | 'body';
  path: string;
  request(value: string): ApiRequest;
}

/** Whether a schema takes a string (a text, an enum or literal of texts, anything, or a union with one of those). */
function takesString(doc: OpenApiDocument, schema: JsonSchema, depth = 0): boolean {
  const s = resolve(doc, schema);
  const type = s.type;
  if (type === 'string' || (Array.isArray(type) && type.includes('string'))) return true;
  if (Array.isArray(s.enum) && s.enum.some((v) => typeof v === 'string')) return true;
  if (typeof s.const === 'string') return true;
  const options = [...((s.anyOf as JsonSchema[]) ?? []), ...((s.oneOf as JsonSchema[]) ?? [])];
  if (options.length > 0) return depth < 8 && options.some((x) => takesString(doc, x, depth + 1));
  return type === undefined && s.properties === undefined && s.items === undefined;
}

/** The paths of a body schema's leaves that take a string (`sections.0.title`), unions walked option by option. */
function stringLeaves(doc: OpenApiDocument, schema: JsonSchema, path: string[], out: Map<string, string[]>, depth = 0): void {
  if (depth > 8) return;
  const s = resolve(doc, schema);
  const options = [...((s.anyOf as JsonSchema[]) ?? []), ...((s.oneOf as JsonSchema[]) ?? [])];
  for (const option of options) stringLeaves(doc, option, path, out, depth + 1);
  if (s.properties && typeof s.properties === 'object') {
    for (const [key, prop] of Object.entries(s.properties as Record<string, JsonSchema>))
      stringLeaves(doc, prop, [...path, key], out, depth + 1);
  } else if (s.additionalProperties && typeof s.additionalProperties === 'object') {
    // A record (texts per language): one key of it.
    const names = resolve(doc, s.propertyNames as JsonSchema | undefined).enum as string[] | undefined;
    stringLeaves(doc, s.additionalProperties as JsonSchema, [...path, names?.[0] ?? 'key'], out, depth + 1);
  }
  if (s.items && typeof s.items === 'object') stringLeaves(doc, s.items as JsonSchema, [...path, '0'], out, depth + 1);
  if (path.length > 0 && options.length === 0 && takesString(doc, s)) out.set(path.join('.'), path);
}

/** `value` placed at `path` in an otherwise empty body (arrays for numeric segments). */
function bodyWith(path: string[], value: unknown): unknown {
  let v = value;
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i]!;
    v = /^\d+$/.test(key) ? [v] : { [key]: v };
  }
  return v;
}

/** Every string input of an operation: each path and query parameter (text on the wire), each body leaf taking a string. */
export function stringInputs(doc: OpenApiDocument, o: DocOperation): StringInput[] {
  const out: StringInput[] = [];
  for (const p of parametersOf(o, 'path'))
    out.push({ where: 'path', path: p.name, request: (v) => ({ params: { [p.name]: v } }) });
  for (const p of parametersOf(o, 'query'))
    out.push({ where: 'query', path: p.name, request: (v) => ({ query: { [p.name]: v } }) });
  const body = jsonBodyOf(doc, o);
  if (body) {
    const leaves = new Map<string, string[]>();
    stringLeaves(doc, body, [], leaves);
    for (const [path, segments] of leaves) out.push({ where: 'body', path, request: (v) => ({ body: bodyWith(segments, v) }) });
  }
  return out;
}

/** The operations whose answers end a session (signing out): a walk calls them last. */
export function endsSession(operationId: string): boolean {
  return /logout/i.test(operationId);
}
