import type { TenantAdminService } from './tenant-admin.service';
import type { TenantBrandService } from './tenant-brand.service';
import type { TenantConsoleService } from './tenant-console.service';
import type { TenantService } from './tenant.service';

/** What the tenant module offers other modules and its routes. */
export interface TenantServices {
  /** A tenant by host or id, its bootstrap answers (cached): `app.tenant.tenants`. */
  tenants: TenantService;
  /** Making tenants and filling what they lack (the seed; the operator console later): `app.tenant.admin`. */
  admin: TenantAdminService;
  /** Tenants from the platform console (issue 17): `app.tenant.console`. Absent outside the app (the seed, the CLI). */
  console?: TenantConsoleService;
  /** The tenant's brand (name, logo, theme, tab bar, settings), read and published by the console (decision 037): `app.tenant.brand`. Absent outside the app. */
  brand?: TenantBrandService;
}
