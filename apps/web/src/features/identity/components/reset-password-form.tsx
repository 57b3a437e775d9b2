import { ErrorCode, PHONE_AREA_CODES } from '@curio/contract';
import { useTranslation } from '../../../lib/i18n';
import { Form, NewPasswordFields, SubmitButton, useZodForm } from '../../../components/form';
import { useResetPasswordMutation } from '../api/reset-password';
import { CodeField, PhoneField } from './phone-code-fields';
import { resetPasswordForm } from '../auth-schemas';

/** Reset the login password by a code (purpose resetPassword); used by login/forget and safety/pwd-forget. */
export function ResetPasswordForm({ onDone, submitLabel }: { onDone: () => unknown; submitLabel: string }) {
  const { t } = useTranslation();
  const resetPassword = useResetPasswordMutation();
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
        await resetPassword.mutateAsync(v);
        await onDone();
      }}
    >
      <PhoneField testIdPrefix="forget" />
      <CodeField purpose="resetPassword" testId="forget-code" />
      <NewPasswordFields label={t('auth.newPassword')} testIds={{ password: 'forget-password', confirm: 'forget-confirm' }} />
      <SubmitButton testId="forget-submit">{submitLabel}</SubmitButton>
    </Form>
  );
}
