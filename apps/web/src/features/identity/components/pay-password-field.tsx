import { Field, type FieldControl } from '../../../components/form';
import { PayPasswordInput } from '../../../components/form/pay-password-input';

/** A 6-digit pay password field of the form; `next` is focused once all 6 digits are in. */
export function PayPasswordField({
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
        <div className="acct-paypwd">
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
