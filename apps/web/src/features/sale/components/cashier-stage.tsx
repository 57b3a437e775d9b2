import { payMethodLabel } from '@curio/contract/client';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useSaleTexts } from '../texts';
import { requestWechatPay } from '../wechat-bridge';
import { QrCode } from './qr-code';
import type { Payment } from '../api/get-payment';

/**
 * The provider's cashier while a payment runs, as createPayment's `cashierKind` says (issue 28): in the page's
 * frame (the sandbox), in the top window (WeChat Pay H5 and Alipay refuse frames), as a QR code to scan with
 * WeChat (Native, a wide screen) or WeChat's own payment sheet (JSAPI). The cashier polls getPayment meanwhile;
 * `onFailed` is a payment the buyer cancelled or WeChat refused before the server heard of it.
 */
export function CashierStage({ payment, onFailed }: { payment: Payment; onFailed: () => void }) {
  switch (payment.cashierKind) {
    case 'redirect':
      return <RedirectCashier payment={payment} />;
    case 'qr':
      return <QrCashier payment={payment} />;
    case 'jsapi':
      return <JsapiCashier payment={payment} onFailed={onFailed} />;
    case 'frame':
      return <FrameCashier payment={payment} />;
  }
}

function FrameCashier({ payment }: { payment: Payment }) {
  const { t } = useSaleTexts();
  return (
    <section className="sale-card sale-cashier__frame-card">
      <iframe
        className="sale-cashier__frame"
        src={payment.cashierUrl}
        title={t('sale.cashier.frameTitle')}
        data-testid="cashier-frame"
      />
    </section>
  );
}

/**
 * Leaves for the provider's page once per payment (a re-render or React's development double effect must not
 * navigate twice). A browser may block it: the button does the same on a tap. The provider sends the buyer
 * back to the order's page, which shows the result.
 */
function RedirectCashier({ payment }: { payment: Payment }) {
  const { t, lang } = useSaleTexts();
  const left = useRef<string | null>(null);
  useEffect(() => {
    if (left.current === payment.paymentNo) return;
    left.current = payment.paymentNo;
    window.location.assign(payment.cashierUrl);
  }, [payment.paymentNo, payment.cashierUrl]);
  return (
    <section className="sale-card sale-cashier__away" data-testid="cashier-redirect" aria-live="polite">
      <Spinner size={28} className="sale-cashier__away-spinner" />
      <h2 className="sale-h3">{t('sale.cashier.redirecting', { provider: payMethodLabel(payment.method, lang) })}</h2>
      <button
        type="button"
        className="sale-button sale-button--block"
        onClick={() => window.location.assign(payment.cashierUrl)}
        data-testid="cashier-redirect-continue"
      >
        {t('sale.cashier.redirectContinue')}
      </button>
      <p className="sale-note">{t('sale.cashier.redirectNote')}</p>
    </section>
  );
}

function QrCashier({ payment }: { payment: Payment }) {
  const { t } = useSaleTexts();
  const caption = t('sale.cashier.qrCaption');
  return (
    <section className="sale-card sale-cashier__qr" data-testid="cashier-qr">
      <QrCode text={payment.cashierUrl} size={220} label={caption} testId="cashier-qr-code" />
      <p className="sale-cashier__qr-caption">{caption}</p>
      <p className="sale-note">{t('sale.cashier.qrNote')}</p>
    </section>
  );
}

/**
 * WeChat's payment sheet, opened once per payment with the parameters exactly as the server signed them. "ok"
 * only means WeChat took it: the cashier keeps polling until the server confirms. Cancelled or failed (or no
 * parameters to pay with): the failed state, with another try.
 */
function JsapiCashier({ payment, onFailed }: { payment: Payment; onFailed: () => void }) {
  const { t } = useSaleTexts();
  const asked = useRef<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const failed = useRef(onFailed);
  failed.current = onFailed;
  useEffect(() => {
    if (asked.current === payment.paymentNo) return;
    asked.current = payment.paymentNo;
    if (!payment.jsapiParams) {
      failed.current();
      return;
    }
    void requestWechatPay(payment.jsapiParams).then((outcome) => {
      if (outcome === 'ok') setConfirming(true);
      else failed.current();
    });
  }, [payment.paymentNo, payment.jsapiParams]);
  return (
    <section className="sale-card sale-cashier__away" data-testid="cashier-jsapi" aria-live="polite">
      <Spinner size={28} className="sale-cashier__away-spinner" />
      <h2 className="sale-h3">{t(confirming ? 'sale.cashier.jsapiConfirming' : 'sale.cashier.jsapiOpening')}</h2>
    </section>
  );
}
