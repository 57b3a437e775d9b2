import { Suspense } from 'react';
import { formatPrice } from '../../../lib/format';
import type { OrderCoupon as OrderCouponData } from '../rules';
import { couponValueText } from '../rules';
import { useCouponTexts } from '../texts';
import '../coupon.css';

function Rows({ coupon: c, variant }: { coupon: OrderCouponData; variant: 'card' | 'inline' }) {
  const { t, lang } = useCouponTexts();
  const value =
    c.kind === 'amount' ? { kind: c.kind, amount: c.value, percent: null } : { kind: c.kind, amount: null, percent: c.value };
  return (
    <section
      className={`cp-order cp-order--${variant}`}
      data-testid="order-coupon"
      data-coupon-id={c.id}
      aria-label={t('coupon.order.label')}
    >
      <div className="cp-order__row">
        <span className="cp-order__label">{t('coupon.order.totalBefore')}</span>
        <span data-testid="order-coupon-before">{formatPrice(c.totalBefore, lang)}</span>
      </div>
      <div className="cp-order__row">
        <span className="cp-order__label">
          {t('coupon.order.label')} · <span data-testid="order-coupon-name">{c.name}</span>{' '}
          {c.name.includes(couponValueText(value, lang)) ? null : (
            <span className="cp-order__value">({couponValueText(value, lang)})</span>
          )}
        </span>
        <span className="cp-order__discount" data-testid="order-coupon-discount">
          −{formatPrice(c.discount, lang)}
        </span>
      </div>
    </section>
  );
}

/**
 * The coupon an order used (decision 043): its name and value, the discount and the total before it. The
 * order's own total is already after the discount. Nothing when the order used none.
 */
export function OrderCoupon({
  coupon,
  variant = 'card',
}: {
  coupon: OrderCouponData | null;
  /** card: a card of its own (order detail); inline: inside the cashier's summary. */
  variant?: 'card' | 'inline';
}) {
  if (coupon === null) return null;
  return (
    <Suspense fallback={null}>
      <Rows coupon={coupon} variant={variant} />
    </Suspense>
  );
}
