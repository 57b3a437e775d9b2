import type { InputHTMLAttributes, Ref } from 'react';
import type { FieldControl } from './form';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'id' | 'name' | 'ref'>;

export interface TextInputProps extends NativeProps {
  control: FieldControl<string | undefined>;
  testId?: string;
}

/** A plain text input bound to a Field. */
export function TextInput({ control, testId, className, ...rest }: TextInputProps) {
  return (
    <input
      {...rest}
      id={control.id}
      name={control.name}
      ref={control.ref as Ref<HTMLInputElement>}
      className={['cf-input', className].filter(Boolean).join(' ')}
      value={control.value ?? ''}
      onChange={(e) => control.onChange(e.target.value)}
      onBlur={control.onBlur}
      aria-invalid={control.invalid || undefined}
      aria-describedby={control.invalid ? control.errorId : undefined}
      data-testid={testId}
    />
  );
}
