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
import { airdropEndpoints } from './airdrop/endpoints';
import { inboxEndpoints } from './inbox/endpoints';
import { socialEndpoints } from './social/endpoints';
import { transferEndpoints } from './transfer/endpoints';
import { walletEndpoints } from './wallet/endpoints';
import { favouriteEndpoints } from './favourite/endpoints';
import { marketEndpoints } from './market/endpoints';
import { activityEndpoints } from './activity/endpoints';
import { synthesisEndpoints } from './synthesis/endpoints';
import { couponEndpoints } from './coupon/endpoints';
import { addressEndpoints } from './address/endpoints';
import { accountDataEndpoints } from './account-data/endpoints';
import { albumEndpoints } from './album/endpoints';
import { inviteEndpoints } from './invite/endpoints';
import { consoleBrandEndpoints } from './console-brand/endpoints';

export const storefrontEndpoints = defineEndpoints({
  ...tenantEndpoints,
  ...systemEndpoints,
  ...categoryEndpoints,
  ...catalogueEndpoints,
  ...userEndpoints,
  ...identityEndpoints,
  ...saleEndpoints,
  ...shareUrlEndpoints,
  ...fileEndpoints,
  ...airdropEndpoints,
  ...inboxEndpoints,
  ...socialEndpoints,
  ...transferEndpoints,
  ...walletEndpoints,
  ...favouriteEndpoints,
  ...marketEndpoints,
  ...activityEndpoints,
  ...synthesisEndpoints,
  ...couponEndpoints,
  ...addressEndpoints,
  ...accountDataEndpoints,
  ...albumEndpoints,
  ...inviteEndpoints,
  getBrandPreview: consoleBrandEndpoints.getBrandPreview,
  getHomePreview: consoleBrandEndpoints.getHomePreview,
  getCreatorPreview: consoleBrandEndpoints.getCreatorPreview,
});
