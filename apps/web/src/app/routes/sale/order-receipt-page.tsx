import { orderItemKindLabel, orderStatusLabel, payMethodLabel, type OrderStatus } from '@curio/contract/client';
import { Link } from 'react-router';
import { DetailPage } from '../../../components/query-state';
import { Chip, type ChipTone } from '../../../components/ui/chip';
import { Price } from '../../../components/ui/price';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useOrderReceipt, type OrderReceipt } from '../../../features/sale/api/get-order-receipt';
import { InfoRow } from '../../../features/sale/components/info-row';
import { SaleNotFound } from '../../../features/sale/components/sale-not-found';
import { orderNoParam, orderPath } from '../../../features/sale/paths';
import { useSaleTexts } from '../../../features/sale/texts';
import { formatDateTime, formatPrice } from '../../../lib/format';
import type { PageProps } from '../../page';
import '../../../features/sale/sale.css';

/** The order's state as the receipt's chip shows it: paid green, refunded orange. */
const STATUS_TONE: Partial<Record<OrderStatus, ChipTone>> = {
  paid: 'success',
  shipping: 'success',
  completed: 'success',
  refunded: 'pending',
};

function ReceiptView({ receipt }: { receipt: OrderReceipt }) {
  const { t, lang } = useSaleTexts();
  const r = receipt;
  return (
    <main className="sale-detail sale-receipt" data-testid="order-receipt" data-status={r.status}>
      <section className="sale-card sale-receipt__hero" data-testid="receipt-hero">
        <span className="sale-receipt__label">{t('sale.receipt.paidTitle')}</span>
        <span data-testid="receipt-amount">
          <Price fen={r.amountPaid} size="lg" />
        </span>
        <Chip tone={STATUS_TONE[r.status] ?? 'neutral'} testId="receipt-status">
          {orderStatusLabel(r.status, lang)}
        </Chip>
      </section>

      <section className="sale-card" aria-labelledby="receipt-bought">
        <h3 className="sale-h3" id="receipt-bought">
          {t('sale.receipt.bought')}
        </h3>
        <div className="sale-line-item" data-testid="receipt-item">
          <img src={r.item.coverUrl} alt="" width={76} height={76} />
          <span className="sale-line-item__text">
            <span className="sale-tag">{orderItemKindLabel(r.item.kind, lang)}</span>
            <span className="sale-line-item__name">{r.item.name}</span>
            <span className="sale-line-item__meta">
              <Price fen={r.unitPrice} size="sm" /> × {r.quantity}
            </span>
          </span>
        </div>
        <div className="sale-rows">
          <InfoRow label={t('sale.receipt.subtotal')} testId="receipt-subtotal">
            {formatPrice(r.totalBefore, lang)}
          </InfoRow>
          {r.coupon ? (
            <InfoRow label={t('sale.receipt.coupon')} testId="receipt-coupon">
              {r.coupon.name}
            </InfoRow>
          ) : null}
          {r.discount > 0 ? (
            <InfoRow label={t('sale.receipt.discount')} testId="receipt-discount">
              −{formatPrice(r.discount, lang)}
            </InfoRow>
          ) : null}
          <InfoRow label={t('sale.receipt.amountPaid')} testId="receipt-paid">
            <strong>{formatPrice(r.amountPaid, lang)}</strong>
          </InfoRow>
        </div>
      </section>

      <section className="sale-card" aria-labelledby="receipt-payment">
        <h3 className="sale-h3" id="receipt-payment">
          {t('sale.receipt.payment')}
        </h3>
        <div className="sale-rows">
          <InfoRow label={t('sale.receipt.payMethod')} testId="receipt-method">
            {r.payment ? payMethodLabel(r.payment.method, lang) : t('sale.receipt.free')}
          </InfoRow>
          {r.payment ? (
            <InfoRow label={t('sale.receipt.paymentNo')} copy={r.payment.paymentNo} mono testId="receipt-payment-no">
              {r.payment.paymentNo}
            </InfoRow>
          ) : null}
          <InfoRow label={t('sale.receipt.paidAt')} testId="receipt-paid-at">
            {formatDateTime(r.paidAt, lang)}
          </InfoRow>
          <InfoRow label={t('sale.receipt.orderNo')} copy={r.orderNo} mono testId="receipt-order-no">
            {r.orderNo}
          </InfoRow>
        </div>
      </section>

      {r.refunds.length > 0 ? (
        <section className="sale-card" aria-labelledby="receipt-refunds" data-testid="receipt-refunds">
          <h3 className="sale-h3" id="receipt-refunds">
            {t('sale.receipt.refunds')}
          </h3>
          <ul className="sale-receipt__refunds">
            {r.refunds.map((f, i) => (
              <li key={i} className="sale-receipt__refund" data-testid="receipt-refund" data-status={f.status}>
                <div className="sale-receipt__refund-head">
                  <span>{t(`sale.receipt.refundKind.${f.kind}`)}</span>
                  <strong>{formatPrice(f.amount, lang)}</strong>
                </div>
                <div className="sale-receipt__refund-foot">
                  <Chip tone={f.status === 'done' ? 'success' : 'pending'} regular testId="receipt-refund-status">
                    {t(`sale.receipt.refundStatus.${f.status}`)}
                  </Chip>
                  <span className="sale-note">
                    {f.doneAt !== null
                      ? t('sale.receipt.refundDone', { time: formatDateTime(f.doneAt, lang) })
                      : t('sale.receipt.refundRequested', { time: formatDateTime(f.requestedAt, lang) })}
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <p className="sale-note">{t('sale.receipt.refundNote')}</p>
        </section>
      ) : null}

      <Link to={orderPath(r.orderNo)} className="sale-link sale-receipt__order-link" data-testid="receipt-view-order">
        {t('sale.receipt.viewOrder')} ›
      </Link>
    </main>
  );
}

/**
 * Curio, beyond the spec's route table (decision 071): /pages/account/order/receipt?orderNo= (login, pull) —
 * the payment receipt of one of my paid orders: what was bought, the amount before and after the coupon,
 * the payment method and number, the paid time, and each refund with its state. An order never paid, or
 * not mine, shows "not found". Reached from the order detail.
 */
export default function OrderReceiptPage({ query }: PageProps) {
  const { lang } = useSaleTexts();
  const orderNo = orderNoParam(query.orderNo);
  const receipt = useOrderReceipt(orderNo, lang);
  return (
    <DetailPage
      query={receipt}
      missing={orderNo === null}
      notFound={<SaleNotFound />}
      skeleton={
        <main className="sale-page" aria-busy="true">
          <SkeletonBlock height={130} radius={14} />
          <SkeletonBlock height={210} radius={14} />
          <SkeletonBlock height={180} radius={14} />
        </main>
      }
    >
      {(data) => <ReceiptView receipt={data} />}
    </DetailPage>
  );
}
