import { Navigate } from 'react-router';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import type { PageProps } from '../../../app/routes';
import { useIdentityTexts } from '../../auth/texts';
import { StateHero } from '../components/state-hero';
import { copyWithToast } from '../copy';
import { SAFETY } from '../paths';
import { useAccount } from '../use-account';
import '../account.css';

/** Spec: /pages/account/safety/opened: the chain account, one address per chain channel, with copy. */
export default function ChainOpenedPage(_: PageProps) {
  const { t } = useIdentityTexts();
  const { profile } = useAccount({ refresh: true });
  if (profile && profile.chainVOList.length === 0) return <Navigate to={`${SAFETY}/not-opened`} replace />;
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
