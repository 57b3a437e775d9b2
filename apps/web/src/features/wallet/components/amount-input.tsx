import type { Ref } from 'react';
import type { FieldControl } from '../../../components/form';
import { amountTyping } from '../rules';

/**
 * An amount typed in yuan with the ¥ before it (the form keeps the text; the schema turns it into fen).
 * Only what may still become an amount is kept: digits, one point, two decimals.
 */
export function AmountInput({
  control,
  placeholder,
  testId,
}: {
  control: FieldControl<string | undefined>;
  placeholder?: string;
  testId?: string;
}) {
  return (
    <span className="wallet-amount">
      <span className="wallet-amount__symbol" aria-hidden="true">
        ¥
      </span>
      <input
        id={control.id}
        name={control.name}
        ref={control.ref as Ref<HTMLInputElement>}
        className="cf-input wallet-amount__input"
        inputMode="decimal"
        autoComplete="off"
        value={control.value ?? ''}
        placeholder={placeholder}
        onChange={(e) => control.onChange(amountTyping(e.target.value))}
        onBlur={control.onBlur}
        aria-invalid={control.invalid || undefined}
        aria-describedby={control.invalid ? control.errorId : undefined}
        data-testid={testId}
      />
    </span>
  );
}
