import { toast } from '../../../components/shell/feedback';
import type { PageProps } from '../../../app/routes';
import { loginUrl } from '../../../app/navigation';
import { ResetPasswordForm } from '../../auth/components/reset-password-form';
import { useIdentityTexts } from '../../auth/texts';
import { SAFETY } from '../paths';
import { useLeaveSignedOut } from '../use-account';
import '../account.css';
import '../../auth/auth.css';

/** Spec: /pages/account/safety/pwd-forget: reset the login password by a code; then log in again. */
export default function PwdForgetPage(_: PageProps) {
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
          await leaveSignedOut(`${loginUrl(`${SAFETY}/index`)}&tab=password`);
        }}
      />
    </main>
  );
}
