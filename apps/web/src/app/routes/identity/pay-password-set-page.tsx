import { ErrorCode } from '@curio/contract';
import { useRef } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Form, SubmitButton, useZodForm } from '../../../components/form';
import { toast } from '../../../components/shell/feedback';
import { isRequestError } from '../../../lib/request/index';
import type { PageProps } from '../../page';
import { safeReUrl } from '../../../features/identity/re-url';
import { useIdentityTexts } from '../../../features/identity/texts';
import { PayPasswordField } from '../../../components/form/pay-password-field';
import { IDENTITY_PATHS } from '../../../features/identity/paths';
import { setPayPasswordForm } from '../../../features/identity/account-schemas';
import { reloadAccount, useAccount } from '../../../features/identity/use-account';
import { useSetPayPasswordMutation } from '../../../features/identity/api/set-pay-password';
import '../../../features/identity/account.css';

/** Spec: /pages/account/safety/twopwd-set: the pay password, 6 digits, entered twice. */
export default function PayPasswordSetPage({ query }: PageProps) {
  const { t } = useIdentityTexts();
  const navigate = useNavigate();
  const { user } = useAccount();
  const form = useZodForm(setPayPasswordForm, { defaultValues: { payPassword: '', confirmPayPassword: '' } });
  // Set already (and not just now, by this page): changing it is another page.
  const justSet = useRef(false);
  // Loads the account again before it resolves.
  const setPayPassword = useSetPayPasswordMutation();
  if (user?.hasPayPassword && !justSet.current) return <Navigate to={IDENTITY_PATHS.twopwdUpdate} replace />;
  return (
    <main className="acct-page">
      <p className="acct-note">{t('account.twopwd.setIntro')}</p>
      <Form
        form={form}
        serverErrors={{ [ErrorCode.PAY_PASSWORD_FORMAT]: 'payPassword', [ErrorCode.PASSWORDS_MISMATCH]: 'confirmPayPassword' }}
        onSubmit={async (v) => {
          // Marked before the call: the account the mutation loads again says it is set.
          justSet.current = true;
          try {
            await setPayPassword.mutateAsync(v);
          } catch (error) {
            justSet.current = false;
            // Set meanwhile: this page's profile was old; the reload sends the user on to change it.
            if (isRequestError(error, 'business') && error.code === ErrorCode.PAY_PASSWORD_ALREADY_SET) {
              await reloadAccount();
              return;
            }
            throw error;
          }
          toast(t('account.twopwd.setDone'));
          if (query.reUrl) void navigate(safeReUrl(query.reUrl), { replace: true });
          else void navigate(-1);
        }}
      >
        <PayPasswordField
          className="acct-paypwd"
          name="payPassword"
          label={t('account.safety.payPassword')}
          testId="twopwd-new"
          onFilled={() => form.setFocus('confirmPayPassword')}
        />
        <PayPasswordField
          className="acct-paypwd"
          name="confirmPayPassword"
          label={t('account.twopwd.again')}
          testId="twopwd-confirm"
        />
        <SubmitButton testId="twopwd-submit">{t('account.twopwd.setSubmit')}</SubmitButton>
      </Form>
    </main>
  );
}
