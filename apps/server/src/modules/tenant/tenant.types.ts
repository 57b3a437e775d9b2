import type { TenantService } from './tenant.service';

/** What the tenant module offers other modules and its routes (`app.tenants`). */
export interface TenantServices {
  tenants: TenantService;
}
