import { Navigate, useNavigate } from 'react-router';
import { ActionButton } from '../../../components/form/form';
import type { PageProps } from '../../page';
import { useIdentityTexts } from '../../../features/identity/texts';
import { StateHero } from '../../../features/identity/components/state-hero';
import { IDENTITY_PATHS } from '../../../features/identity/paths';
import { useAccount } from '../../../features/identity/use-account';
import '../../../features/identity/account.css';

/** Spec: /pages/account/safety/not-opened: no chain account yet, and the way to open one. */
export default function ChainNotOpenedPage(_: PageProps) {
  const { t } = useIdentityTexts();
  const navigate = useNavigate();
  const { profile } = useAccount({ refresh: true });
  if (profile?.openChain) return <Navigate to={IDENTITY_PATHS.chainOpened} replace />;
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
          <ActionButton onClick={() => navigate(IDENTITY_PATHS.chainVerify)} testId="chain-go-open">
            {t('account.chainAccount.goOpen')}
          </ActionButton>
        </div>
      </StateHero>
    </main>
  );
}
