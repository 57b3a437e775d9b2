import { useEffect, type Ref } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { Field, type FieldControl } from './form';

export interface PhoneArea {
  areaCode: string;
  name: string;
}

/** Digits only: spaces and dashes typed or pasted are dropped. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 15);
}

/** Area picker (a native select, the phone's own wheel) and the number. */
export function PhoneInput({
  areas,
  areaCode,
  onAreaChange,
  control,
  placeholder,
  testIdPrefix,
}: {
  areas: PhoneArea[];
  areaCode: string;
  onAreaChange: (areaCode: string) => void;
  control: FieldControl<string | undefined>;
  placeholder?: string;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="cf-phone">
      <label className="cf-phone__area">
        <span className="cf-phone__area-code">{areaCode}</span>
        <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden>
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        <select
          className="cf-phone__select"
          aria-label={t('form.areaCode')}
          value={areaCode}
          onChange={(e) => onAreaChange(e.target.value)}
          data-testid={testIdPrefix ? `${testIdPrefix}-area` : undefined}
        >
          {areas.map((a) => (
            <option key={a.areaCode} value={a.areaCode}>
              {a.name ? `${a.name} ${a.areaCode}` : a.areaCode}
            </option>
          ))}
        </select>
      </label>
      <input
        id={control.id}
        name={control.name}
        ref={control.ref as Ref<HTMLInputElement>}
        className="cf-input"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={placeholder ?? t('form.phonePlaceholder')}
        value={control.value ?? ''}
        onChange={(e) => control.onChange(phoneDigits(e.target.value))}
        onBlur={control.onBlur}
        aria-invalid={control.invalid || undefined}
        aria-describedby={control.invalid ? control.errorId : undefined}
        data-testid={testIdPrefix ? `${testIdPrefix}-phone` : undefined}
      />
    </div>
  );
}

/**
 * The form's `areaCode` + `phone` fields as one row; the phone is validated for its area. The areas to
 * choose from are the caller's (the identity feature's PhoneField gives the tenant's).
 */
export function PhoneField({ areas, testIdPrefix, label }: { areas: PhoneArea[]; testIdPrefix?: string; label?: string }) {
  const { t } = useTranslation();
  const { control, getFieldState, trigger } = useFormContext();
  const { field: area } = useController({ name: 'areaCode', control });
  const areaCode = typeof area.value === 'string' ? area.value : '';

  // An area code the tenant does not offer becomes its first one.
  useEffect(() => {
    const first = areas[0];
    if (first && !areas.some((a) => a.areaCode === areaCode)) area.onChange(first.areaCode);
  }, [areas, areaCode, area]);

  const changeArea = (next: string) => {
    area.onChange(next);
    // The number's rule depends on the area: check it again if it was checked before.
    if (getFieldState('phone').isTouched) void trigger('phone');
  };

  return (
    <Field name="phone" label={label ?? t('form.phone')}>
      {(c) => (
        <PhoneInput
          areas={areas}
          areaCode={areaCode}
          onAreaChange={changeArea}
          control={c as FieldControl<string | undefined>}
          testIdPrefix={testIdPrefix}
        />
      )}
    </Field>
  );
}
