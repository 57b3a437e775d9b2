export { TenantService, DEFAULT_CHAIN_CHANNEL, type TenantContext, type TenantSettings } from './tenant.service';
export { TenantRepository } from './tenant.repository';
export { tenantRoutes } from './tenant.routes';
