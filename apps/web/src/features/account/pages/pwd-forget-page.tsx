import { useNavigate } from 'react-router';
import { toast } from '../../../components/shell/feedback';
import { useSession } from '../../../lib/session';
import type { PageProps } from '../../../app/routes';
import { loginUrl } from '../../../app/navigation';
import { ResetPasswordForm } from '../../auth/components/reset-password-form';
import { useIdentityTexts } from '../../auth/texts';
import { SAFETY } from '../paths';
import '../account.css';
import '../../auth/auth.css';

/** Spec: /pages/account/safety/pwd-forget: reset the login password by a code; then log in again. */
export default function PwdForgetPage(_: PageProps) {
  const { t } = useIdentityTexts();
  const navigate = useNavigate();
  return (
    <main className="acct-page">
      <p className="acct-note">{t('account.pwd.resetHint')}</p>
      <ResetPasswordForm
        submitLabel={t('auth.resetSubmit')}
        onDone={async () => {
          toast(t('auth.resetDone'));
          // A reset ends every session of the account, this one included. Leave this page (it needs
          // login) before signing out, so that the login guard does not pick the return address.
          await navigate(`${loginUrl(`${SAFETY}/index`)}&tab=password`, { replace: true });
          useSession.getState().signOut();
        }}
      />
    </main>
  );
}
