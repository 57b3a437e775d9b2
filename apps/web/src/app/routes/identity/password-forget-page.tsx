import { toast } from '../../../components/shell/feedback';
import type { PageProps } from '../../page';
import { ResetPasswordForm } from '../../../features/identity/components/reset-password-form';
import { useIdentityTexts } from '../../../features/identity/texts';
import { IDENTITY_PATHS, loginUrl } from '../../../features/identity/paths';
import { useLeaveSignedOut } from '../../../features/identity/use-account';
import '../../../features/identity/account.css';
import '../../../features/identity/auth.css';

/** Spec: /pages/account/safety/pwd-forget: reset the login password by a code; then log in again. */
export default function PasswordForgetPage(_: PageProps) {
  const { t } = useIdentityTexts();
  const leaveSignedOut = useLeaveSignedOut();
  return (
    <main className="acct-page">
      <p className="acct-note">{t('account.pwd.resetHint')}</p>
      <ResetPasswordForm
        submitLabel={t('auth.resetSubmit')}
        onDone={async () => {
          toast(t('auth.resetDone'));
          // A reset ends every session of the account, this one included: log in again.
          await leaveSignedOut(`${loginUrl(IDENTITY_PATHS.safety)}&tab=password`);
        }}
      />
    </main>
  );
}
