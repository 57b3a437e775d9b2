import type { SmsPurpose } from '@curio/contract';
import { useTranslation } from '../../lib/i18n';
import { Field, type FieldControl } from './form';
import { PasswordInput } from './password-input';
import { SmsCodeButton, type SendSmsCode } from './sms-code-button';
import { TextInput } from './text-input';

/** The verification code field with its send button (form field `code`); `send` is the caller's call. */
export function CodeField({
  purpose,
  send,
  toOwnPhone,
  testId,
}: {
  purpose: SmsPurpose;
  send: SendSmsCode;
  toOwnPhone?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Field name="code" label={t('form.code')} extra={<SmsCodeButton purpose={purpose} send={send} toOwnPhone={toOwnPhone} />}>
      {(c) => (
        <TextInput
          control={c as FieldControl<string | undefined>}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('form.codePlaceholder')}
          testId={testId}
        />
      )}
    </Field>
  );
}

/** A new password entered twice (form fields `password` and `confirmPassword`). */
export function NewPasswordFields({ label, testIds }: { label: string; testIds: { password: string; confirm: string } }) {
  const { t } = useTranslation();
  return (
    <>
      <Field name="password" label={label}>
        {(c) => (
          <PasswordInput
            control={c as FieldControl<string | undefined>}
            autoComplete="new-password"
            placeholder={t('form.newPasswordPlaceholder')}
            testId={testIds.password}
          />
        )}
      </Field>
      <Field name="confirmPassword" label={t('form.confirmPassword')}>
        {(c) => (
          <PasswordInput
            control={c as FieldControl<string | undefined>}
            autoComplete="new-password"
            placeholder={t('form.confirmPasswordPlaceholder')}
            testId={testIds.confirm}
          />
        )}
      </Field>
    </>
  );
}
