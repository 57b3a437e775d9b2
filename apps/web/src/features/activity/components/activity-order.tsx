import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { formatPrice } from '../../../lib/format';
import type { Activity } from '../api/get-activity';
import type { QualifyingItems } from '../api/list-qualifying-items';
import { useActivityTexts } from '../texts';
import { BottomBar } from '../../../components/ui/bottom-bar';

type CouponReward = Extract<Activity['reward'], { kind: 'coupon' }>['coupon'];

/** A coupon's value as a line: "¥5.00 off" or "15% off", and its minimum spend. */
export function CouponValue({ coupon }: { coupon: CouponReward }) {
  const { t, lang } = useActivityTexts();
  const value =
    coupon.kind === 'amount' && coupon.amount !== null
      ? t('activity.coupon.amount', { amount: formatPrice(coupon.amount, lang) })
      : t('activity.coupon.percent', { percent: coupon.percent ?? 0, zhe: (100 - (coupon.percent ?? 0)) / 10 });
  return (
    <span className="act-coupon__value">
      <strong data-testid="coupon-value">{value}</strong>
      <span className="act-sub">
        {coupon.minSpend > 0
          ? t('activity.coupon.minSpend', { amount: formatPrice(coupon.minSpend, lang) })
          : t('activity.coupon.noMinimum')}
      </span>
    </span>
  );
}

/** After a coupon activity's order: the coupon is mine; links to my coupons (given by the route) and the order. */
export function CouponResult({
  coupon,
  couponsPath,
  orderPath,
}: {
  coupon: CouponReward;
  /** My coupons' page, when the app has it. */
  couponsPath: string | null;
  orderPath: string;
}) {
  const { t } = useActivityTexts();
  return (
    <main className="act-pick act-pick--plain" data-testid="coupon-result" aria-live="polite">
      <section className="act-panel act-result">
        <h2 className="act-detail__name">{t('activity.coupon.done')}</h2>
        <div className="act-coupon" data-testid="coupon-card">
          <span className="act-h3" data-testid="coupon-name">
            {coupon.name}
          </span>
          <CouponValue coupon={coupon} />
        </div>
        {couponsPath ? (
          <Link className="act-button" to={couponsPath} data-testid="coupon-mine-link">
            {t('activity.coupon.mine')}
          </Link>
        ) : null}
        <Link className="act-link" to={orderPath} data-testid="coupon-order-link">
          {t('activity.order.view')}
        </Link>
      </section>
    </main>
  );
}

export interface ActivityConfirmProps {
  activity: Activity;
  /** My qualifying items (to show the picked ones); null when nothing qualifies. */
  items: QualifyingItems | null;
  itemIds: readonly number[];
  /** The address row (the address feature's, composed by the route); null for a coupon activity. */
  address: ReactNode;
  /** The coupon row (the coupon feature's picker, composed by the route), when there is one. */
  coupon?: ReactNode;
  /** Fen off by the chosen coupon (0 without one). */
  discount?: number;
  refusal: string | null;
  /** A way on from the refusal (the route's link to the unpaid order that blocks, 7020072), if any. */
  refusalLink?: ReactNode;
  busy: boolean;
  onSubmit: () => void;
}

/**
 * Confirm an activity order: the reward (the good's image, name and description), the items I picked,
 * the address, the coupon, the total; then the order (the route pays a priced one through the cashier).
 */
export function ActivityConfirm(props: ActivityConfirmProps) {
  const { activity: a, items, itemIds, address, coupon, discount = 0, refusal, refusalLink, busy, onSubmit } = props;
  const { t } = useActivityTexts();
  const reward = a.reward;
  const picked = items
    ? items.collections.flatMap((g) =>
        g.items.filter((i) => itemIds.includes(i.cardNftId)).map((i) => ({ ...i, name: g.name, coverUrl: g.coverUrl })),
      )
    : [];
  const total = Math.max(0, a.price - discount);
  return (
    <main className="act-pick" data-testid="activity-confirm" data-kind={a.kind}>
      <section className="act-panel" data-testid="confirm-reward">
        <h2 className="act-h3">{t('activity.order.reward')}</h2>
        {reward.kind === 'physical' ? (
          <div className="act-reward">
            <img className="act-reward__image" src={reward.physical.imageUrl} alt="" width={88} height={88} />
            <div className="act-reward__body">
              <span className="act-h3" data-testid="confirm-reward-name">
                {reward.physical.name}
              </span>
              {reward.physical.description ? <p className="act-note act-pre">{reward.physical.description}</p> : null}
              <Price fen={a.price} size="sm" />
            </div>
          </div>
        ) : reward.kind === 'coupon' ? (
          <div className="act-coupon">
            <span className="act-h3" data-testid="confirm-reward-name">
              {reward.coupon.name}
            </span>
            <CouponValue coupon={reward.coupon} />
          </div>
        ) : (
          <span className="act-h3">{a.result.name}</span>
        )}
      </section>
      {picked.length > 0 ? (
        <section className="act-panel" data-testid="confirm-items">
          <h2 className="act-h3">{t('activity.order.items', { count: picked.length })}</h2>
          <ul className="act-items">
            {picked.map((i) => (
              <li key={i.cardNftId} data-testid="confirm-item">
                {i.name} {t('activity.select.serial', { serial: i.serial })}
              </li>
            ))}
          </ul>
          <p className="act-note">{t(`activity.modeHint.${a.mode}`)}</p>
        </section>
      ) : null}
      {address}
      {coupon ? (
        <section className="act-panel" data-testid="confirm-coupon">
          {coupon}
        </section>
      ) : null}
      <BottomBar layout="stack">
        {refusal !== null ? (
          <p className="act-refusal" role="alert" data-testid="confirm-refusal">
            {refusal}
            {refusalLink ? <> {refusalLink}</> : null}
          </p>
        ) : null}
        <div className="act-bar__row">
          <span className="act-total" data-testid="confirm-total" data-fen={total}>
            {t('activity.order.total')} <Price fen={total} size="md" />
          </span>
          <button type="button" className="act-button" disabled={busy} onClick={onSubmit} data-testid="confirm-submit">
            {busy ? t('activity.order.submitting') : total > 0 ? t('activity.order.pay') : t('activity.order.submit')}
          </button>
        </div>
      </BottomBar>
    </main>
  );
}
