import { Navigate } from 'react-router';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import type { PageProps } from '../../page';
import { useIdentityTexts } from '../../../features/identity/texts';
import { StateHero } from '../../../features/identity/components/state-hero';
import { copyWithToast } from '../../../lib/clipboard';
import { IDENTITY_PATHS } from '../../../features/identity/paths';
import { useAccount } from '../../../features/identity/use-account';
import '../../../features/identity/account.css';

/** Spec: /pages/account/safety/opened: the chain account, one address per chain channel, with copy. */
export default function ChainOpenedPage(_: PageProps) {
  const { t } = useIdentityTexts();
  const { profile } = useAccount({ refresh: true });
  if (profile && profile.chainVOList.length === 0) return <Navigate to={IDENTITY_PATHS.chainNotOpened} replace />;
  return (
    <main className="acct-page">
      <StateHero
        icon="chain"
        tone="good"
        title={t('account.chainAccount.opened')}
        description={t('account.chainAccount.openedDesc')}
      />
      {profile ? (
        <ul className="acct-chains" data-testid="chain-list">
          {profile.chainVOList.map((c) => (
            <li key={c.chainChannelNo} className="acct-chain" data-testid={`chain-${c.chainChannelNo}`}>
              <div className="acct-chain__head">
                <span className="acct-chain__name">{t('account.chainAccount.channel', { no: c.chainChannelNo })}</span>
                <button
                  type="button"
                  className="acct-chip-button"
                  onClick={() => void copyWithToast(c.address, t('account.copied'))}
                  data-testid={`chain-copy-${c.chainChannelNo}`}
                >
                  {t('account.chainAccount.copy')}
                </button>
              </div>
              <span className="acct-chain__label">{t('account.chainAccount.address')}</span>
              <code className="acct-chain__address" data-testid={`chain-address-${c.chainChannelNo}`}>
                {c.address}
              </code>
            </li>
          ))}
        </ul>
      ) : (
        <SkeletonBlock height={120} radius={14} />
      )}
    </main>
  );
}
