import { PayProgress, payProgressLabel } from '@curio/contract/client';
import { useSaleTexts } from '../texts';
import type { Payment } from '../api/get-payment';

/** The steps a payment goes through on its way to SUCCESS, as the progress strip shows them. */
const STEPS = [PayProgress.WAIT, PayProgress.ROUTE, PayProgress.CONNECTED, PayProgress.DEALING, PayProgress.SUCCESS] as const;

/** Where the payment is: the spec's progress as a strip of steps and a text. */
export function PaymentProgress({ payment }: { payment: Payment }) {
  const { t, lang } = useSaleTexts();
  const failed = payment.progress === PayProgress.TIMEOUT || payment.progress === PayProgress.FAIL;
  const reached = STEPS.filter((s) => s <= payment.progress).length;
  return (
    <section className="sale-card sale-progress" data-testid="pay-progress" data-progress={payment.progress}>
      <div className="sale-progress__head">
        <span className="sale-progress__title">{t('sale.cashier.progressTitle')}</span>
        <span className={`sale-progress__now${failed ? ' sale-progress__now--failed' : ''}`} data-testid="pay-progress-text">
          {payProgressLabel(payment.progress, lang)}
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
