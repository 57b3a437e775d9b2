import { ErrorCode, INVITE_CODE_LENGTH, PHONE_AREA_CODES } from '@curio/contract';
import { Link, useNavigate } from 'react-router';
import {
  CheckField,
  Field,
  type FieldControl,
  Form,
  NewPasswordFields,
  SubmitButton,
  TextInput,
  useZodForm,
} from '../../../components/form';
import { toast } from '../../../components/shell/feedback';
import type { PageProps } from '../../page';
import { useRegisterMutation } from '../../../features/identity/api/register';
import { CodeField, PhoneField } from '../../../features/identity/components/phone-code-fields';
import { AuthHero } from '../../../features/identity/components/auth-hero';
import { TermsText } from '../../../features/identity/components/terms';
import { safeReUrl, withReUrl } from '../../../features/identity/re-url';
import { registerForm } from '../../../features/identity/auth-schemas';
import { useIdentityTexts } from '../../../features/identity/texts';
import '../../../features/identity/auth.css';

/** Spec: /pages/register/index: phone, code, password twice, optional invitation code, agreement. */
export default function RegisterPage({ query }: PageProps) {
  const { t } = useIdentityTexts();
  const navigate = useNavigate();
  // Starts the session before it resolves.
  const register = useRegisterMutation();
  const form = useZodForm(registerForm, {
    defaultValues: {
      areaCode: PHONE_AREA_CODES[0],
      phone: '',
      code: '',
      password: '',
      confirmPassword: '',
      inviteCode: (query.inviteCode ?? '').trim().toUpperCase().slice(0, INVITE_CODE_LENGTH),
    },
  });

  return (
    <main className="auth">
      <AuthHero title={t('auth.registerTitle')} subtitle={t('auth.registerSub')} />
      <Form
        form={form}
        testId="register-form"
        serverErrors={{
          [ErrorCode.PHONE_REGISTERED]: 'phone',
          [ErrorCode.PHONE_INVALID]: 'phone',
          [ErrorCode.CODE_INVALID]: 'code',
          [ErrorCode.INVITE_CODE_INVALID]: 'inviteCode',
          [ErrorCode.PASSWORD_LENGTH]: 'password',
          [ErrorCode.AGREEMENT_REQUIRED]: 'agree',
        }}
        onSubmit={async (v) => {
          await register.mutateAsync(v);
          toast(t('auth.registered'));
          void navigate(safeReUrl(query.reUrl), { replace: true });
        }}
      >
        <PhoneField testIdPrefix="register" />
        <CodeField purpose="register" testId="register-code" />
        <NewPasswordFields label={t('auth.password')} testIds={{ password: 'register-password', confirm: 'register-confirm' }} />
        <Field
          name="inviteCode"
          label={
            <>
              {t('auth.inviteCode')} <span className="auth-optional">({t('form.optional')})</span>
            </>
          }
        >
          {(c) => (
            <TextInput
              control={c as FieldControl<string | undefined>}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              className="cf-input--upper"
              maxLength={INVITE_CODE_LENGTH}
              placeholder={t('auth.invitePlaceholder')}
              testId="register-invite"
            />
          )}
        </Field>
        <CheckField name="agree" testId="register-agree">
          <TermsText i18nKey="auth.agreeTerms" />
        </CheckField>
        <SubmitButton testId="register-submit">{t('auth.register')}</SubmitButton>
      </Form>
      <p className="auth-switch">
        {t('auth.haveAccount')}{' '}
        <Link to={withReUrl('/pages/login/index', query.reUrl)} className="auth-link" data-testid="register-login" replace>
          {t('auth.toLogin')}
        </Link>
      </p>
    </main>
  );
}
