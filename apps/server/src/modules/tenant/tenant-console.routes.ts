import { consoleAddTenantDomain, consoleListTenants, consoleRemoveTenantDomain, consoleUpdateTenant } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { TenantConsoleService } from './tenant-console.service';

/** The platform console's tenant calls (creating one is a flow: flows/create-tenant.ts). */
export function tenantConsoleRoutes(app: FastifyInstance, s: TenantConsoleService): void {
  const platformHosts = app.config.console.platformHosts;
  registerCall(app, consoleListTenants, async () => ({ tenants: await s.list() }));
  registerCall(app, consoleUpdateTenant, (req) => s.update(req.params.id, req.body, req.audit));
  registerCall(app, consoleAddTenantDomain, (req) => s.addHost(req.params.id, req.body.host, platformHosts, req.audit));
  registerCall(app, consoleRemoveTenantDomain, (req) => s.removeHost(req.params.id, req.body.host, req.audit));
}
