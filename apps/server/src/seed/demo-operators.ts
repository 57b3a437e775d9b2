import type { ModuleServices } from '../module-services';

/**
 * The demo's console operators (issue 17; development only — README "Operator console"): a platform
 * admin, and an owner of every demo tenant. Two-factor is not enrolled: outside production it may be
 * skipped (CONSOLE_2FA_OPTIONAL), in production they must enrol at their first sign-in.
 */
export const DEMO_PLATFORM_ADMIN = { email: 'admin@curio.local', password: 'curio-admin-demo' } as const;
export const demoOwnerOf = (tenantCode: string) => ({ email: `owner@${tenantCode}.local`, password: 'curio-owner-demo' });

export async function seedDemoOperators(s: ModuleServices, tenants: { id: number; code: string }[]): Promise<void> {
  const db = s.db;
  await db.transaction().execute(async (trx) => {
    if (!(await s.operators.byEmail(trx, null, DEMO_PLATFORM_ADMIN.email))) {
      await s.operators.create(
        trx,
        { tenantId: null, role: 'platformAdmin', name: 'Platform admin', ...DEMO_PLATFORM_ADMIN },
        { reuseHash: true },
      );
    }
    for (const t of tenants) {
      const owner = demoOwnerOf(t.code);
      if (await s.operators.byEmail(trx, t.id, owner.email)) continue;
      await s.operators.create(trx, { tenantId: t.id, role: 'owner', name: `${t.code} owner`, ...owner }, { reuseHash: true });
    }
  });
}
