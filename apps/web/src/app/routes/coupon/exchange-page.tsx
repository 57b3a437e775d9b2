import { ExchangeCentre, type ExchangeLinks } from '../../../features/coupon/components/exchange-centre';
import { COUPON_PATHS } from '../../../features/coupon/paths';
import { IDENTITY_PATHS } from '../../../features/identity/paths';
import { myCollectiblePath } from '../../../features/sale/paths';
import type { PageProps } from '../../page';
import '../../../features/coupon/coupon.css';

const LINKS: ExchangeLinks = {
  coupons: COUPON_PATHS.mine,
  verify: IDENTITY_PATHS.verify,
  chainVerify: IDENTITY_PATHS.chainVerify,
  item: myCollectiblePath,
};

/**
 * Spec (issue 19): /pages/home/swap/index (login): the exchange centre — redeem a one-time code for a
 * coupon or a collectible, see what it gave, and my past redemptions.
 */
export default function ExchangePage(_props: PageProps) {
  return <ExchangeCentre links={LINKS} />;
}
