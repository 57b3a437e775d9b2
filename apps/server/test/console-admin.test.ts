import {
  consoleAddTenantDomain,
  consoleCreateOperator,
  consoleCreateTenant,
  consoleListOperators,
  consoleListTenants,
  consoleMe,
  consoleRemoveTenantDomain,
  consoleResetOperatorTotp,
  consoleSearchAudit,
  consoleUpdateOperator,
  consoleUpdateTenant,
  ErrorCode,
  getTenantInfoConfig,
  type CallDefinition,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, consoleCall, consoleLogin, PLATFORM_HOST, signInConsole, type ConsoleSession } from './console-helpers';
import { call, createTestApp, startAnotherApp, tenantIdOf, type TestApp } from './helpers';

// The console's operators, tenants + domains and audit log (issue 17, decision 036): every call refuses a
// wrong role and another tenant's operator, and every write leaves an audit row with before and after.

let t: TestApp;
let auroraId: number;
let demoId: number;
beforeAll(async () => {
  t = await createTestApp();
  auroraId = await tenantIdOf(t.db, 'aurora');
  demoId = await tenantIdOf(t.db, 'demo');
});
afterAll(async () => {
  await t?.close();
});

const code = (res: { json(): unknown }) => (res.json() as { code: number }).code;
const data = <T>(res: { json(): unknown }) => (res.json() as { data: T }).data;
type Op = { id: number; email: string; role: string; tenantId: number | null; disabled: boolean; totpEnrolled: boolean };
type Tenant = { id: number; code: string; hosts: string[]; enable: number; maintenance: boolean };

let n = 0;
const newOperatorBody = (role = 'editor') => ({
  email: `op${++n}@example.com`,
  name: `Op ${n}`,
  password: 'a-long-password',
  role,
});

describe('operators', () => {
  it("an owner creates, changes, disables and resets their tenant's operators; each write is audited with before and after", async () => {
    const owner = await signInConsole(t.app, { tenant: 'aurora', role: 'owner' });
    const body = newOperatorBody('editor');
    const created = await consoleCall(t.app, consoleCreateOperator, owner, { body });
    expect(code(created)).toBe(0);
    const op = data<Op>(created);
    expect(op).toMatchObject({ email: body.email, role: 'editor', tenantId: auroraId, disabled: false });
    const [createRow] = await auditRows(t.app, 'operator.create');
    expect(createRow).toMatchObject({
      tenant_id: auroraId,
      operator_id: owner.operatorId,
      target_type: 'operator',
      target_id: String(op.id),
    });
    expect(JSON.parse(createRow!.before_json)).toBeNull();
    expect(JSON.parse(createRow!.after_json)).toMatchObject({ email: body.email, role: 'editor' });
    expect(createRow!.after_json).not.toContain('password');

    // The new operator signs in; then the owner makes them support and disables them: signed out everywhere.
    const login = await consoleLogin(t.app, 'aurora.localhost', body.email, body.password);
    expect(login.stage).toBe('done');
    const changed = await consoleCall(t.app, consoleUpdateOperator, owner, { params: { id: op.id }, body: { role: 'support' } });
    expect(data<Op>(changed).role).toBe('support');
    const [roleRow] = await auditRows(t.app, 'operator.update');
    expect(JSON.parse(roleRow!.before_json)).toMatchObject({ role: 'editor' });
    expect(JSON.parse(roleRow!.after_json)).toMatchObject({ role: 'support' });
    expect(data<{ operator: { role: string } }>(await consoleCall(t.app, consoleMe, login)).operator.role).toBe('support');

    expect(
      code(await consoleCall(t.app, consoleUpdateOperator, owner, { params: { id: op.id }, body: { disabled: true } })),
    ).toBe(0);
    expect(code(await consoleCall(t.app, consoleMe, login))).toBe(ErrorCode.CONSOLE_LOGIN_REQUIRED);
    expect(code((await consoleLogin(t.app, 'aurora.localhost', body.email, body.password)).res)).toBe(
      ErrorCode.CONSOLE_LOGIN_FAILED,
    );
    expect(
      code(await consoleCall(t.app, consoleUpdateOperator, owner, { params: { id: op.id }, body: { disabled: false } })),
    ).toBe(0);
    expect((await consoleLogin(t.app, 'aurora.localhost', body.email, body.password)).stage).toBe('done');

    const reset = await consoleCall(t.app, consoleResetOperatorTotp, owner, { params: { id: op.id } });
    expect(code(reset)).toBe(0);
    expect(await auditRows(t.app, 'operator.totp.reset')).toHaveLength(1);
    expect((await auditRows(t.app, 'operator.update')).length).toBe(3);

    const list = data<{ operators: Op[] }>(await consoleCall(t.app, consoleListOperators, owner));
    expect(list.operators.every((o) => o.tenantId === auroraId)).toBe(true);
    expect(list.operators.map((o) => o.id)).toContain(op.id);
  });

  it('an owner cannot make a platform admin, nor change their own role or disable themselves', async () => {
    const owner = await signInConsole(t.app, { tenant: 'aurora', role: 'owner' });
    expect(code(await consoleCall(t.app, consoleCreateOperator, owner, { body: newOperatorBody('platformAdmin') }))).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    expect(
      code(
        await consoleCall(t.app, consoleUpdateOperator, owner, { params: { id: owner.operatorId }, body: { role: 'editor' } }),
      ),
    ).toBe(ErrorCode.CONSOLE_SELF_CHANGE);
    expect(
      code(
        await consoleCall(t.app, consoleUpdateOperator, owner, { params: { id: owner.operatorId }, body: { disabled: true } }),
      ),
    ).toBe(ErrorCode.CONSOLE_SELF_CHANGE);
  });

  it('an email is taken once per tenant (another tenant may use it)', async () => {
    const owner = await signInConsole(t.app, { tenant: 'aurora', role: 'owner' });
    const other = await signInConsole(t.app, { tenant: 'demo', role: 'owner' });
    const body = newOperatorBody();
    expect(code(await consoleCall(t.app, consoleCreateOperator, owner, { body }))).toBe(0);
    expect(code(await consoleCall(t.app, consoleCreateOperator, owner, { body }))).toBe(ErrorCode.OPERATOR_EMAIL_TAKEN);
    expect(code(await consoleCall(t.app, consoleCreateOperator, other, { body }))).toBe(0);
  });

  it("a platform admin manages any tenant's operators and the platform admins from the platform host", async () => {
    const admin = await signInConsole(t.app, { tenant: null, role: 'platformAdmin' });
    const created = await consoleCall(t.app, consoleCreateOperator, admin, {
      body: { ...newOperatorBody('owner'), tenantId: demoId },
    });
    expect(data<Op>(created)).toMatchObject({ tenantId: demoId, role: 'owner' });
    const [row] = await auditRows(t.app, 'operator.create');
    expect(row).toMatchObject({ tenant_id: demoId, operator_id: admin.operatorId });
    const platformAdmin = await consoleCall(t.app, consoleCreateOperator, admin, { body: newOperatorBody('platformAdmin') });
    expect(data<Op>(platformAdmin)).toMatchObject({ tenantId: null, role: 'platformAdmin' });
    const platformList = data<{ operators: Op[] }>(await consoleCall(t.app, consoleListOperators, admin));
    expect(platformList.operators.every((o) => o.role === 'platformAdmin')).toBe(true);
    const demoList = data<{ operators: Op[] }>(
      await consoleCall(t.app, consoleListOperators, admin, { query: { tenantId: demoId } }),
    );
    expect(demoList.operators.every((o) => o.tenantId === demoId)).toBe(true);
    const changed = await consoleCall(t.app, consoleUpdateOperator, admin, {
      params: { id: data<Op>(created).id },
      body: { role: 'finance' },
    });
    expect(data<Op>(changed).role).toBe('finance');
  });
});

describe('refusals: every console call of this area refuses a wrong role and another tenant', () => {
  const some = { id: 1, tenantId: 1 };
  const cases: { def: CallDefinition; body?: unknown; params?: Record<string, number>; query?: Record<string, number> }[] = [
    { def: consoleListOperators },
    { def: consoleCreateOperator, body: newOperatorBody() },
    { def: consoleUpdateOperator, params: { id: some.id }, body: { name: 'x' } },
    { def: consoleResetOperatorTotp, params: { id: some.id } },
    { def: consoleSearchAudit },
  ];
  const tenantCalls: typeof cases = [
    { def: consoleListTenants },
    {
      def: consoleCreateTenant,
      body: { code: 'refused', name: 'R', hosts: ['refused.localhost'], defaultLanguage: 'en', timeZone: 'UTC' },
    },
    { def: consoleUpdateTenant, params: { id: some.tenantId }, body: { maintenance: true } },
    { def: consoleAddTenantDomain, params: { id: some.tenantId }, body: { host: 'refused.localhost' } },
    { def: consoleRemoveTenantDomain, params: { id: some.tenantId }, body: { host: 'localhost' } },
  ];

  it('editors, support and finance are CONSOLE_FORBIDDEN for operators and the audit log', async () => {
    for (const role of ['editor', 'support', 'finance'] as const) {
      const s = await signInConsole(t.app, { tenant: 'aurora', role });
      for (const c of cases)
        expect(code(await consoleCall(t.app, c.def, s, c)), `${role} ${c.def.operationId}`).toBe(ErrorCode.CONSOLE_FORBIDDEN);
    }
  });

  it("another tenant's operator: its session is refused on this host, and on its own host it reaches only its own tenant", async () => {
    const demoOwner = await signInConsole(t.app, { tenant: 'demo', role: 'owner' });
    for (const c of cases) {
      const res = await consoleCall(t.app, c.def, { headers: { ...demoOwner.headers, host: 'aurora.localhost' } }, c);
      expect(code(res), c.def.operationId).toBe(ErrorCode.CONSOLE_LOGIN_REQUIRED);
    }
    const auroraOwner = await signInConsole(t.app, { tenant: 'aurora', role: 'owner' });
    // An aurora operator, asked for by demo's owner on demo's host: not found there.
    expect(
      code(
        await consoleCall(t.app, consoleUpdateOperator, demoOwner, {
          params: { id: auroraOwner.operatorId },
          body: { name: 'x' },
        }),
      ),
    ).toBe(ErrorCode.NOT_FOUND);
    expect(code(await consoleCall(t.app, consoleResetOperatorTotp, demoOwner, { params: { id: auroraOwner.operatorId } }))).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(code(await consoleCall(t.app, consoleListOperators, demoOwner, { query: { tenantId: auroraId } }))).toBe(
      ErrorCode.CONSOLE_WRONG_TENANT,
    );
    expect(code(await consoleCall(t.app, consoleSearchAudit, demoOwner, { query: { tenantId: auroraId } }))).toBe(
      ErrorCode.CONSOLE_WRONG_TENANT,
    );
    expect(
      code(await consoleCall(t.app, consoleCreateOperator, demoOwner, { body: { ...newOperatorBody(), tenantId: auroraId } })),
    ).toBe(ErrorCode.CONSOLE_WRONG_TENANT);
  });

  it('tenant calls answer only platform admins on the platform host', async () => {
    const owner = await signInConsole(t.app, { tenant: 'aurora', role: 'owner' });
    const adminOnTenantHost = await signInConsole(t.app, { tenant: 'aurora', role: 'platformAdmin' });
    for (const c of tenantCalls) {
      expect(code(await consoleCall(t.app, c.def, owner, c)), c.def.operationId).toBe(ErrorCode.CONSOLE_PLATFORM_HOST_ONLY);
      expect(code(await consoleCall(t.app, c.def, adminOnTenantHost, c)), c.def.operationId).toBe(
        ErrorCode.CONSOLE_PLATFORM_HOST_ONLY,
      );
    }
    // A tenant's owner cannot sign in on the platform host at all.
    const ownerRow = await t.db.kysely
      .selectFrom('operators')
      .select('email')
      .where('id', '=', owner.operatorId)
      .executeTakeFirstOrThrow();
    expect(code((await consoleLogin(t.app, PLATFORM_HOST, ownerRow.email, 'console-test-password')).res)).toBe(
      ErrorCode.CONSOLE_LOGIN_FAILED,
    );
  });

  it('without a session every call is CONSOLE_LOGIN_REQUIRED; without the CSRF header every write is refused', async () => {
    const admin = await signInConsole(t.app, { tenant: null, role: 'platformAdmin' });
    for (const c of [...cases, ...tenantCalls]) {
      expect(code(await consoleCall(t.app, c.def, { host: PLATFORM_HOST }, c)), c.def.operationId).toBe(
        ErrorCode.CONSOLE_LOGIN_REQUIRED,
      );
      if (c.def.method === 'POST') {
        const res = await consoleCall(t.app, c.def, admin, { ...c, headers: { 'x-csrf-token': undefined } });
        expect(code(res), c.def.operationId).toBe(ErrorCode.CONSOLE_CSRF_INVALID);
      }
    }
  });
});

describe('tenants', () => {
  let admin: ConsoleSession;
  beforeAll(async () => {
    admin = await signInConsole(t.app, { tenant: null, role: 'platformAdmin' });
  });

  it(
    'a created tenant serves the storefront on its host at once here and within 5 s on another process; its owner signs in',
    { timeout: 30_000 },
    async () => {
      const other = await startAnotherApp(t);
      try {
        // The other process has already looked the host up (and cached "no tenant").
        expect(code(await call(other.app, getTenantInfoConfig, { host: 'nova.localhost' }))).toBe(ErrorCode.NO_TENANT);
        const res = await consoleCall(t.app, consoleCreateTenant, admin, {
          body: {
            code: 'nova',
            name: 'Nova',
            hosts: ['nova.localhost', 'Nova.Example.com'],
            defaultLanguage: 'en',
            languages: ['en', 'zh-CN'],
            timeZone: 'Asia/Shanghai',
            owner: { email: 'owner@nova.example', name: 'Nova owner', password: 'nova-owner-password' },
          },
        });
        expect(code(res)).toBe(0);
        const nova = data<Tenant>(res);
        expect(nova).toMatchObject({
          code: 'nova',
          hosts: ['nova.example.com', 'nova.localhost'],
          enable: 1,
          maintenance: false,
        });
        const info = await call(t.app, getTenantInfoConfig, { host: 'nova.localhost' });
        expect(data<{ platformName: string }>(info).platformName).toBe('Nova');
        // Within the cache's lifetime on the other process (polled, never a fixed sleep).
        const deadline = Date.now() + 8_000;
        let seen = 0;
        while (Date.now() < deadline) {
          seen = code(await call(other.app, getTenantInfoConfig, { host: 'nova.localhost' }));
          if (seen === 0) break;
          await new Promise((r) => setTimeout(r, 200));
        }
        expect(seen).toBe(0);
        const [created] = await auditRows(t.app, 'tenant.create');
        expect(created).toMatchObject({ tenant_id: nova.id, operator_id: admin.operatorId });
        expect(JSON.parse(created!.after_json)).toMatchObject({ code: 'nova' });
        expect((await auditRows(t.app, 'operator.create'))[0]).toMatchObject({ tenant_id: nova.id });
        // The owner signs in on the new host; the chain contract's deployment is queued.
        expect((await consoleLogin(t.app, 'nova.localhost', 'owner@nova.example', 'nova-owner-password')).stage).toBe('done');
        const deploy = await t.db.kysely.selectFrom('chain_jobs').select('kind').where('tenant_id', '=', nova.id).execute();
        expect(deploy.map((d) => d.kind)).toEqual(['deploy']);
        const list = data<{ tenants: Tenant[] }>(await consoleCall(t.app, consoleListTenants, admin));
        expect(list.tenants.map((x) => x.code)).toEqual(expect.arrayContaining(['demo', 'aurora', 'nova']));
      } finally {
        await other.close();
      }
    },
  );

  it('a code or a host already in use (or the platform host) is refused, and nothing is written', async () => {
    const base = { name: 'Dup', defaultLanguage: 'en', timeZone: 'UTC' };
    const before = (await t.db.kysely.selectFrom('tenants').select('id').execute()).length;
    expect(
      code(await consoleCall(t.app, consoleCreateTenant, admin, { body: { ...base, code: 'aurora', hosts: ['dup.localhost'] } })),
    ).toBe(ErrorCode.TENANT_CODE_TAKEN);
    expect(
      code(await consoleCall(t.app, consoleCreateTenant, admin, { body: { ...base, code: 'dup', hosts: ['aurora.localhost'] } })),
    ).toBe(ErrorCode.TENANT_HOST_TAKEN);
    expect(
      code(await consoleCall(t.app, consoleCreateTenant, admin, { body: { ...base, code: 'dup', hosts: [PLATFORM_HOST] } })),
    ).toBe(ErrorCode.TENANT_HOST_TAKEN);
    expect(
      code(await consoleCall(t.app, consoleCreateTenant, admin, { body: { ...base, code: 'dup', hosts: ['bad host'] } })),
    ).not.toBe(0);
    expect(
      code(
        await consoleCall(t.app, consoleCreateTenant, admin, {
          body: { ...base, code: 'dup', hosts: ['d.localhost'], timeZone: 'Mars/Base' },
        }),
      ),
    ).not.toBe(0);
    expect((await t.db.kysely.selectFrom('tenants').select('id').execute()).length).toBe(before);
  });

  it('maintenance on and off, closed and open, domains added and removed: the storefront follows without a restart; each is audited', async () => {
    const created = data<Tenant>(
      await consoleCall(t.app, consoleCreateTenant, admin, {
        body: { code: 'vega', name: 'Vega', hosts: ['vega.localhost'], defaultLanguage: 'zh-CN', timeZone: 'Asia/Shanghai' },
      }),
    );
    const info = (host = 'vega.localhost') => call(t.app, getTenantInfoConfig, { host }).then(code);
    expect(await info()).toBe(0);
    expect(
      code(await consoleCall(t.app, consoleUpdateTenant, admin, { params: { id: created.id }, body: { maintenance: true } })),
    ).toBe(0);
    expect(await info()).toBe(ErrorCode.MAINTENANCE);
    expect(
      code(
        await consoleCall(t.app, consoleUpdateTenant, admin, {
          params: { id: created.id },
          body: { maintenance: false, enable: false },
        }),
      ),
    ).toBe(0);
    expect(await info()).toBe(0); // getTenantInfoConfig answers a closed tenant (the closure page needs it)
    const closed = data<Tenant>(await consoleCall(t.app, consoleListTenants, admin)) as unknown as { tenants: Tenant[] };
    expect(closed.tenants.find((x) => x.id === created.id)).toMatchObject({ enable: 0, maintenance: false });
    const updates = await auditRows(t.app, 'tenant.update');
    expect(JSON.parse(updates[0]!.before_json)).toMatchObject({ maintenance: true, enable: 1 });
    expect(JSON.parse(updates[0]!.after_json)).toMatchObject({ maintenance: false, enable: 0 });

    expect(
      code(
        await consoleCall(t.app, consoleAddTenantDomain, admin, {
          params: { id: created.id },
          body: { host: 'vega2.localhost' },
        }),
      ),
    ).toBe(0);
    expect(await info('vega2.localhost')).toBe(0);
    expect(
      code(
        await consoleCall(t.app, consoleRemoveTenantDomain, admin, {
          params: { id: created.id },
          body: { host: 'vega.localhost' },
        }),
      ),
    ).toBe(0);
    expect(await info('vega.localhost')).toBe(ErrorCode.NO_TENANT);
    // The last domain stays.
    expect(
      code(
        await consoleCall(t.app, consoleRemoveTenantDomain, admin, {
          params: { id: created.id },
          body: { host: 'vega2.localhost' },
        }),
      ),
    ).toBe(ErrorCode.VALIDATION_FAILED);
    expect(await auditRows(t.app, 'tenant.domain.add')).toHaveLength(1);
    expect(await auditRows(t.app, 'tenant.domain.remove')).toHaveLength(1);
  });
});

describe('audit log search', () => {
  it("an owner reads only their tenant's entries, by action prefix, operator and time, paged newest first", async () => {
    const owner = await signInConsole(t.app, { tenant: 'demo', role: 'owner' });
    const from = t.clock();
    for (let i = 0; i < 3; i++) await consoleCall(t.app, consoleCreateOperator, owner, { body: newOperatorBody() });
    const page1 = data<{
      entries: { id: number; tenantId: number; action: string; operatorId: number }[];
      nextBefore: number | null;
    }>(
      await consoleCall(t.app, consoleSearchAudit, owner, {
        query: { action: 'operator.', operatorId: owner.operatorId, from, limit: 2 },
      }),
    );
    expect(page1.entries).toHaveLength(2);
    expect(
      page1.entries.every((e) => e.tenantId === demoId && e.action === 'operator.create' && e.operatorId === owner.operatorId),
    ).toBe(true);
    expect(page1.entries[0]!.id).toBeGreaterThan(page1.entries[1]!.id);
    const page2 = data<{ entries: unknown[]; nextBefore: number | null }>(
      await consoleCall(t.app, consoleSearchAudit, owner, {
        query: { action: 'operator.', operatorId: owner.operatorId, from, limit: 2, before: page1.nextBefore! },
      }),
    );
    expect(page2.entries).toHaveLength(1);
    expect(page2.nextBefore).toBeNull();
    const all = data<{ entries: { tenantId: number }[] }>(
      await consoleCall(t.app, consoleSearchAudit, owner, { query: { limit: 200 } }),
    );
    expect(all.entries.every((e) => e.tenantId === demoId)).toBe(true);
    // A platform admin on the platform host reads every tenant's.
    const admin = await signInConsole(t.app, { tenant: null, role: 'platformAdmin' });
    const every = data<{ entries: { tenantId: number | null }[] }>(
      await consoleCall(t.app, consoleSearchAudit, admin, { query: { limit: 200 } }),
    );
    expect(new Set(every.entries.map((e) => e.tenantId)).size).toBeGreaterThan(1);
  });
});
