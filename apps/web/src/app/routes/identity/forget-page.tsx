import { useNavigate } from 'react-router';
import { toast } from '../../../components/shell/feedback';
import { useSession } from '../../../lib/session';
import type { PageProps } from '../../page';
import { AuthHero } from '../../../features/identity/components/auth-hero';
import { ResetPasswordForm } from '../../../features/identity/components/reset-password-form';
import { withReUrl } from '../../../features/identity/re-url';
import { useIdentityTexts } from '../../../features/identity/texts';
import '../../../features/identity/auth.css';

/** Spec: /pages/login/forget: reset the password by a verification code, then log in again. */
export default function ForgetPage({ query }: PageProps) {
  const { t } = useIdentityTexts();
  const navigate = useNavigate();
  return (
    <main className="auth">
      <AuthHero title={t('auth.forgetTitle')} subtitle={t('auth.forgetSub')} />
      <ResetPasswordForm
        submitLabel={t('auth.resetSubmit')}
        onDone={() => {
          // The server ends every session of the account on a reset.
          if (useSession.getState().token) useSession.getState().signOut();
          toast(t('auth.resetDone'));
          void navigate(withReUrl('/pages/login/index?tab=password', query.reUrl), { replace: true });
        }}
      />
    </main>
  );
}
