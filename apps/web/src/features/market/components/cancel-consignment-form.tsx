import { ErrorCode, payPasswordSchema } from '@curio/contract';
import { useState } from 'react';
import { z } from 'zod';
import { Field, Form, SubmitButton, useZodForm, type FieldControl } from '../../../components/form';
import { PayPasswordInput } from '../../../components/form/pay-password-input';
import { isRequestError } from '../../../lib/request/index';
import { useCancelConsignmentMutation } from '../api/cancel-consignment';
import { useMarketTexts } from '../texts';

const cancelForm = z.object({ payPassword: payPasswordSchema });

/** Take my listing off the shelf (shelf off), with the pay password; refused while a buyer's unpaid order holds it. */
export function CancelConsignmentForm({
  listingId,
  onDone,
  onCancel,
}: {
  listingId: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useMarketTexts();
  const form = useZodForm(cancelForm, { defaultValues: { payPassword: '' } });
  const cancel = useCancelConsignmentMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <section className="mk-card-section mk-unlist" data-testid="unlist-form-card">
      <h2 className="mk-h3">{t('resale.unlist.title')}</h2>
      <p className="mk-note">{t('resale.unlist.text')}</p>
      <Form
        form={form}
        serverErrors={{
          [ErrorCode.PAY_PASSWORD_WRONG]: 'payPassword',
          [ErrorCode.PAY_PASSWORD_LOCKED]: 'payPassword',
          [ErrorCode.PAY_PASSWORD_FORMAT]: 'payPassword',
        }}
        onSubmit={async (v) => {
          setRefusal(null);
          try {
            await cancel.mutateAsync({ listingId, payPassword: v.payPassword });
            onDone();
          } catch (e) {
            form.setValue('payPassword', '');
            if (
              isRequestError(e, 'business') &&
              (e.code === ErrorCode.PAY_PASSWORD_WRONG || e.code === ErrorCode.PAY_PASSWORD_LOCKED)
            )
              throw e;
            setRefusal(isRequestError(e) ? e.message : t('resale.failed'));
          }
        }}
        testId="unlist-form"
      >
        <Field name="payPassword" label={t('resale.payPassword')} bare>
          {(c) => <PayPasswordInput control={c as FieldControl<string | undefined>} testId="unlist-pay-password" />}
        </Field>
        {refusal !== null ? (
          <p className="mk-error" role="alert" data-testid="unlist-refusal">
            {refusal}
          </p>
        ) : null}
        <SubmitButton testId="unlist-submit">{t('resale.unlist.submit')}</SubmitButton>
        <button type="button" className="cf-button cf-button--ghost" onClick={onCancel} data-testid="unlist-back">
          {t('resale.back')}
        </button>
      </Form>
    </section>
  );
}
