import { Field, type FieldControl } from './form';
import { PayPasswordInput } from './pay-password-input';

/**
 * A 6-digit password of the form (the pay password, the wallet's password) on the passcode keyboard;
 * `onFilled` runs once all 6 digits are in (to focus the next field). `className` spaces the passcode on
 * the page.
 */
export function PayPasswordField({
  name,
  label,
  testId,
  onFilled,
  className,
}: {
  name: string;
  label: string;
  testId: string;
  onFilled?: () => void;
  className?: string;
}) {
  return (
    <Field name={name} label={label} bare>
      {(c) => (
        <div className={className}>
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
