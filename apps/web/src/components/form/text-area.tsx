import type { Ref } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { FieldControl } from './form';

/** Length in characters as the contract counts them (an emoji is one). */
export const charCount = (value: string) => Array.from(value).length;

/** A multi-line text with a live counter against `max`; going over turns the counter red. */
export function TextArea({
  control,
  max,
  placeholder,
  rows = 5,
  testId,
}: {
  control: FieldControl<string | undefined>;
  max: number;
  placeholder?: string;
  rows?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const value = control.value ?? '';
  const count = charCount(value);
  return (
    <div className="cf-textarea">
      <textarea
        id={control.id}
        name={control.name}
        ref={control.ref as Ref<HTMLTextAreaElement>}
        className="cf-input"
        rows={rows}
        placeholder={placeholder}
        value={value}
        onChange={(e) => control.onChange(e.target.value)}
        onBlur={control.onBlur}
        aria-invalid={control.invalid || undefined}
        aria-describedby={control.invalid ? control.errorId : undefined}
        data-testid={testId}
      />
      <span
        className={`cf-counter${count > max ? ' cf-counter--over' : ''}`}
        aria-live="polite"
        data-testid={testId ? `${testId}-counter` : undefined}
      >
        {t('form.counter', { count, max })}
      </span>
    </div>
  );
}
