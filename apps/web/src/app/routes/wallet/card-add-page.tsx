import { ErrorCode, PHONE_AREA_CODES } from '@curio/contract';
import { useNavigate } from 'react-router';
import { Field, Form, SubmitButton, useZodForm, type FieldControl } from '../../../components/form';
import type { PageProps } from '../../page';
import { PhoneField } from '../../../features/identity/components/phone-code-fields';
import { WALLET_PATHS } from '../../../features/wallet/paths';
import { setPending } from '../../../features/wallet/pending';
import { addCardForm } from '../../../features/wallet/schemas';
import { useWalletTexts } from '../../../features/wallet/texts';
import { CardNumberInput } from '../../../features/wallet/components/card-number-input';
import { WalletGate } from '../../../features/wallet/components/wallet-gate';
import { useBindBankCardMutation } from '../../../features/wallet/api/bind-bank-card';
import '../../../features/wallet/wallet.css';

function AddCardForm() {
  const { t } = useWalletTexts();
  const navigate = useNavigate();
  const bind = useBindBankCardMutation();
  const form = useZodForm(addCardForm, { defaultValues: { cardNumber: '', areaCode: PHONE_AREA_CODES[0], phone: '' } });
  return (
    <Form
      form={form}
      serverErrors={{
        [ErrorCode.BANK_CARD_INVALID]: 'cardNumber',
        [ErrorCode.BANK_CARD_UNSUPPORTED]: 'cardNumber',
        [ErrorCode.BANK_CARD_DECLINED]: 'cardNumber',
        [ErrorCode.BANK_CARD_ALREADY_BOUND]: 'cardNumber',
        [ErrorCode.PHONE_INVALID]: 'phone',
      }}
      onSubmit={async (v) => {
        const answer = await bind.mutateAsync(v);
        setPending({
          flow: 'bindCard',
          bindId: answer.bindId,
          cardNumber: v.cardNumber,
          areaCode: v.areaCode,
          phone: v.phone,
          maskedPhone: answer.phone,
          bankCode: answer.bankCode,
          bankName: answer.bankName,
          last4: answer.last4,
          expiresAt: answer.expiresAt,
          resendAt: answer.resendAt,
        });
        void navigate(`${WALLET_PATHS.code}?flow=bindCard`);
      }}
    >
      <Field name="cardNumber" label={t('wallet.card.number')} hint={t('wallet.card.numberHint')}>
        {(c) => <CardNumberInput control={c as FieldControl<string | undefined>} testId="wallet-card-number" />}
      </Field>
      <PhoneField testIdPrefix="wallet-card" label={t('wallet.card.phone')} />
      <p className="wallet-note">{t('wallet.card.smsNote')}</p>
      <SubmitButton testId="wallet-card-submit">{t('wallet.card.next')}</SubmitButton>
    </Form>
  );
}

/**
 * Spec: /pages/account/wallet/lianlianModule/addBankCard/add: the card number (Luhn-checked, the bank
 * found from its prefix) and the phone the bank knows; the provider texts a code to confirm (code page).
 */
export default function CardAddPage(_: PageProps) {
  const { t } = useWalletTexts();
  return (
    <WalletGate>
      {() => (
        <main className="wallet-page" data-testid="wallet-card-add">
          <p className="wallet-note">{t('wallet.card.addIntro')}</p>
          <AddCardForm />
        </main>
      )}
    </WalletGate>
  );
}
