import { defineEndpoints } from './define-endpoints';
import { storefrontEndpoints } from './storefront-endpoints';
import { operatorEndpoints } from './operator/endpoints';
import { consoleCatalogueEndpoints } from './console-catalogue/endpoints';
import { consoleAuthEndpoints } from './console-auth/endpoints';
import { consoleAdminEndpoints } from './console-admin/endpoints';
import { consoleBrandEndpoints } from './console-brand/endpoints';
import { consoleOpsEndpoints } from './console-ops/endpoints';
import { consoleMarketEndpoints } from './console-market/endpoints';
import { consoleActivityEndpoints } from './console-activity/endpoints';
import { consoleSynthesisEndpoints } from './console-synthesis/endpoints';
import { consoleCouponEndpoints } from './console-coupon/endpoints';
import { consoleShippingEndpoints } from './console-shipping/endpoints';
import { consoleAlbumEndpoints } from './console-album/endpoints';
import { consoleProviderSettingsEndpoints } from './console-provider-settings/endpoints';
import { consolePayoutEndpoints } from './console-payout/endpoints';

export { CONSOLE_ROLES, type ConsoleRole, type Endpoint } from './define-endpoints';

/**
 * Every endpoint of the API by operationId, joined from the areas' `calls/<area>/endpoints.ts` (zod-free:
 * the console's request client looks calls up here, the storefront's in `storefrontEndpoints`, and each
 * area's `schemas.ts` defines its calls on these). A new area adds its folder, one line here (a console
 * area) or in `storefront-endpoints.ts` (a storefront area), and one in `calls/schemas.ts`; a test fails if
 * a folder is left out or two areas declare the same operationId.
 */
export const endpoints = defineEndpoints({
  // The storefront's areas (storefront-endpoints.ts: the web app's client looks its calls up there, decision 073).
  ...storefrontEndpoints,
  ...operatorEndpoints,
  ...consoleCatalogueEndpoints,
  ...consoleAuthEndpoints,
  ...consoleAdminEndpoints,
  ...consoleBrandEndpoints,
  ...consoleOpsEndpoints,
  ...consoleMarketEndpoints,
  ...consoleActivityEndpoints,
  ...consoleSynthesisEndpoints,
  ...consoleCouponEndpoints,
  ...consoleShippingEndpoints,
  ...consoleAlbumEndpoints,
  ...consoleProviderSettingsEndpoints,
  ...consolePayoutEndpoints,
});

export type OperationId = keyof typeof endpoints;
