import { runtimeText, type CallData, type Calls } from '@curio/contract/client';
import { confirm } from '../../../components/shell/confirm';
import { toast } from '../../../components/shell/feedback';
import { copyText } from '../../../lib/clipboard';
import { formatDateTime } from '../../../lib/format';
import { isRequestError } from '../../../lib/request/index';
import { useConfirmReceiptMutation } from '../api/confirm-receipt';
import { useAddressTexts } from '../texts';
import '../address.css';

type Order = CallData<Calls['getOrder']>;

/**
 * A physical-reward order's delivery (order detail): the address snapshot; once paid, waiting to be
 * shipped, or the carrier and tracking number (copy), shipped at, the automatic completion date and
 * "confirm receipt" (asked first) while shipping; received at once completed. Nothing for other orders.
 */
export function OrderShipping({ order, onChanged }: { order: Order; onChanged?: () => void }) {
  const { t, lang } = useAddressTexts();
  const receipt = useConfirmReceiptMutation();
  const { address, shipping } = order;
  if (!address && !shipping) return null;

  const copy = async (text: string) =>
    toast((await copyText(text)) ? t('address.shipping.copied') : runtimeText('copyFailed', lang));

  const onConfirm = async () => {
    const sure = await confirm({
      content: `${t('address.shipping.confirmTitle')}\n${t('address.shipping.confirmBody')}`,
      confirmText: t('address.shipping.confirmOk'),
      cancelText: t('address.shipping.confirmCancel'),
    });
    if (!sure) return;
    try {
      await receipt.mutateAsync(order.orderNo);
      toast(t('address.shipping.confirmed'));
    } catch (error) {
      // 5000202: it completed meanwhile, or is in another state; the request layer has said so.
      if (!isRequestError(error)) throw error;
    }
    onChanged?.();
  };

  const shipped = shipping !== null && shipping.shippedAt !== null;
  return (
    <section className="addr-card addr-card--inset addr-card--roomy" data-testid="order-shipping" data-status={order.status}>
      <h3 className="addr-h3">{t('address.shipping.title')}</h3>
      <div className="addr-rows">
        {address ? (
          <div className="addr-row addr-row--stacked" data-testid="order-address">
            <span className="addr-row__label">{t('address.shipping.address')}</span>
            <span className="addr-row__value">
              <span>
                {address.receiver} {address.phoneMasked}
                <br />
                <span data-testid="order-address-full">{address.fullAddress}</span>
              </span>
            </span>
          </div>
        ) : null}
        {shipping && !shipped && order.status === 'paid' ? (
          <p className="addr-note" data-testid="order-awaiting-shipment">
            {t('address.shipping.awaiting')}
          </p>
        ) : null}
        {shipped && shipping ? (
          <>
            <div className="addr-row" data-testid="order-carrier">
              <span className="addr-row__label">{t('address.shipping.carrier')}</span>
              <span className="addr-row__value">{shipping.carrier}</span>
            </div>
            <div className="addr-row" data-testid="order-tracking">
              <span className="addr-row__label">{t('address.shipping.trackingNo')}</span>
              <span className="addr-row__value">
                <span className="addr-mono" data-testid="order-tracking-no">
                  {shipping.trackingNo}
                </span>
                <button
                  type="button"
                  className="addr-link"
                  onClick={() => void copy(shipping.trackingNo ?? '')}
                  aria-label={t('address.shipping.copyLabel')}
                  data-testid="order-tracking-copy"
                >
                  {t('address.shipping.copy')}
                </button>
              </span>
            </div>
            <div className="addr-row">
              <span className="addr-row__label">{t('address.shipping.shippedAt')}</span>
              <span className="addr-row__value">{formatDateTime(shipping.shippedAt ?? 0, lang)}</span>
            </div>
            {shipping.completedAt !== null ? (
              <div className="addr-row" data-testid="order-completed-at">
                <span className="addr-row__label">{t('address.shipping.completedAt')}</span>
                <span className="addr-row__value">{formatDateTime(shipping.completedAt, lang)}</span>
              </div>
            ) : shipping.autoCompleteAt !== null ? (
              <p className="addr-note" data-testid="order-auto-complete">
                {t('address.shipping.autoComplete', { time: formatDateTime(shipping.autoCompleteAt, lang) })}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
      {order.status === 'shipping' ? (
        <button
          type="button"
          className="addr-button"
          disabled={receipt.isPending}
          onClick={() => void onConfirm()}
          data-testid="order-confirm-receipt"
        >
          {receipt.isPending ? t('address.shipping.confirming') : t('address.shipping.confirm')}
        </button>
      ) : null}
    </section>
  );
}
