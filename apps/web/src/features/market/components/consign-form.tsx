import { agreementSchema, ErrorCode, errorMessage, payPasswordSchema } from '@curio/contract';
import type { CallData, Calls } from '@curio/contract/client';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { CheckField, Field, Form, SubmitButton, TextInput, useZodForm, type FieldControl } from '../../../components/form';
import { PayPasswordInput } from '../../../components/form/pay-password-input';
import { Price } from '../../../components/ui/price';
import { formatDateTime } from '../../../lib/format';
import { isRequestError } from '../../../lib/request/index';
import { useConsignMutation } from '../api/consign';
import { useConsignmentQuote, type ConsignmentQuote } from '../api/preview-consignment';
import { percentText, yuanToFen } from '../rules';
import { useMarketTexts } from '../texts';

const PRICE_INVALID = String(ErrorCode.CONSIGN_PRICE_INVALID);

const consignForm = z.object({
  price: z.string().refine((v) => yuanToFen(v) !== null, PRICE_INVALID),
  agreed: agreementSchema,
  payPassword: payPasswordSchema,
});

export type ConsignResult = CallData<Calls['consign']>;

/** The typed price, asked about only once typing pauses (one quote per pause, not per key). */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

/** What the seller would receive: price, platform fee, royalty, net (decision 033's rounding, the server's numbers). */
function QuoteRows({ quote }: { quote: ConsignmentQuote }) {
  const { t } = useMarketTexts();
  return (
    <dl className="mk-quote" data-testid="consign-quote" data-price={quote.price} data-net={quote.net}>
      <div>
        <dt>{t('resale.consign.ceiling')}</dt>
        <dd data-testid="consign-ceiling">
          <Price fen={quote.ceiling} size="sm" />
        </dd>
      </div>
      <div>
        <dt>{t('resale.consign.fee', { rate: percentText(quote.feeRateBp) })}</dt>
        <dd data-testid="consign-fee">
          − <Price fen={quote.fee} size="sm" />
        </dd>
      </div>
      <div>
        <dt>{t('resale.consign.royalty', { rate: percentText(quote.royaltyRateBp) })}</dt>
        <dd data-testid="consign-royalty">
          − <Price fen={quote.royalty} size="sm" />
        </dd>
      </div>
      <div className="mk-quote__net">
        <dt>{t('resale.consign.net')}</dt>
        <dd data-testid="consign-net">
          <Price fen={quote.net} size="md" />
        </dd>
      </div>
    </dl>
  );
}

/**
 * Consign (shelf on) one of my collectibles: the price in yuan, with the ceiling, the platform fee, the
 * royalty and the net proceeds quoted live as it is typed; what blocks it now (no wallet, cooling ...);
 * the consignment transfer note to agree to (4000032); the pay password. PRODUCT.md §7.
 */
export function ConsignForm({
  cardNftId,
  walletPath,
  onDone,
  onCancel,
}: {
  cardNftId: number;
  /** Where the seller opens the wallet (5000029), given by the route. */
  walletPath: string;
  onDone: (listing: ConsignResult) => void;
  onCancel: () => void;
}) {
  const { t, lang } = useMarketTexts();
  const form = useZodForm(consignForm, { defaultValues: { price: '', agreed: false as unknown as true, payPassword: '' } });
  const consign = useConsignMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const typed = yuanToFen(form.watch('price') ?? '');
  const price = useSettled(typed);
  const quote = useConsignmentQuote(cardNftId, price);
  const q = quote.data;
  const blockedBy = q?.blockedBy ?? null;
  const outOfRange = q !== undefined && price !== null && q.price === price && !q.priceValid;

  // No price fits under its ceiling (a free collection while the platform's ceiling for them is 0): the form
  // says why, and offers no range, no price, no pay password (PRODUCT.md §7, decision 061).
  if (q && (blockedBy === ErrorCode.NOT_LISTABLE || q.ceiling < q.minPrice)) {
    return (
      <section className="mk-card-section mk-consign" data-testid="consign-form-card">
        <h2 className="mk-h3">{t('resale.consign.title')}</h2>
        <div className="mk-block" role="alert" data-testid="consign-unlistable" data-code={ErrorCode.NOT_LISTABLE}>
          <p>{errorMessage(ErrorCode.NOT_LISTABLE, lang)}</p>
          <p className="mk-muted">{t('resale.consign.unlistableHint')}</p>
        </div>
        <button type="button" className="cf-button cf-button--ghost" onClick={onCancel} data-testid="consign-back">
          {t('resale.back')}
        </button>
      </section>
    );
  }

  return (
    <section className="mk-card-section mk-consign" data-testid="consign-form-card">
      <h2 className="mk-h3">{t('resale.consign.title')}</h2>
      {blockedBy !== null ? (
        <div className="mk-block" role="alert" data-testid="consign-blocked" data-code={blockedBy}>
          <p>
            {errorMessage(blockedBy, lang)}
            {blockedBy === ErrorCode.COOLING_PERIOD && q ? (
              <> {t('resale.consign.transferableAt', { time: formatDateTime(q.transferableAt, lang) })}</>
            ) : null}
          </p>
          {blockedBy === ErrorCode.WALLET_NOT_OPENED ? (
            <Link to={walletPath} className="mk-link-button" data-testid="consign-open-wallet">
              {t('resale.consign.openWallet')}
            </Link>
          ) : null}
        </div>
      ) : null}
      <Form
        form={form}
        serverErrors={{
          [ErrorCode.CONSIGN_PRICE_INVALID]: 'price',
          [ErrorCode.PAY_PASSWORD_WRONG]: 'payPassword',
          [ErrorCode.PAY_PASSWORD_LOCKED]: 'payPassword',
          [ErrorCode.PAY_PASSWORD_FORMAT]: 'payPassword',
        }}
        onSubmit={async (v) => {
          setRefusal(null);
          try {
            onDone(
              await consign.mutateAsync({ cardNftId, price: yuanToFen(v.price)!, agreed: true, payPassword: v.payPassword }),
            );
          } catch (e) {
            form.setValue('payPassword', '');
            if (
              isRequestError(e, 'business') &&
              [ErrorCode.PAY_PASSWORD_WRONG, ErrorCode.PAY_PASSWORD_LOCKED, ErrorCode.CONSIGN_PRICE_INVALID].includes(
                e.code as never,
              )
            )
              throw e;
            setRefusal(isRequestError(e) ? e.message : t('resale.failed'));
          }
        }}
        testId="consign-form"
      >
        <Field
          name="price"
          label={t('resale.consign.price')}
          hint={q ? t('resale.consign.range', { min: (q.minPrice / 100).toFixed(2), max: (q.ceiling / 100).toFixed(2) }) : null}
        >
          {(c) => (
            <TextInput
              control={c as FieldControl<string | undefined>}
              inputMode="decimal"
              autoComplete="off"
              maxLength={12}
              placeholder={t('resale.consign.pricePlaceholder')}
              testId="consign-price"
            />
          )}
        </Field>
        {outOfRange ? (
          <p className="mk-error" role="alert" data-testid="consign-out-of-range">
            {errorMessage(ErrorCode.CONSIGN_PRICE_INVALID, lang)}
          </p>
        ) : null}
        {q ? <QuoteRows quote={q} /> : null}
        <p className="mk-note" data-testid="consign-note">
          {t('resale.consign.note')}
        </p>
        <CheckField name="agreed" testId="consign-agree">
          {t('resale.consign.agree')}
        </CheckField>
        <Field name="payPassword" label={t('resale.payPassword')} bare>
          {(c) => <PayPasswordInput control={c as FieldControl<string | undefined>} testId="consign-pay-password" />}
        </Field>
        {refusal !== null ? (
          <p className="mk-error" role="alert" data-testid="consign-refusal">
            {refusal}
          </p>
        ) : null}
        <SubmitButton testId="consign-submit" disabled={blockedBy !== null || outOfRange}>
          {t('resale.consign.submit')}
        </SubmitButton>
        <button type="button" className="cf-button cf-button--ghost" onClick={onCancel} data-testid="consign-back">
          {t('resale.back')}
        </button>
      </Form>
    </section>
  );
}
