import { PayProgress } from '@curio/contract/client';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/shell/feedback';
import { PrimaryButton, StatusView } from '../../../components/shell/status-view';
import { serverNow } from '../../../lib/server-clock';
import { PAYMENT_POLL_MS, isFinalProgress } from '../rules';
import { orderPath } from '../paths';
import { useSaleTexts } from '../texts';
import { CashierSummary } from './cashier-summary';
import { PaymentProgress } from './payment-progress';
import { PayMethods } from './pay-methods';
import { CashierStage } from './cashier-stage';
import { usePayment, type Payment } from '../api/get-payment';
import { type Order } from '../api/get-order';
import { useSaleRefresh } from '../api/refresh';

/**
 * The cashier of one order: summary, methods, then the provider's cashier (a frame, the provider's page in
 * the top window, a QR code or WeChat's payment sheet: CashierStage) while the payment is polled until it
 * ends (success goes to the order).
 */
export function Cashier({
  order,
  refetch,
  walletPayPath,
  coupon,
  wechatAuth,
}: {
  order: Order;
  refetch: () => Promise<unknown>;
  /** Where the wallet method pays (the wallet's page, given by the route). */
  walletPayPath?: (orderNo: string) => string;
  /** The order's coupon (issue 19: name, discount, total before it), given by the route; shown in the summary. */
  coupon?: ReactNode;
  /** Back from WeChat's web authorization (the address's `wxauth`): ok pays with WeChat at once. */
  wechatAuth?: 'ok' | 'failed';
}) {
  const { t } = useSaleTexts();
  const navigate = useNavigate();
  const refresh = useSaleRefresh();
  const [payment, setPayment] = useState<Payment | null>(null);
  const [expired, setExpired] = useState(() => serverNow() >= order.expiresAt);
  /** WeChat's payment sheet was cancelled or failed: the server may never hear of it, so polling stops. */
  const [sheetFailed, setSheetFailed] = useState(false);
  const final = payment !== null && (sheetFailed || isFinalProgress(payment.progress));
  const polled = usePayment(payment?.paymentNo ?? null, payment !== null && !final && !expired ? PAYMENT_POLL_MS : false);
  const current = polled.data ?? payment;

  useEffect(() => {
    const p = polled.data;
    if (!p) return;
    if (p.progress !== payment?.progress || p.orderStatus !== payment.orderStatus) setPayment(p);
    if (p.progress === PayProgress.SUCCESS || p.orderStatus === 'paid') {
      toast(t('sale.cashier.paid'));
      // Orders, holdings and the drop's stock all changed.
      void refresh.orderEnded();
      void navigate(orderPath(p.orderNo), { replace: true });
    } else if (p.orderStatus !== 'pending_payment') {
      void refetch();
    }
  }, [polled.data]);

  const onExpired = () => {
    setExpired(true);
    // Closed: its stock is back on the drop, and the order lists change.
    void refresh.orderEnded();
    // The server closes it within a second or so; look again to show what it decided.
    void refetch();
    setTimeout(() => void refetch(), 1500);
  };

  if (order.status === 'paid') {
    return (
      <StatusView
        art="soon"
        title={t('sale.cashier.paidTitle')}
        testId="cashier-paid"
        action={
          <PrimaryButton onClick={() => void navigate(orderPath(order.orderNo), { replace: true })}>
            {t('sale.cashier.viewOrder')}
          </PrimaryButton>
        }
      />
    );
  }
  if (order.status !== 'pending_payment' || expired) {
    const cancelled = order.status === 'cancelled';
    return (
      <StatusView
        art="closed"
        title={t(cancelled ? 'sale.cashier.cancelledTitle' : 'sale.cashier.closedTitle')}
        description={t(cancelled ? 'sale.cashier.cancelledDesc' : 'sale.cashier.closedDesc')}
        testId="cashier-closed"
        action={
          <PrimaryButton onClick={() => void navigate(orderPath(order.orderNo), { replace: true })}>
            {t('sale.cashier.viewOrder')}
          </PrimaryButton>
        }
      />
    );
  }

  const failed =
    current !== null && (sheetFailed || current.progress === PayProgress.TIMEOUT || current.progress === PayProgress.FAIL);
  const choose = () => {
    setSheetFailed(false);
    setPayment(null);
  };
  return (
    <main
      className="sale-page sale-cashier"
      data-testid="cashier"
      data-stage={current === null ? 'choose' : failed ? 'failed' : 'paying'}
    >
      <CashierSummary order={order} onExpired={onExpired} extra={coupon} />
      {current === null ? (
        <PayMethods order={order} onPaying={setPayment} walletPayPath={walletPayPath} wechatAuth={wechatAuth} />
      ) : failed ? (
        <>
          <PaymentProgress payment={current} />
          <section className="sale-card sale-cashier__failed" data-testid="pay-failed">
            <h2 className="sale-h3">{t('sale.cashier.failedTitle')}</h2>
            <p className="sale-note">{t('sale.cashier.failedDesc')}</p>
            <button type="button" className="sale-button sale-button--block" onClick={choose} data-testid="pay-retry">
              {t('sale.retry')}
            </button>
          </section>
        </>
      ) : (
        <>
          <PaymentProgress payment={current} />
          <CashierStage payment={current} onFailed={() => setSheetFailed(true)} />
          <button type="button" className="sale-text-button" onClick={choose} data-testid="pay-change-method">
            {t('sale.cashier.changeMethod')}
          </button>
        </>
      )}
    </main>
  );
}
