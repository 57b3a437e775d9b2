import { Link } from 'react-router';
import { Chip } from '../../../components/ui/chip';
import { formatDateTime } from '../../../lib/format';
import type { Coupon } from '../rules';
import { useCouponTexts } from '../texts';
import { CouponTicket, windowText } from './coupon-ticket';

/**
 * One of my coupons on the coupons page: value, minimum spend, validity, scope; a usable one not started
 * yet says from when; a used one links its order (the route gives the order page's path).
 */
export function CouponCard({ coupon: c, orderPath }: { coupon: Coupon; orderPath: (orderNo: string) => string }) {
  const { t, lang } = useCouponTexts();
  const notStarted = c.status === 'usable' && !c.usableNow;
  const state = c.status !== 'usable' ? c.status : notStarted ? 'notStarted' : null;
  return (
    <CouponTicket
      value={c}
      minSpend={c.minSpend}
      name={c.name}
      validity={windowText(t, c.validFrom, c.validTo, lang)}
      scope={c.scope}
      dim={c.status !== 'usable'}
      testId="coupon-card"
      data={{ 'data-id': c.id, 'data-status': c.status, 'data-usable-now': String(c.usableNow) }}
      aside={state ? <Chip tone={state === 'notStarted' ? 'soft' : 'neutral'}>{t(`coupon.status.${state}`)}</Chip> : null}
      footer={
        notStarted ? (
          <span>{t('coupon.notStarted', { time: formatDateTime(c.validFrom, lang) })}</span>
        ) : c.usedOrderNo !== null ? (
          <span>
            {t('coupon.usedOn')}{' '}
            <Link className="cp-link" to={orderPath(c.usedOrderNo)} data-testid="coupon-used-order">
              {c.usedOrderNo}
            </Link>
          </span>
        ) : null
      }
    />
  );
}
