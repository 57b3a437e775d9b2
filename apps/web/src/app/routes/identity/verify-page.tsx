import { ErrorCode, REAL_NAME_DAILY_LIMIT } from '@curio/contract';
import { useRef, useState } from 'react';
import { Trans } from '../../../lib/i18n';
import { Navigate, useNavigate } from 'react-router';
import {
  ActionButton,
  CheckField,
  Field,
  Form,
  SubmitButton,
  TextInput,
  useZodForm,
  type FieldControl,
} from '../../../components/form';
import { toast } from '../../../components/shell/feedback';
import { isRequestError } from '../../../lib/request/index';
import type { PageProps } from '../../page';
import { TenantContent } from '../../../features/identity/components/tenant-content';
import { safeReUrl } from '../../../features/identity/re-url';
import { useIdentityTexts } from '../../../features/identity/texts';
import { useApproveAuthMutation } from '../../../features/identity/api/approve-auth';
import { useApproveStatus } from '../../../features/identity/api/check-approve-status';
import { useDidBind } from '../../../features/identity/api/query-receipt-bind';
import { useSubmitRealNameMutation } from '../../../features/identity/api/submit-real-name';
import { DocumentSheet } from '../../../features/identity/components/document-sheet';
import { StateHero } from '../../../features/identity/components/state-hero';
import { IDENTITY_PATHS } from '../../../features/identity/paths';
import { realNameForm, REAL_NAME_MAX } from '../../../features/identity/account-schemas';
import { reloadAccount, useAccount } from '../../../features/identity/use-account';
import '../../../features/identity/account.css';
import '../../../features/identity/auth.css';

/** Spec: /pages/account/safety/verify (takes reUrl): name, ID number and the service agreement; 5 attempts a day. */
export default function VerifyPage({ query }: PageProps) {
  const { t } = useIdentityTexts();
  const navigate = useNavigate();
  const { profile } = useAccount({ refresh: true });
  const status = useApproveStatus();
  // Both answer the new status and count an attempt: they set and refresh it themselves.
  const submitRealName = useSubmitRealNameMutation();
  const approveAuth = useApproveAuthMutation();
  const [reading, setReading] = useState(false);
  const done = useRef(false);
  const after = safeReUrl(query.reUrl, IDENTITY_PATHS.passVerify);
  const form = useZodForm(realNameForm, { defaultValues: { name: '', idCard: '' } });
  // A user who signed in through a DID partner can use the identity the partner verified.
  const didBind = useDidBind();

  // Verified already: straight on to where the user was going.
  if ((profile?.single || status.data?.single) && !done.current) return <Navigate to={after} replace />;

  const verified = async () => {
    done.current = true;
    await reloadAccount();
    toast(t('account.verify.done'));
    void navigate(after, { replace: true });
  };

  const verifyByDid = async () => {
    // The real-name service agreement must be ticked here too.
    if (!(await form.trigger('agree', { shouldFocus: true }))) return;
    const result = await approveAuth.mutateAsync();
    if (result.single) await verified();
  };

  const attemptsLeft = status.data?.attemptsLeft;
  const noneLeft = attemptsLeft !== undefined && attemptsLeft <= 0;

  return (
    <main className="acct-page">
      <StateHero icon="realName" title={t('account.verify.title')} description={t('account.verify.desc')} />
      <Form
        form={form}
        testId="verify-form"
        serverErrors={{
          [ErrorCode.ID_CARD_INVALID]: 'idCard',
          [ErrorCode.IDENTITY_PHONE_MISMATCH]: 'idCard',
          [ErrorCode.MINOR_NOT_ALLOWED]: 'idCard',
          [ErrorCode.AUTH_FAILED]: 'idCard',
          [ErrorCode.ID_CARD_ALREADY_USED]: 'idCard',
          [ErrorCode.AGREEMENT_REQUIRED]: 'agree',
        }}
        onSubmit={async (v) => {
          try {
            const result = await submitRealName.mutateAsync(v);
            if (result.single) await verified();
          } catch (error) {
            // Verified meanwhile (another tab, a DID authorization): on to where the user was going.
            if (isRequestError(error, 'business') && error.code === ErrorCode.REAL_NAME_ALREADY_VERIFIED) {
              await reloadAccount();
              return;
            }
            throw error;
          }
        }}
      >
        <Field name="name" label={t('account.verify.name')}>
          {(c) => (
            <TextInput
              control={c as FieldControl<string | undefined>}
              autoComplete="name"
              maxLength={REAL_NAME_MAX}
              placeholder={t('account.verify.namePlaceholder')}
              testId="verify-name"
            />
          )}
        </Field>
        <Field name="idCard" label={t('account.verify.idCard')}>
          {(c) => (
            <TextInput
              control={c as FieldControl<string | undefined>}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={18}
              className="cf-input--upper"
              placeholder={t('account.verify.idCardPlaceholder')}
              testId="verify-idcard"
            />
          )}
        </Field>
        <CheckField name="agree" testId="verify-agree">
          <Trans
            i18nKey="account.verify.agree"
            components={{
              agreement: (
                <button
                  type="button"
                  className="acct-inline-link"
                  onClick={() => setReading(true)}
                  data-testid="verify-agreement"
                />
              ),
            }}
          />
        </CheckField>
        <p className={`acct-attempts${noneLeft ? ' acct-attempts--none' : ''}`} data-testid="verify-attempts">
          {attemptsLeft === undefined
            ? ' '
            : noneLeft
              ? t('account.verify.noAttemptsLeft')
              : t('account.verify.attemptsLeft', { count: Math.min(attemptsLeft, REAL_NAME_DAILY_LIMIT) })}
        </p>
        <SubmitButton testId="verify-submit" disabled={noneLeft}>
          {t('account.verify.submit')}
        </SubmitButton>
      </Form>
      {didBind.data?.bound ? (
        <section className="acct-did-verify">
          <div className="auth-divider">
            <span>{t('auth.or')}</span>
          </div>
          <p className="acct-note">{t('account.verify.didHint')}</p>
          <ActionButton variant="secondary" onClick={verifyByDid} disabled={noneLeft} testId="verify-did">
            {t('account.verify.didAction')}
          </ActionButton>
        </section>
      ) : null}
      <DocumentSheet
        visible={reading}
        title={t('account.verify.agreementTitle')}
        closeLabel={t('account.verify.close')}
        onClose={() => setReading(false)}
        testId="verify-agreement-sheet"
        footer={
          <button
            type="button"
            className="cf-button cf-button--primary cf-button--block"
            onClick={() => {
              form.setValue('agree', true, { shouldValidate: true });
              setReading(false);
            }}
            data-testid="verify-agreement-accept"
          >
            {t('account.verify.accept')}
          </button>
        }
      >
        <TenantContent kind="realNameAgreement" />
      </DocumentSheet>
    </main>
  );
}
