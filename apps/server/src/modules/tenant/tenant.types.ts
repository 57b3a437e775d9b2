import type { TenantAdminService } from './tenant-admin.service';
import type { TenantConsoleService } from './tenant-console.service';
import type { TenantService } from './tenant.service';

/** What the tenant module offers other modules and its routes. */
export interface TenantServices {
  /** A tenant by host or id, its bootstrap answers (cached): `app.tenants`. */
  tenants: TenantService;
  /** Making tenants and filling what they lack (the seed; the operator console later): `app.tenantAdmin`. */
  admin: TenantAdminService;
  /** Tenants from the platform console (issue 17): `app.tenantConsole`. Absent outside the app (the seed, the CLI). */
  console?: TenantConsoleService;
}
