// The tenant module's public face: its plugins and its services' types (the request's TenantContext lives in http/request-context).
export { tenantModule, tenantServices } from './tenant.module';
export { tenantPlugin } from './tenant.plugin';
export type { TenantServices } from './tenant.types';
export { TenantService, DEFAULT_CHAIN_CHANNEL } from './tenant.service';
export { TenantRepository } from './tenant.repository';
export type { NewTenant, TenantAdminService, TenantDocument, TenantMenu, TenantTheme } from './tenant-admin.service';
export type { TenantConsoleService, ConsoleNewTenant } from './tenant-console.service';
export { TenantBrandService, type TenantBrand } from './tenant-brand.service';
export { tenantStarter, iconSvg, type StarterMenuEntry, type TenantStarter } from './tenant-starter';
export { contentsFor, DEFAULT_CONTENTS } from './tenant-contents';
