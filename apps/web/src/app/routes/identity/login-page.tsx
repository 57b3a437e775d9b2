import { ErrorCode, PHONE_AREA_CODES } from '@curio/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Field, type FieldControl, Form, PasswordInput, SubmitButton, useZodForm } from '../../../components/form';
import { toast } from '../../../components/shell/feedback';
import { Tabs } from '../../../components/ui/tabs';
import { useTenant } from '../../../lib/tenant/tenant-store';
import type { PageProps } from '../../page';
import { useLoginByCodeMutation } from '../../../features/identity/api/login-by-code';
import { useLoginByPasswordMutation } from '../../../features/identity/api/login-by-password';
import { CodeField, PhoneField } from '../../../features/identity/components/phone-code-fields';
import { AuthHero } from '../../../features/identity/components/auth-hero';
import { TermsText } from '../../../features/identity/components/terms';
import { safeReUrl, withReUrl } from '../../../features/identity/re-url';
import { loginByCodeForm, loginByPasswordForm } from '../../../features/identity/auth-schemas';
import { useIdentityTexts } from '../../../features/identity/texts';
import '../../../features/identity/auth.css';

type Tab = 'code' | 'password';

const emptyPhone = { areaCode: PHONE_AREA_CODES[0], phone: '' };

/** Spec: /pages/login/index (takes reUrl): code login and password login. */
export default function LoginPage({ query }: PageProps) {
  const { t } = useIdentityTexts();
  const navigate = useNavigate();
  const platformName = useTenant((s) => s.info?.platformName ?? '');
  const [tab, setTab] = useState<Tab>(query.tab === 'password' ? 'password' : 'code');
  const codeForm = useZodForm(loginByCodeForm, { defaultValues: { ...emptyPhone, code: '' } });
  const passwordForm = useZodForm(loginByPasswordForm, { defaultValues: { ...emptyPhone, password: '' } });

  const switchTab = (next: Tab) => {
    if (next === tab) return;
    // The number typed on one tab follows to the other.
    const { areaCode, phone } = (tab === 'code' ? codeForm : passwordForm).getValues();
    if (next === 'code') {
      codeForm.setValue('areaCode', areaCode);
      codeForm.setValue('phone', phone);
    } else {
      passwordForm.setValue('areaCode', areaCode);
      passwordForm.setValue('phone', phone);
    }
    setTab(next);
  };

  // Each starts the session before it resolves.
  const loginByCode = useLoginByCodeMutation();
  const loginByPassword = useLoginByPasswordMutation();

  const finish = () => {
    toast(t('auth.loggedIn'));
    void navigate(safeReUrl(query.reUrl), { replace: true });
  };

  return (
    <main className="auth">
      <AuthHero title={t('auth.welcome', { name: platformName })} subtitle={t('auth.welcomeSub')} />
      <Tabs
        label={t('auth.tabsLabel')}
        variant="segment"
        className="auth-tabs"
        items={[
          { key: 'code' as const, label: t('auth.tabCode') },
          { key: 'password' as const, label: t('auth.tabPassword') },
        ]}
        value={tab}
        onChange={switchTab}
        tabTestId={(k) => `login-tab-${k}`}
      />

      {tab === 'code' ? (
        <Form
          key="code"
          form={codeForm}
          testId="login-code-form"
          serverErrors={{
            [ErrorCode.CODE_INVALID]: 'code',
            [ErrorCode.PHONE_NOT_REGISTERED]: 'phone',
            [ErrorCode.PHONE_INVALID]: 'phone',
          }}
          onSubmit={async (v) => {
            await loginByCode.mutateAsync(v);
            finish();
          }}
        >
          <PhoneField testIdPrefix="login" />
          <CodeField purpose="login" testId="login-code" />
          <SubmitButton testId="login-submit">{t('auth.login')}</SubmitButton>
        </Form>
      ) : (
        <Form
          key="password"
          form={passwordForm}
          testId="login-password-form"
          serverErrors={{ [ErrorCode.LOGIN_FAILED]: 'password', [ErrorCode.PHONE_INVALID]: 'phone' }}
          onSubmit={async (v) => {
            await loginByPassword.mutateAsync(v);
            finish();
          }}
        >
          <PhoneField testIdPrefix="login" />
          <Field name="password" label={t('auth.password')}>
            {(c) => (
              <PasswordInput
                control={c as FieldControl<string | undefined>}
                placeholder={t('form.passwordPlaceholder')}
                testId="login-password"
              />
            )}
          </Field>
          <div className="auth-row-end">
            <Link to={withReUrl('/pages/login/forget', query.reUrl)} className="auth-link" data-testid="login-forget">
              {t('auth.forgot')}
            </Link>
          </div>
          <SubmitButton testId="login-submit">{t('auth.login')}</SubmitButton>
        </Form>
      )}

      <p className="auth-terms">
        <TermsText i18nKey="auth.loginTerms" />
      </p>

      <p className="auth-switch">
        {t('auth.noAccount')}{' '}
        <Link to={withReUrl('/pages/register/index', query.reUrl)} className="auth-link" data-testid="login-register">
          {t('auth.toRegister')}
        </Link>
      </p>

      <div className="auth-divider">
        <span>{t('auth.or')}</span>
      </div>
      <Link to={withReUrl('/pages/login/digitalIdentity', query.reUrl)} className="auth-did" data-testid="login-did">
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
          <rect x="3" y="5" width="18" height="14" rx="3" />
          <circle cx="9" cy="12" r="2.2" />
          <path d="M14 10h4M14 14h3" strokeLinecap="round" />
        </svg>
        {t('auth.didEntry')}
      </Link>
    </main>
  );
}
