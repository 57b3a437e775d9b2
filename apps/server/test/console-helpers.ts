import type { CallDefinition, ConsoleRole } from '@curio/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The platform console's host in tests (CONSOLE_PLATFORM_HOSTS' default). */
export const PLATFORM_HOST = 'admin.localhost';
export const CONSOLE_TEST_PASSWORD = 'console-test-password';

/** A signed-in console operator, ready for `consoleCall`. */
export interface ConsoleSession {
  operatorId: number;
  email: string;
  role: ConsoleRole;
  /** The operator's own tenant (null: a platform admin). */
  tenantId: number | null;
  host: string;
  /** host, cookie and x-csrf-token: what the console sends. */
  headers: Record<string, string>;
}

let seq = 0;

/** The first host of a tenant (by code). */
export async function hostOf(app: FastifyInstance, tenantCode: string): Promise<string> {
  const row = await app.db.kysely
    .selectFrom('tenant_domains')
    .innerJoin('tenants', 'tenants.id', 'tenant_domains.tenant_id')
    .select('tenant_domains.host')
    .where('tenants.code', '=', tenantCode)
    .orderBy('tenant_domains.host', 'desc')
    .executeTakeFirstOrThrow();
  return row.host;
}

function cookieFrom(res: LightMyRequestResponse): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const c = list.find((x) => x.startsWith('curio_console='));
  return c?.split(';')[0];
}

/**
 * Signs in to the console as a new operator with `role`: `tenant` is the tenant's code (its operator, on
 * its host), or null for a platform admin on the platform host; a platform admin on a tenant's host is
 * `{ tenant: 'aurora', role: 'platformAdmin' }`. Two-factor is optional in tests (NODE_ENV=test), so the
 * session is signed in at once. Returns the headers every `consoleCall` sends.
 */
export async function signInConsole(
  app: FastifyInstance,
  o: { tenant: string | null; role: ConsoleRole; email?: string },
): Promise<ConsoleSession> {
  seq += 1;
  const host = o.tenant === null ? PLATFORM_HOST : await hostOf(app, o.tenant);
  let tenantId: number | null = null;
  if (o.role !== 'platformAdmin') {
    const t = await app.db.kysely.selectFrom('tenants').select('id').where('code', '=', o.tenant!).executeTakeFirstOrThrow();
    tenantId = t.id;
  }
  const email = o.email ?? `${o.role.toLowerCase()}${seq}@${o.tenant ?? 'platform'}.test`;
  const operatorId = await app.operator.accounts.create(
    app.db.kysely,
    { tenantId, email, name: `${o.role} ${seq}`, password: CONSOLE_TEST_PASSWORD, role: o.role },
    { reuseHash: true },
  );
  const session = await consoleLogin(app, host, email, CONSOLE_TEST_PASSWORD);
  if (session.stage !== 'done') throw new Error(`signInConsole: stage ${session.stage}`);
  return { operatorId, email, role: o.role, tenantId, host, headers: session.headers };
}

/** Email + password on a host: the session's headers and stage (the raw answer for failures). */
export async function consoleLogin(
  app: FastifyInstance,
  host: string,
  email: string,
  password: string,
): Promise<{ res: LightMyRequestResponse; stage: string | null; headers: Record<string, string> }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/console/auth/login',
    headers: { host },
    payload: { email, password },
  });
  const body = res.json() as { code: number; data: { stage: string; csrfToken: string } | null };
  const cookie = cookieFrom(res);
  if (body.code !== 0 || !cookie || !body.data) return { res, stage: null, headers: { host } };
  return { res, stage: body.data.stage, headers: { host, cookie, 'x-csrf-token': body.data.csrfToken } };
}

/** After a step that renews the session (two-factor): the headers with the new cookie and CSRF token. */
export function renewed(headers: Record<string, string>, res: LightMyRequestResponse): Record<string, string> {
  const cookie = cookieFrom(res);
  const body = res.json() as { data: { csrfToken?: string } | null };
  return {
    ...headers,
    ...(cookie ? { cookie } : {}),
    ...(body.data?.csrfToken ? { 'x-csrf-token': body.data.csrfToken } : {}),
  };
}

/** A console call with a session's headers (or just `{ host }`), its params put in the path. */
export async function consoleCall(
  app: FastifyInstance,
  def: CallDefinition,
  who: { headers: Record<string, string> } | { host: string },
  o: {
    body?: unknown;
    query?: Record<string, string | number>;
    params?: Record<string, string | number>;
    headers?: Record<string, string | undefined>;
  } = {},
): Promise<LightMyRequestResponse> {
  let url = `/api${def.path}`;
  for (const [k, v] of Object.entries(o.params ?? {})) url = url.replace(`{${k}}`, encodeURIComponent(String(v)));
  const headers: Record<string, string> = 'headers' in who ? { ...who.headers } : { host: who.host };
  for (const [k, v] of Object.entries(o.headers ?? {})) {
    if (v === undefined) delete headers[k];
    else headers[k] = v;
  }
  return app.inject({
    method: def.method,
    url,
    headers,
    query: o.query ? Object.fromEntries(Object.entries(o.query).map(([k, v]) => [k, String(v)])) : undefined,
    ...(o.body !== undefined ? { payload: o.body as object } : {}),
  });
}

/** The audit rows of an action, newest first. */
export async function auditRows(app: FastifyInstance, action: string) {
  return app.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();
}
