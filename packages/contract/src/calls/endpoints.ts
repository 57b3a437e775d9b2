import { defineEndpoints } from './define-endpoints';
import { tenantEndpoints } from './tenant/endpoints';
import { systemEndpoints } from './system/endpoints';
import { categoryEndpoints } from './category/endpoints';
import { catalogueEndpoints } from './catalogue/endpoints';
import { userEndpoints } from './user/endpoints';
import { identityEndpoints } from './identity/endpoints';
import { saleEndpoints } from './sale/endpoints';
import { shareUrlEndpoints } from './share-url/endpoints';
import { fileEndpoints } from './file/endpoints';
import { operatorEndpoints } from './operator/endpoints';
import { consoleCatalogueEndpoints } from './console-catalogue/endpoints';
import { airdropEndpoints } from './airdrop/endpoints';
import { inboxEndpoints } from './inbox/endpoints';
import { socialEndpoints } from './social/endpoints';
import { transferEndpoints } from './transfer/endpoints';
import { walletEndpoints } from './wallet/endpoints';
import { favouriteEndpoints } from './favourite/endpoints';
import { marketEndpoints } from './market/endpoints';
import { consoleAuthEndpoints } from './console-auth/endpoints';
import { consoleAdminEndpoints } from './console-admin/endpoints';
import { consoleBrandEndpoints } from './console-brand/endpoints';
import { consoleOpsEndpoints } from './console-ops/endpoints';
import { consoleMarketEndpoints } from './console-market/endpoints';
import { activityEndpoints } from './activity/endpoints';
import { consoleActivityEndpoints } from './console-activity/endpoints';
import { synthesisEndpoints } from './synthesis/endpoints';
import { consoleSynthesisEndpoints } from './console-synthesis/endpoints';
import { couponEndpoints } from './coupon/endpoints';
import { consoleCouponEndpoints } from './console-coupon/endpoints';
import { addressEndpoints } from './address/endpoints';
import { accountDataEndpoints } from './account-data/endpoints';
import { consoleShippingEndpoints } from './console-shipping/endpoints';
import { albumEndpoints } from './album/endpoints';
import { consoleAlbumEndpoints } from './console-album/endpoints';
import { inviteEndpoints } from './invite/endpoints';
import { consoleProviderSettingsEndpoints } from './console-provider-settings/endpoints';
import { consolePayoutEndpoints } from './console-payout/endpoints';

export { CONSOLE_ROLES, type ConsoleRole, type Endpoint } from './define-endpoints';

/**
 * Every endpoint of the API by operationId, joined from the areas' `calls/<area>/endpoints.ts` (zod-free:
 * the web app's request client looks calls up here, and each area's `schemas.ts` defines its calls on
 * these). A new area adds its folder, one line here and one in `calls/schemas.ts`; a test fails if a
 * folder is left out or two areas declare the same operationId.
 */
export const endpoints = defineEndpoints({
  ...tenantEndpoints,
  ...systemEndpoints,
  ...categoryEndpoints,
  ...catalogueEndpoints,
  ...userEndpoints,
  ...identityEndpoints,
  ...saleEndpoints,
  ...shareUrlEndpoints,
  ...fileEndpoints,
  ...operatorEndpoints,
  ...consoleCatalogueEndpoints,
  ...airdropEndpoints,
  ...inboxEndpoints,
  ...socialEndpoints,
  ...transferEndpoints,
  ...walletEndpoints,
  ...favouriteEndpoints,
  ...marketEndpoints,
  ...consoleAuthEndpoints,
  ...consoleAdminEndpoints,
  ...consoleBrandEndpoints,
  ...consoleOpsEndpoints,
  ...consoleMarketEndpoints,
  ...activityEndpoints,
  ...consoleActivityEndpoints,
  ...synthesisEndpoints,
  ...consoleSynthesisEndpoints,
  ...couponEndpoints,
  ...consoleCouponEndpoints,
  ...addressEndpoints,
  ...consoleShippingEndpoints,
  ...albumEndpoints,
  ...consoleAlbumEndpoints,
  ...inviteEndpoints,
  ...consoleProviderSettingsEndpoints,
  ...consolePayoutEndpoints,
  ...accountDataEndpoints,
});

export type OperationId = keyof typeof endpoints;
