import { Navigate, useNavigate } from 'react-router';
import { ActionButton } from '../../../components/form/form';
import type { PageProps } from '../../../app/routes';
import { useIdentityTexts } from '../../auth/texts';
import { StateHero } from '../components/state-hero';
import { SAFETY } from '../paths';
import { useAccount } from '../use-account';
import '../account.css';

/** Spec: /pages/account/safety/not-opened: no chain account yet, and the way to open one. */
export default function ChainNotOpenedPage(_: PageProps) {
  const { t } = useIdentityTexts();
  const navigate = useNavigate();
  const { profile } = useAccount({ refresh: true });
  if (profile?.openChain) return <Navigate to={`${SAFETY}/opened`} replace />;
  return (
    <main className="acct-page">
      <StateHero
        icon="chain"
        tone="muted"
        title={t('account.chainAccount.notOpenedTitle')}
        description={t('account.chainAccount.notOpenedDesc')}
        testId="chain-not-opened"
      >
        <div className="acct-hero__action">
          <ActionButton onClick={() => navigate(`${SAFETY}/chain-verify`)} testId="chain-go-open">
            {t('account.chainAccount.goOpen')}
          </ActionButton>
        </div>
      </StateHero>
    </main>
  );
}
