import { consoleCreateTenant } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuditRecorder, TenantContext } from '../http/request-context';
import type { OperatorServices } from '../modules/operator/index';
import { operatorView } from '../modules/operator/index';
import {
  tenantStarter,
  type ConsoleNewTenant,
  type TenantAdminService,
  type TenantConsoleService,
} from '../modules/tenant/index';
import { registerCall } from '../plugins/register-call';
import { defineFlow } from './define-flow';

export interface CreateTenantDeps {
  db: Kysely<Database>;
  tenants: TenantConsoleService;
  operators: Pick<OperatorServices, 'accounts'>;
  /** The tenant's chain contract, deployed ahead of its first mint (decision 010). */
  chain: { ensureContract(db: Kysely<Database>, tenant: Pick<TenantContext, 'id' | 'platformName' | 'code'>): Promise<void> };
  platformHosts: string[];
  /** What a new tenant starts with: its documents and its tab bar (the platform's icons, which follow its colours). */
  starter: (platformName: string) => {
    documents: Parameters<TenantAdminService['addDocuments']>[2];
    menu: { name: Record<string, string>; icon: string; selectedIcon: string; link: string; linkType: number }[];
  };
  tenantAdmin: Pick<TenantAdminService, 'addMenu' | 'addDocuments'>;
  clock: () => number;
}

/**
 * A platform admin creates a tenant from the console (issue 17): its rows (tenant module), its first
 * owner (operator module) and its chain contract's deployment (chain outbox), in one transaction with
 * their audit rows. After the commit this process forgets its host cache; the others see the new hosts
 * within the cache's 5 s — the storefront answers on them without a restart.
 */
export class CreateTenant {
  constructor(private readonly d: CreateTenantDeps) {}

  async create(input: ConsoleNewTenant & { owner?: { email: string; name: string; password: string } }, audit: AuditRecorder) {
    const out = await this.d.db.transaction().execute(async (trx) => {
      const id = await this.d.tenants.create(trx, input, this.d.platformHosts);
      await this.start(trx, id, input.name);
      const after = await this.d.tenants.one(trx, id);
      await audit(trx, { action: 'tenant.create', targetType: 'tenant', targetId: id, after, tenantId: id });
      if (input.owner) {
        const ownerId = await this.d.operators.accounts.create(trx, { tenantId: id, role: 'owner', ...input.owner });
        const owner = await this.d.operators.accounts.byIdIn(trx, ownerId);
        await audit(trx, {
          action: 'operator.create',
          targetType: 'operator',
          targetId: ownerId,
          after: operatorView(owner!),
          tenantId: id,
        });
      }
      await this.d.chain.ensureContract(trx, { id, code: input.code, platformName: input.name });
      return after;
    });
    this.d.tenants.changed();
    return out;
  }

  /** Its documents and a tab bar of home, market and mine: a tenant is usable, and its brand editable, at once. */
  private async start(trx: Kysely<Database>, tenantId: number, platformName: string): Promise<void> {
    const starter = this.d.starter(platformName);
    await this.d.tenantAdmin.addDocuments(trx, tenantId, starter.documents, this.d.clock());
    for (const [sort, m] of starter.menu.entries()) {
      await this.d.tenantAdmin.addMenu(trx, tenantId, sort, {
        name: m.name,
        icon: m.icon,
        selectedIcon: m.selectedIcon,
        link: m.link,
        linkType: m.linkType,
      });
    }
  }
}

declare module './flows.types' {
  interface Flows {
    /** A platform admin creates a tenant from the console (issue 17). */
    createTenant: CreateTenant;
  }
}

export const createTenantFlow = defineFlow({
  key: 'createTenant',
  build: ({ app, db, clock }) =>
    new CreateTenant({
      db,
      tenants: app.tenant.console,
      operators: app.operator,
      chain: app.chain.outbox,
      platformHosts: app.config.console.platformHosts,
      starter: tenantStarter,
      tenantAdmin: app.tenant.admin,
      clock,
    }),
  routes(app, flow) {
    registerCall(app, consoleCreateTenant, (req) => flow.create(req.body, req.audit));
  },
});
