import { PayProgress, type PayMethod } from '@curio/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/shell/feedback';
import { PrimaryButton, StatusView } from '../../../components/shell/status-view';
import { ChatAppPaymentWarning } from '../../../components/ui/chat-app-payment-warning';
import { ErrorState } from '../../../components/ui/error-state';
import { Price } from '../../../components/ui/price';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { isChatAppBrowser } from '../../../lib/chat-app';
import { formatPrice } from '../../../lib/format';
import { isRequestError } from '../../../lib/request/index';
import { serverNow } from '../../../lib/server-clock';
import { PAYMENT_POLL_MS, isFinalProgress } from '../../../features/sale/rules';
import { orderNoParam, orderPath } from '../../../features/sale/paths';
import { useSaleTexts } from '../../../features/sale/texts';
import type { PageProps } from '../../page';
import { PayCountdown, SaleNotFound, SaleQueryState } from '../../../features/sale/components/parts';
import { PayMethodIcon } from '../../../features/sale/components/pay-method-icon';
import { createPayment, useOrder, usePayMethods, usePayment, type Order, type Payment } from '../../../features/sale/api/calls';
import '../../../features/sale/sale.css';

/** The steps a payment goes through on its way to SUCCESS, as the progress strip shows them. */
const STEPS = [PayProgress.WAIT, PayProgress.ROUTE, PayProgress.CONNECTED, PayProgress.DEALING, PayProgress.SUCCESS] as const;

function Summary({ order, onExpired }: { order: Order; onExpired: () => void }) {
  const { t } = useSaleTexts();
  return (
    <section className="sale-card sale-cashier__summary" data-testid="cashier-summary">
      <PayCountdown
        expiresAt={order.expiresAt}
        onEnd={onExpired}
        label={t('sale.cashier.payWithin')}
        className="sale-cashier__countdown"
      />
      <div className="sale-cashier__amount">
        <span className="sale-cashier__amount-label">{t('sale.cashier.amount')}</span>
        <Price fen={order.totalAmount} size="lg" />
      </div>
      <div className="sale-cashier__item">
        <img src={order.item.coverUrl} alt="" width={44} height={44} />
        <span className="sale-cashier__item-name">{order.item.name}</span>
        <span className="sale-cashier__item-qty">{t('sale.cashier.quantity', { count: order.quantity })}</span>
      </div>
      <div className="sale-cashier__order-no">
        {t('sale.cashier.orderNo')} <span data-testid="cashier-order-no">{order.orderNo}</span>
      </div>
    </section>
  );
}

function Progress({ payment }: { payment: Payment }) {
  const { t } = useSaleTexts();
  const failed = payment.progress === PayProgress.TIMEOUT || payment.progress === PayProgress.FAIL;
  const reached = STEPS.filter((s) => s <= payment.progress).length;
  return (
    <section className="sale-card sale-progress" data-testid="pay-progress" data-progress={payment.progress}>
      <div className="sale-progress__head">
        <span className="sale-progress__title">{t('sale.cashier.progressTitle')}</span>
        <span className={`sale-progress__now${failed ? ' sale-progress__now--failed' : ''}`} data-testid="pay-progress-text">
          {t(`sale.cashier.progress.${payment.progress}`)}
        </span>
      </div>
      <ol className="sale-progress__steps" aria-hidden="true">
        {STEPS.map((s, i) => (
          <li
            key={s}
            className={`sale-progress__step${i < reached ? ' sale-progress__step--done' : ''}${failed && i === reached ? ' sale-progress__step--failed' : ''}`}
          />
        ))}
      </ol>
    </section>
  );
}

function Methods({ order, onPaying }: { order: Order; onPaying: (payment: Payment) => void }) {
  const { t, lang } = useSaleTexts();
  const methods = usePayMethods(lang);
  const [chosen, setChosen] = useState<PayMethod | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const chatApp = isChatAppBrowser();
  const list = methods.data?.methods ?? [];
  const method = chosen ?? list[0]?.method ?? null;

  const pay = async () => {
    if (method === null || busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      onPaying(await createPayment(order.orderNo, method));
    } catch (error) {
      if (isRequestError(error, 'business')) setRefusal(error.message);
    } finally {
      setBusy(false);
    }
  };

  if (methods.isError) return <ErrorState onRetry={() => void methods.refetch()} />;
  return (
    <section className="sale-card" data-testid="pay-methods">
      <h3 className="sale-h3">{t('sale.cashier.method')}</h3>
      {methods.isPending ? (
        <SkeletonBlock height={120} radius={10} />
      ) : list.length === 0 ? (
        <p className="sale-note">{t('sale.cashier.noMethods')}</p>
      ) : (
        <div className="sale-methods" role="radiogroup" aria-label={t('sale.cashier.method')}>
          {list.map((m) => (
            <label key={m.method} className={`sale-method${m.method === method ? ' sale-method--on' : ''}`}>
              <input
                type="radio"
                name="pay-method"
                value={m.method}
                checked={m.method === method}
                onChange={() => setChosen(m.method)}
                data-testid={`pay-method-${m.method}`}
              />
              <PayMethodIcon method={m.method} />
              <span className="sale-method__name">{m.name}</span>
              <span className="sale-method__radio" aria-hidden="true" />
            </label>
          ))}
        </div>
      )}
      {chatApp ? <ChatAppPaymentWarning className="sale-cashier__warning" /> : null}
      {refusal ? (
        <p className="sale-refusal" role="alert" data-testid="pay-refusal">
          {refusal}
        </p>
      ) : null}
      <button
        type="button"
        className="sale-button sale-button--block"
        disabled={chatApp || method === null || busy}
        onClick={() => void pay()}
        data-testid="pay-submit"
      >
        {chatApp ? t('sale.cashier.chatAppBlocked') : t('sale.cashier.pay', { amount: formatPrice(order.totalAmount, lang) })}
      </button>
    </section>
  );
}

function Cashier({ order, refetch }: { order: Order; refetch: () => Promise<unknown> }) {
  const { t } = useSaleTexts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [payment, setPayment] = useState<Payment | null>(null);
  const [expired, setExpired] = useState(() => serverNow() >= order.expiresAt);
  const final = payment !== null && isFinalProgress(payment.progress);
  const polled = usePayment(payment?.paymentNo ?? null, payment !== null && !final && !expired ? PAYMENT_POLL_MS : false);
  const current = polled.data ?? payment;

  useEffect(() => {
    const p = polled.data;
    if (!p) return;
    if (p.progress !== payment?.progress || p.orderStatus !== payment.orderStatus) setPayment(p);
    if (p.progress === PayProgress.SUCCESS || p.orderStatus === 'paid') {
      toast(t('sale.cashier.paid'));
      // Orders, holdings and the drop's stock all changed: everything cached is out of date.
      void queryClient.invalidateQueries();
      void navigate(orderPath(p.orderNo), { replace: true });
    } else if (p.orderStatus !== 'pending_payment') {
      void refetch();
    }
  }, [polled.data]);

  const onExpired = () => {
    setExpired(true);
    // Closed: its stock is back on the drop, and the order lists change.
    void queryClient.invalidateQueries();
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

  const failed = current !== null && (current.progress === PayProgress.TIMEOUT || current.progress === PayProgress.FAIL);
  return (
    <main
      className="sale-page sale-cashier"
      data-testid="cashier"
      data-stage={current === null ? 'choose' : failed ? 'failed' : 'paying'}
    >
      <Summary order={order} onExpired={onExpired} />
      {current === null ? (
        <Methods order={order} onPaying={setPayment} />
      ) : failed ? (
        <>
          <Progress payment={current} />
          <section className="sale-card sale-cashier__failed" data-testid="pay-failed">
            <h3 className="sale-h3">{t('sale.cashier.failedTitle')}</h3>
            <p className="sale-note">{t('sale.cashier.failedDesc')}</p>
            <button
              type="button"
              className="sale-button sale-button--block"
              onClick={() => setPayment(null)}
              data-testid="pay-retry"
            >
              {t('sale.retry')}
            </button>
          </section>
        </>
      ) : (
        <>
          <Progress payment={current} />
          <section className="sale-card sale-cashier__frame-card">
            <iframe
              className="sale-cashier__frame"
              src={current.cashierUrl}
              title={t('sale.cashier.frameTitle')}
              data-testid="cashier-frame"
            />
          </section>
          <button type="button" className="sale-text-button" onClick={() => setPayment(null)} data-testid="pay-change-method">
            {t('sale.cashier.changeMethod')}
          </button>
        </>
      )}
    </main>
  );
}

/**
 * Spec: /pages/iframe/index (cashier), `?orderNo=`: the order's summary and time left to pay (server
 * time), a payment method (listPayMethods), then the payment provider's cashier page in a frame
 * (createPayment's cashierUrl, same origin). getPayment is polled until the payment ends; success goes
 * to the order, failure and time-out offer another try, the deadline shows the order closed.
 */
export default function CashierPage({ query }: PageProps) {
  const { lang } = useSaleTexts();
  const orderNo = orderNoParam(query.orderNo);
  const order = useOrder(orderNo, lang);
  if (orderNo === null) return <SaleNotFound />;
  return (
    <SaleQueryState
      error={order.isError && !order.data ? order.error : null}
      onRetry={() => void order.refetch()}
      pending={order.isPending}
      skeleton={
        <main className="sale-page" aria-busy="true">
          <SkeletonBlock height={180} radius={14} />
          <SkeletonBlock height={220} radius={14} />
        </main>
      }
    >
      {order.data ? <Cashier key={order.data.orderNo} order={order.data} refetch={() => order.refetch()} /> : null}
    </SaleQueryState>
  );
}
