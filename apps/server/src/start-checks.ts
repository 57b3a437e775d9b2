import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from './db/database';
import { SandboxKyc } from './providers/kyc/sandbox-kyc';
import { DEMO_TENANTS } from './seed/demo';
import { DEMO_PLATFORM_ADMIN, demoOwnerOf } from './seed/demo-operators';

/** Addresses only a sandbox serves: a production server that answers any of them is refused. */
export const SANDBOX_ROUTES: readonly { method: 'GET' | 'POST'; url: string }[] = [
  { method: 'GET', url: '/api/pay-sandbox/cashier/:ref' },
  { method: 'GET', url: '/api/dev/did-sandbox' },
  { method: 'GET', url: '/api/dev/sms-outbox' },
  { method: 'POST', url: '/api/dev/bench/noop' },
];

/**
 * What a production start checks before it listens (issue 28, decision 050), beyond the environment (which
 * `loadConfig` checks: keys, the KYC sandbox, refused switches): the demo seed's data is absent, every open tenant
 * can send verification codes, and no sandbox is built or routed. Answers each problem, named; none: it may start.
 * Reads (never writes) the tables of several modules: it is the deployment's check, not a rule of any of them.
 */
export async function productionProblems(app: FastifyInstance, db: Db): Promise<string[]> {
  const problems: string[] = [];
  const k = db.kysely;
  const demoEmails = [DEMO_PLATFORM_ADMIN.email, ...DEMO_TENANTS.map((t) => demoOwnerOf(t.code).email)];
  const operators = await k.selectFrom('operators').select('email').where('email', 'in', demoEmails).execute();
  if (operators.length > 0)
    problems.push(`the demo seed's operator accounts are present: ${operators.map((o) => o.email).join(', ')}`);
  const demoHosts = DEMO_TENANTS.flatMap((t) => t.hosts);
  const tenants = await k
    .selectFrom('tenants')
    .select(['id', 'code', 'platform_name'])
    .where((eb) =>
      eb.or([
        eb(
          'app_id',
          'in',
          DEMO_TENANTS.map((t) => t.appId),
        ),
        eb('id', 'in', eb.selectFrom('tenant_domains').select('tenant_id').where('host', 'in', demoHosts)),
      ]),
    )
    .execute();
  if (tenants.length > 0)
    problems.push(`demo tenants are present: ${tenants.map((t) => `${t.platform_name} (${t.code})`).join(', ')}`);

  if (!app.config.providers.sms) {
    const open = await k.selectFrom('tenants').select(['id', 'code']).where('enable', '=', 1).execute();
    const withSms = new Set(
      (await k.selectFrom('provider_settings').select('tenant_id').where('kind', '=', 'sms').execute()).map((r) => r.tenant_id),
    );
    const without = open.filter((t) => !withSms.has(t.id));
    if (open.length === 0) problems.push('no SMS provider is configured: set SMS_PROVIDER and its keys');
    else if (without.length > 0) {
      problems.push(
        `no SMS provider for tenant(s) ${without.map((t) => t.code).join(', ')}: set SMS_PROVIDER, or save each tenant's SMS account in the console`,
      );
    }
  }
  const p = app.providers;
  if (p.pay) problems.push('the payment sandbox is built');
  if (p.didSandbox) problems.push('the DID sandbox is built');
  if (p.smsOutbox) problems.push('the SMS sandbox is built');
  if (p.kyc instanceof SandboxKyc) problems.push('the real-name provider is the sandbox');
  for (const r of SANDBOX_ROUTES) if (app.hasRoute(r)) problems.push(`a sandbox address is served: ${r.method} ${r.url}`);
  // The object store answers (decision 051): a key that is not there reads as nothing; a wrong bucket, key or
  // address fails here, named, rather than at the first upload.
  try {
    const probe = await app.providers.storage.get('curio-start-probe');
    probe?.destroy();
  } catch (err) {
    const s = app.config.storage;
    const where = s.kind === 's3' ? `bucket ${s.bucket}${s.endpoint ? ` at ${s.endpoint}` : ''}` : s.dir;
    problems.push(`the file storage does not answer (${where}): ${(err as Error).name}: ${(err as Error).message}`);
  }
  // The database answers (a production start on a broken connection fails here, named).
  await sql`select 1`.execute(k);
  return problems;
}
