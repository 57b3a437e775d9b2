import { ErrorCode } from '@curio/contract';
import { Link, useNavigate } from 'react-router';
import { Form, SubmitButton, useZodForm } from '../../../components/form';
import { toast } from '../../../components/shell/feedback';
import type { PageProps } from '../../page';
import { useIdentityTexts } from '../../../features/identity/texts';
import { PayPasswordField } from '../../../components/form/pay-password-field';
import { IDENTITY_PATHS } from '../../../features/identity/paths';
import { updatePayPasswordForm } from '../../../features/identity/account-schemas';
import { useAccount } from '../../../features/identity/use-account';
import { useUpdatePayPasswordMutation } from '../../../features/identity/api/update-pay-password';
import '../../../features/identity/account.css';

/** Spec: /pages/account/safety/twopwd-update: the current pay password, then the new one twice. */
export default function PayPasswordUpdatePage(_: PageProps) {
  const { t } = useIdentityTexts();
  const navigate = useNavigate();
  const { user } = useAccount();
  // Loads the account again before it resolves.
  const updatePayPassword = useUpdatePayPasswordMutation();
  const form = useZodForm(updatePayPasswordForm, {
    defaultValues: { oldPayPassword: '', payPassword: '', confirmPayPassword: '' },
  });
  if (user && !user.hasPayPassword) {
    return (
      <main className="acct-page">
        <p className="acct-note">
          {t('account.twopwd.notSetYet')}{' '}
          <Link to={IDENTITY_PATHS.twopwdSet} replace className="acct-link" data-testid="twopwd-go-set">
            {t('account.twopwd.setNow')}
          </Link>
        </p>
      </main>
    );
  }
  return (
    <main className="acct-page">
      <Form
        form={form}
        serverErrors={{
          [ErrorCode.PAY_PASSWORD_WRONG]: 'oldPayPassword',
          [ErrorCode.PAY_PASSWORD_LOCKED]: 'oldPayPassword',
          [ErrorCode.PASSWORDS_MISMATCH]: 'confirmPayPassword',
        }}
        onSubmit={async (v) => {
          await updatePayPassword.mutateAsync(v);
          toast(t('account.twopwd.updateDone'));
          void navigate(-1);
        }}
      >
        <PayPasswordField
          className="acct-paypwd"
          name="oldPayPassword"
          label={t('account.twopwd.old')}
          testId="twopwd-old"
          onFilled={() => form.setFocus('payPassword')}
        />
        <PayPasswordField
          className="acct-paypwd"
          name="payPassword"
          label={t('account.twopwd.new')}
          testId="twopwd-new"
          onFilled={() => form.setFocus('confirmPayPassword')}
        />
        <PayPasswordField
          className="acct-paypwd"
          name="confirmPayPassword"
          label={t('account.twopwd.again')}
          testId="twopwd-confirm"
        />
        <div className="acct-row-end">
          <Link to={IDENTITY_PATHS.twopwdForget} className="acct-link" data-testid="twopwd-forgot">
            {t('account.safety.forgotPayPassword')}
          </Link>
        </div>
        <SubmitButton testId="twopwd-submit">{t('account.twopwd.updateSubmit')}</SubmitButton>
      </Form>
    </main>
  );
}
