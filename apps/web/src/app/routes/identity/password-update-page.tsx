import { ErrorCode } from '@curio/contract';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Field, Form, PasswordInput, SubmitButton, useZodForm, type FieldControl } from '../../../components/form';
import { toast } from '../../../components/shell/feedback';
import type { PageProps } from '../../page';
import { useIdentityTexts } from '../../../features/identity/texts';
import { updatePasswordForm } from '../../../features/identity/account-schemas';
import { useAccount } from '../../../features/identity/use-account';
import { useUpdatePasswordMutation } from '../../../features/identity/api/update-password';
import '../../../features/identity/account.css';

/** Spec: /pages/account/safety/pwd-update: the current password, then the new one twice. */
export default function PasswordUpdatePage(_: PageProps) {
  const { t } = useIdentityTexts();
  const { user } = useAccount();
  // A user who signed up through a DID partner may have no password yet: no "current password" then.
  const hasPassword = user?.hasPassword ?? true;
  return <PwdUpdateForm key={String(hasPassword)} hasPassword={hasPassword} t={t} />;
}

function PwdUpdateForm({ hasPassword, t }: { hasPassword: boolean; t: ReturnType<typeof useIdentityTexts>['t'] }) {
  const navigate = useNavigate();
  const schema = useMemo(() => updatePasswordForm(hasPassword), [hasPassword]);
  const form = useZodForm(schema, { defaultValues: { oldPassword: '', password: '', confirmPassword: '' } });
  // Loads the account again before it resolves.
  const updatePassword = useUpdatePasswordMutation();
  return (
    <main className="acct-page">
      {hasPassword ? null : <p className="acct-note">{t('account.pwd.noPasswordYet')}</p>}
      <Form
        form={form}
        serverErrors={{
          [ErrorCode.OLD_PASSWORD_WRONG]: 'oldPassword',
          [ErrorCode.PASSWORD_LENGTH]: 'password',
          [ErrorCode.PASSWORDS_MISMATCH]: 'confirmPassword',
        }}
        onSubmit={async (v) => {
          await updatePassword.mutateAsync({ ...v, oldPassword: v.oldPassword ?? '' });
          toast(t('account.pwd.changed'));
          void navigate(-1);
        }}
      >
        {hasPassword ? (
          <Field name="oldPassword" label={t('account.pwd.old')}>
            {(c) => (
              <PasswordInput
                control={c as FieldControl<string | undefined>}
                placeholder={t('account.pwd.oldPlaceholder')}
                testId="pwd-old"
              />
            )}
          </Field>
        ) : null}
        <Field name="password" label={t('account.pwd.new')}>
          {(c) => (
            <PasswordInput
              control={c as FieldControl<string | undefined>}
              autoComplete="new-password"
              placeholder={t('form.newPasswordPlaceholder')}
              testId="pwd-new"
            />
          )}
        </Field>
        <Field name="confirmPassword" label={t('account.pwd.confirm')}>
          {(c) => (
            <PasswordInput
              control={c as FieldControl<string | undefined>}
              autoComplete="new-password"
              placeholder={t('form.confirmPasswordPlaceholder')}
              testId="pwd-confirm"
            />
          )}
        </Field>
        <SubmitButton testId="pwd-submit">{t('account.pwd.submit')}</SubmitButton>
      </Form>
    </main>
  );
}
