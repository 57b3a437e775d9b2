import type { ReactNode } from 'react';
import '../coupon.css';
import { formatDate } from '../../../lib/format';
import { couponValueText, yuan, type CouponValue } from '../rules';
import { useCouponTexts } from '../texts';

type T = ReturnType<typeof useCouponTexts>['t'];

/** "满¥50可用" / "Orders from ¥50", or "no minimum". */
export const minSpendText = (t: T, minSpend: number) =>
  minSpend > 0 ? t('coupon.minSpend', { amount: yuan(minSpend) }) : t('coupon.noMinimum');

/** Where a coupon applies: all drops, the named business types, or chosen collections. */
export function scopeText(t: T, scope: { businessTypes: number[]; collectionIds: number[] }): string {
  if (scope.collectionIds.length > 0) return t('coupon.scope.collections');
  if (scope.businessTypes.length === 0) return t('coupon.scope.all');
  const names = scope.businessTypes
    .filter((b) => b === 3 || b === 4 || b === 7)
    .map((b) => t(`coupon.scope.type${b as 3 | 4 | 5 | 7}`));
  return t('coupon.scope.types', { types: names.join(' · ') });
}

/** A validity window as dates. */
export const windowText = (t: T, from: number, to: number, lang: string) =>
  t('coupon.valid', { from: formatDate(from, lang), to: formatDate(to, lang) });

/**
 * The look of a coupon: its value on the left (¥5 / 8.5折 / 15% off) over the minimum spend, the name,
 * the validity and the scope on the right, and `aside` (a state, a button) at the end. `dim` greys it
 * (used, expired, not applicable); the text keeps AA contrast through the theme's tokens.
 */
export function CouponTicket({
  value,
  minSpend,
  name,
  validity,
  scope,
  aside,
  footer,
  dim = false,
  testId,
  data,
}: {
  value: CouponValue;
  minSpend: number;
  name: string;
  validity: ReactNode;
  scope: { businessTypes: number[]; collectionIds: number[] };
  aside?: ReactNode;
  footer?: ReactNode;
  dim?: boolean;
  testId?: string;
  data?: Record<`data-${string}`, string | number>;
}) {
  const { t, lang } = useCouponTexts();
  return (
    <article className={`cp-ticket${dim ? ' cp-ticket--dim' : ''}`} data-testid={testId} {...data}>
      <div className="cp-ticket__main">
        <div className="cp-ticket__value">
          <strong className="cp-ticket__amount" data-testid="coupon-value">
            {couponValueText(value, lang)}
          </strong>
          <span className="cp-ticket__min" data-testid="coupon-min">
            {minSpendText(t, minSpend)}
          </span>
        </div>
        <div className="cp-ticket__body">
          <h3 className="cp-ticket__name">{name}</h3>
          <p className="cp-ticket__meta" data-testid="coupon-validity">
            {validity}
          </p>
          <p className="cp-ticket__meta" data-testid="coupon-scope">
            {scopeText(t, scope)}
          </p>
        </div>
        {aside ? <div className="cp-ticket__aside">{aside}</div> : null}
      </div>
      {footer ? <div className="cp-ticket__foot">{footer}</div> : null}
    </article>
  );
}
