import { ErrorCode, PHONE_AREA_CODES } from '@curio/contract';
import { useTranslation } from 'react-i18next';
import {
  Field,
  Form,
  PasswordInput,
  PhoneField,
  SmsCodeButton,
  SubmitButton,
  TextInput,
  useZodForm,
  type FieldControl,
} from '../../../components/form';
import { request } from '../../../lib/request/index';
import { resetPasswordForm } from '../schemas';

/** Reset the login password by a code (purpose resetPassword); used by login/forget and safety/pwd-forget. */
export function ResetPasswordForm({ onDone, submitLabel }: { onDone: () => unknown; submitLabel: string }) {
  const { t } = useTranslation();
  const form = useZodForm(resetPasswordForm, {
    defaultValues: { areaCode: PHONE_AREA_CODES[0], phone: '', code: '', password: '', confirmPassword: '' },
  });
  return (
    <Form
      form={form}
      testId="forget-form"
      serverErrors={{
        [ErrorCode.PHONE_NOT_REGISTERED]: 'phone',
        [ErrorCode.PHONE_INVALID]: 'phone',
        [ErrorCode.CODE_INVALID]: 'code',
        [ErrorCode.PASSWORD_LENGTH]: 'password',
      }}
      onSubmit={async (v) => {
        await request('resetPassword', { body: v });
        await onDone();
      }}
    >
      <PhoneField testIdPrefix="forget" />
      <Field name="code" label={t('form.code')} extra={<SmsCodeButton purpose="resetPassword" />}>
        {(c) => (
          <TextInput
            control={c as FieldControl<string | undefined>}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('form.codePlaceholder')}
            testId="forget-code"
          />
        )}
      </Field>
      <Field name="password" label={t('auth.newPassword')}>
        {(c) => (
          <PasswordInput
            control={c as FieldControl<string | undefined>}
            autoComplete="new-password"
            placeholder={t('form.newPasswordPlaceholder')}
            testId="forget-password"
          />
        )}
      </Field>
      <Field name="confirmPassword" label={t('form.confirmPassword')}>
        {(c) => (
          <PasswordInput
            control={c as FieldControl<string | undefined>}
            autoComplete="new-password"
            placeholder={t('form.confirmPasswordPlaceholder')}
            testId="forget-confirm"
          />
        )}
      </Field>
      <SubmitButton testId="forget-submit">{submitLabel}</SubmitButton>
    </Form>
  );
}
