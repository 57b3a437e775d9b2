import type { Ref } from 'react';
import type { FieldControl } from '../../../components/form';
import { bankOf, cardDigits, formatCardNumber } from '../rules';
import { useWalletTexts } from '../texts';

/**
 * A bank card number, shown in groups of four as it is typed; the bank found from its prefix is named
 * under it. The form keeps the digits only.
 */
export function CardNumberInput({ control, testId }: { control: FieldControl<string | undefined>; testId?: string }) {
  const { t } = useWalletTexts();
  const digits = control.value ?? '';
  const bank = bankOf(digits);
  return (
    <span className="wallet-cardno">
      <input
        id={control.id}
        name={control.name}
        ref={control.ref as Ref<HTMLInputElement>}
        className="cf-input wallet-cardno__input"
        inputMode="numeric"
        autoComplete="cc-number"
        value={formatCardNumber(digits)}
        placeholder={t('wallet.card.numberPlaceholder')}
        onChange={(e) => control.onChange(cardDigits(e.target.value))}
        onBlur={control.onBlur}
        aria-invalid={control.invalid || undefined}
        aria-describedby={control.invalid ? control.errorId : undefined}
        data-testid={testId}
      />
      {digits.length >= 6 ? (
        <span className="wallet-cardno__bank" data-testid={testId ? `${testId}-bank` : undefined} aria-live="polite">
          {bank ? t(`wallet.bank.${bank}`) : t('wallet.card.bankUnknown')}
        </span>
      ) : null}
    </span>
  );
}
