import { Trans } from '../../../lib/i18n';
import { Link } from 'react-router';

export const AGREEMENT_PATH = '/pages/login/agreement';
export const POLICY_PATH = '/pages/login/policy';

/** "... the <agreement>User Agreement</agreement> and the <policy>Privacy Policy</policy>" with links. */
export function TermsText({ i18nKey }: { i18nKey: 'auth.loginTerms' | 'auth.agreeTerms' }) {
  return (
    <Trans
      i18nKey={i18nKey}
      components={{
        agreement: <Link to={AGREEMENT_PATH} className="auth-link" data-testid="link-agreement" />,
        policy: <Link to={POLICY_PATH} className="auth-link" data-testid="link-policy" />,
      }}
    />
  );
}
