import { agreementSchema, ErrorCode, payPasswordSchema } from '@curio/contract';
import type { CallData, Calls } from '@curio/contract/client';
import { useState } from 'react';
import { z } from 'zod';
import { CheckField, Field, Form, SubmitButton, useZodForm, type FieldControl } from '../../../components/form';
import { PayPasswordInput } from '../../../components/form/pay-password-input';
import { isRequestError } from '../../../lib/request/index';
import { useGiftMutation } from '../api/gift-collectible';
import { useTransferTexts } from '../texts';
import { PersonRow, type Person } from './person';

const giftForm = z.object({ agreed: agreementSchema, payPassword: payPasswordSchema });

export type GiftResult = CallData<Calls['giftCollectible']>;

/**
 * Confirm the gift: the recipient (nickname and masked phone), the transfer note to agree to, the
 * 6-digit pay password on the passcode keyboard. A refusal shows its reason here; a wrong pay password
 * shows under the keyboard.
 */
export function GiftForm({
  cardNftId,
  recipient,
  onChangeRecipient,
  onDone,
}: {
  cardNftId: number;
  recipient: Person;
  onChangeRecipient: () => void;
  onDone: (result: GiftResult) => void;
}) {
  const { t } = useTransferTexts();
  const form = useZodForm(giftForm, { defaultValues: { agreed: false as unknown as true, payPassword: '' } });
  const gift = useGiftMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <section className="tr-card" data-testid="gift-confirm">
      <h2 className="tr-card__title">{t('transfer.give.recipient')}</h2>
      <PersonRow person={recipient} testId="gift-recipient" />
      <button
        type="button"
        className="cf-button cf-button--ghost"
        onClick={onChangeRecipient}
        data-testid="gift-change-recipient"
      >
        {t('transfer.give.change')}
      </button>
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
            onDone(
              await gift.mutateAsync({ cardNftId, recipientUserId: recipient.userId, payPassword: v.payPassword, agreed: true }),
            );
          } catch (e) {
            form.setValue('payPassword', '');
            if (
              isRequestError(e, 'business') &&
              (e.code === ErrorCode.PAY_PASSWORD_WRONG || e.code === ErrorCode.PAY_PASSWORD_LOCKED)
            )
              throw e;
            setRefusal(isRequestError(e) ? e.message : t('transfer.give.failed'));
          }
        }}
        testId="gift-form"
      >
        <p className="tr-note" data-testid="gift-note">
          {t('transfer.give.note')}
        </p>
        <CheckField name="agreed" testId="gift-agree">
          {t('transfer.give.agree')}
        </CheckField>
        <Field name="payPassword" label={t('transfer.give.payPassword')} bare>
          {(c) => <PayPasswordInput control={c as FieldControl<string | undefined>} testId="gift-pay-password" />}
        </Field>
        {refusal !== null ? (
          <p className="tr-error" role="alert" data-testid="gift-refusal">
            {refusal}
          </p>
        ) : null}
        <SubmitButton testId="gift-submit">{t('transfer.give.submit')}</SubmitButton>
      </Form>
    </section>
  );
}
