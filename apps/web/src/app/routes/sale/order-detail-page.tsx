import { orderItemKindLabel, orderStatusLabel, payMethodLabel } from '@curio/contract/client';
import { Link, useNavigate } from 'react-router';
import { confirm } from '../../../components/shell/confirm';
import { toast } from '../../../components/shell/feedback';
import { BottomBar } from '../../../components/ui/bottom-bar';
import { Price } from '../../../components/ui/price';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { blindBoxPath, collectionPath } from '../../../features/catalogue/paths';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { isRequestError } from '../../../lib/request/index';
import { SALE_PATHS, cashierPath, myCollectionItemsPath, orderNoParam, orderReceiptPath } from '../../../features/sale/paths';
import { serialRuns } from '../../../features/sale/rules';
import { useSaleTexts } from '../../../features/sale/texts';
import type { PageProps } from '../../page';
import { InfoRow } from '../../../features/sale/components/info-row';
import { PayCountdown } from '../../../features/sale/components/pay-countdown';
import { SaleNotFound } from '../../../features/sale/components/sale-not-found';
import { DetailPage } from '../../../components/query-state';
import { useCancelOrderMutation } from '../../../features/sale/api/cancel-order';
import { useSaleRefresh } from '../../../features/sale/api/refresh';
import { useOrder, type Order } from '../../../features/sale/api/get-order';
import '../../../features/sale/sale.css';
import { listingPath } from '../../../features/market/paths';
import { OrderCoupon } from '../../../features/coupon/components/order-coupon';
import { activityPath } from '../../../features/activity/paths';
import { OrderShipping } from '../../../features/address/components/order-shipping';

function OrderView({ order, refetch }: { order: Order; refetch: () => Promise<unknown> }) {
  const { t, lang } = useSaleTexts();
  const navigate = useNavigate();
  const refresh = useSaleRefresh();
  const cancelOrder = useCancelOrderMutation();
  const pending = order.status === 'pending_payment';
  const isBox = order.item.kind === 'blindBox';
  // An activity order (business type 5, issue 19): its page is the activity's; no serials, no items to view.
  const isActivity = order.item.kind === 'activity';
  // A resale order (business type 7) is for a listing: its page is the collection detail with market type 2.
  const itemPath = isActivity
    ? activityPath(order.item.id)
    : order.item.kind === 'listing'
      ? listingPath(order.item.id)
      : isBox
        ? blindBoxPath(order.item.id)
        : collectionPath(order.item.id);

  const cancel = async () => {
    const sure = await confirm({
      content: t('sale.order.cancelConfirm'),
      confirmText: t('sale.order.cancel'),
      cancelText: t('sale.order.cancelKeep'),
      danger: true,
    });
    if (!sure) return;
    try {
      // Either way, everything cached is out of date (the mutation invalidates it).
      await cancelOrder.mutateAsync(order.orderNo);
      toast(t('sale.order.cancelled'));
    } catch (error) {
      // 5000021: it was paid or ended meanwhile; the request layer has said so.
      if (!isRequestError(error)) throw error;
    }
    await refetch();
  };

  return (
    <main className="sale-detail" data-testid="order-detail" data-status={order.status}>
      <section className={`sale-hero sale-hero--${order.status}`} data-testid="order-hero">
        <div className="sale-hero__top">
          <h2 className="sale-hero__title">{orderStatusLabel(order.status, lang)}</h2>
        </div>
        <p className="sale-hero__desc">
          {t(
            isActivity && order.status === 'paid'
              ? 'sale.order.statusDesc.paidActivity'
              : `sale.order.statusDesc.${order.status}`,
          )}
        </p>
        {pending ? (
          <PayCountdown
            expiresAt={order.expiresAt}
            className="sale-hero__countdown"
            onEnd={() => {
              // The server closes it within a second or so (stock back): look again at everything.
              void refresh.orderEnded();
              setTimeout(() => void refetch(), 1500);
            }}
          />
        ) : null}
      </section>

      <section className="sale-card">
        <Link to={itemPath} className="sale-line-item" data-testid="order-item">
          <img src={order.item.coverUrl} alt="" width={76} height={76} />
          <span className="sale-line-item__text">
            <span className="sale-tag">{orderItemKindLabel(order.item.kind, lang)}</span>
            <span className="sale-line-item__name">{order.item.name}</span>
            <span className="sale-line-item__meta">
              <Price fen={order.unitPrice} size="sm" /> × {order.quantity}
            </span>
          </span>
        </Link>
        {order.status === 'paid' && !isActivity ? (
          <div className="sale-serials" data-testid="order-serials">
            <span className="sale-serials__label">{t('sale.order.serials')}</span>
            {isBox ? (
              <p className="sale-note">{t('sale.order.serialsBox')}</p>
            ) : (
              <div className="sale-chips">
                {serialRuns(order.serials, order.totalSupply).map((s) => (
                  <span key={s} className="sale-chip" data-testid="order-serial">
                    {s}
                  </span>
                ))}
              </div>
            )}
          </div>
        ) : null}
      </section>

      <OrderShipping order={order} onChanged={() => void refetch()} />

      {order.refund ? (
        <section className="sale-card sale-refund" data-testid="order-refund">
          <h3 className="sale-h3">{t('sale.order.refundTitle')}</h3>
          <p className="sale-note">
            {/* An operator's refund of the paid order, or the system's refund of a payment after the close. */}
            {t(order.status === 'refunded' ? 'sale.order.refundPlatform' : 'sale.order.refund', {
              amount: formatPrice(order.refund.amount, lang),
              time: formatDateTime(order.refund.at, lang),
            })}
          </p>
        </section>
      ) : null}

      <OrderCoupon coupon={order.coupon} />
      <section className="sale-card sale-rows" data-testid="order-info">
        <InfoRow label={t('sale.order.orderNo')} copy={order.orderNo} mono testId="order-no">
          {order.orderNo}
        </InfoRow>
        <InfoRow label={t('sale.order.type')} testId="order-type">
          {orderItemKindLabel(order.item.kind, lang)}
        </InfoRow>
        <InfoRow label={t('sale.order.createdAt')} testId="order-created">
          {formatDateTime(order.createdAt, lang)}
        </InfoRow>
        <InfoRow label={t('sale.order.total')} testId="order-total">
          <Price fen={order.totalAmount} size="md" />
        </InfoRow>
        {order.paidAt !== null ? (
          <InfoRow label={t('sale.order.paidAt')} testId="order-paid-at">
            {formatDateTime(order.paidAt, lang)}
          </InfoRow>
        ) : null}
        {order.payMethod !== null ? (
          <InfoRow label={t('sale.order.payMethod')}>{payMethodLabel(order.payMethod, lang)}</InfoRow>
        ) : null}
        {order.endedAt !== null ? (
          <InfoRow label={t('sale.order.endedAt')} testId="order-ended-at">
            {formatDateTime(order.endedAt, lang)}
          </InfoRow>
        ) : null}
        {order.paidAt !== null ? (
          // A paid order's receipt (decision 071): what was paid, how, and any refund.
          <Link to={orderReceiptPath(order.orderNo)} className="sale-row sale-row--link" data-testid="order-receipt-link">
            <span className="sale-row__label">{t('sale.order.viewReceipt')}</span>
            <span className="sale-row__chevron" aria-hidden="true">
              ›
            </span>
          </Link>
        ) : null}
      </section>

      <BottomBar layout="end">
        {pending ? (
          <>
            <button
              type="button"
              className="sale-button sale-button--ghost"
              onClick={() => void cancel()}
              data-testid="order-cancel"
            >
              {t('sale.order.cancel')}
            </button>
            <button
              type="button"
              className="sale-button"
              onClick={() => void navigate(cashierPath(order.orderNo))}
              data-testid="order-pay-again"
            >
              {t('sale.order.payAgain')}
            </button>
          </>
        ) : order.status === 'paid' && !isActivity ? (
          <button
            type="button"
            className="sale-button sale-button--wide"
            onClick={() => void navigate(isBox ? SALE_PATHS.myHome : myCollectionItemsPath(order.item.id))}
            data-testid="order-view-items"
          >
            {t(isBox ? 'sale.order.viewBoxes' : 'sale.order.viewItems')}
          </button>
        ) : (
          <button
            type="button"
            className="sale-button sale-button--wide sale-button--ghost"
            onClick={() => void navigate(itemPath)}
            data-testid="order-buy-again"
          >
            {isActivity ? t('sale.order.viewActivity') : t('sale.order.buyAgain')}
          </button>
        )}
      </BottomBar>
    </main>
  );
}

/**
 * Spec: /pages/account/order/detail?orderNo= (login): order number, total price, order time, order
 * type, the countdown to pay, pay again (the cashier) and cancel (confirmed); serial numbers once paid;
 * the refund of a payment that came after the close.
 */
export default function OrderDetailPage({ query }: PageProps) {
  const { lang } = useSaleTexts();
  const orderNo = orderNoParam(query.orderNo);
  const order = useOrder(orderNo, lang);
  return (
    <DetailPage
      query={order}
      missing={orderNo === null}
      notFound={<SaleNotFound />}
      skeleton={
        <main className="sale-page" aria-busy="true">
          <SkeletonBlock height={120} radius={14} />
          <SkeletonBlock height={110} radius={14} />
          <SkeletonBlock height={220} radius={14} />
        </main>
      }
    >
      {(data) => <OrderView order={data} refetch={() => order.refetch()} />}
    </DetailPage>
  );
}
