import { Field, type FieldControl } from '../../../components/form';
import { PayPasswordInput } from '../../../components/form/pay-password-input';

/** The wallet password (6 digits, kept by the provider) as a field of the form, on the passcode keyboard. */
export function WalletPasswordField({
  name,
  label,
  testId,
  onFilled,
}: {
  name: string;
  label: string;
  testId: string;
  onFilled?: () => void;
}) {
  return (
    <Field name={name} label={label} bare>
      {(c) => (
        <div className="wallet-paypwd">
          <PayPasswordInput
            control={c as FieldControl<string | undefined>}
            testId={testId}
            onFill={onFilled ? () => onFilled() : undefined}
          />
        </div>
      )}
    </Field>
  );
}
