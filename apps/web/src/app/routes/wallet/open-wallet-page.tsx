import { WITHDRAWAL_DAYS } from '@curio/contract/client';
import { Link, Navigate } from 'react-router';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import type { PageProps } from '../../page';
import { IDENTITY_PATHS } from '../../../features/identity/paths';
import { WALLET_PATHS } from '../../../features/wallet/paths';
import { useWalletTexts } from '../../../features/wallet/texts';
import { useWallet } from '../../../features/wallet/api/get-wallet';
import '../../../features/wallet/wallet.css';
import { QueryState } from '../../../components/query-state';

/**
 * Spec: /pages/account/wallet/lianlianModule/openWallet/index: what opening takes (real name, then the
 * wallet password), free of charge. Without real name the way there (the server refuses with 7020076).
 */
export default function OpenWalletPage(_: PageProps) {
  const { t } = useWalletTexts();
  const wallet = useWallet();
  return (
    <QueryState
      queries={[wallet]}
      skeleton={
        <main className="wallet-page" aria-busy="true">
          <SkeletonBlock height={240} radius={14} />
        </main>
      }
    >
      {(w) => {
        if (w.opened && w.passwordSet) return <Navigate to={WALLET_PATHS.lianlian} replace />;
        return (
          <main className="wallet-page" data-testid="wallet-open">
            <section className="wallet-section">
              <h2 className="wallet-h2">{t('wallet.openFlow.title')}</h2>
              <ol className="wallet-hints">
                <li data-testid="wallet-open-step-real" data-done={w.realName ? '1' : '0'}>
                  {t('wallet.openFlow.stepRealName')} {w.realName ? `✓ ${t('wallet.detail.verified')}` : ''}
                </li>
                <li>{t('wallet.openFlow.stepPassword')}</li>
                <li>{t('wallet.openFlow.stepCard')}</li>
              </ol>
            </section>
            <ul className="wallet-hints">
              <li>{t('wallet.hints.free')}</li>
              <li>{t('wallet.hints.withdrawal', WITHDRAWAL_DAYS)}</li>
            </ul>
            {w.realName ? (
              <Link className="wallet-button wallet-button--primary" to={WALLET_PATHS.openDetail} data-testid="wallet-open-next">
                {t('wallet.openFlow.next')}
              </Link>
            ) : (
              <>
                <p className="wallet-note" role="alert" data-testid="wallet-open-needs-real-name">
                  {t('wallet.openFlow.needsRealName')}
                </p>
                <Link
                  className="wallet-button wallet-button--primary"
                  to={IDENTITY_PATHS.verify}
                  data-testid="wallet-open-verify"
                >
                  {t('wallet.openFlow.verify')}
                </Link>
              </>
            )}
          </main>
        );
      }}
    </QueryState>
  );
}
