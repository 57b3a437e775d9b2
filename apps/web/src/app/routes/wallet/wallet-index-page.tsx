import { WALLET_TRIAL_DAYS, WITHDRAWAL_DAYS } from '@curio/contract/client';
import { Link } from 'react-router';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import type { PageProps } from '../../page';
import { WALLET_PATHS } from '../../../features/wallet/paths';
import { useWalletTexts } from '../../../features/wallet/texts';
import { WalletCard } from '../../../features/wallet/components/wallet-card';
import { useWallet } from '../../../features/wallet/api/get-wallet';
import '../../../features/wallet/wallet.css';
import { QueryState } from '../../../components/query-state';

/**
 * Spec: /pages/account/wallet/index, my wallets: the provider's wallet as a card with its balance, to
 * open or to manage; the hints of spec line 18 (opening is free, withdrawal arrives in WITHDRAWAL_DAYS, the
 * other provider's WALLET_TRIAL_DAYS-day free trial: a hint, not a card that leads nowhere).
 */
export default function WalletIndexPage(_: PageProps) {
  const { t } = useWalletTexts();
  const wallet = useWallet();
  const w = wallet.data;
  return (
    <main className="wallet-page" data-testid="wallet-index">
      <QueryState queries={[wallet]} skeleton={<SkeletonBlock height={170} radius={18} />}>
        {(w) => (
          <WalletCard
            opened={w.opened}
            balance={w.balance}
            pending={w.pendingWithdrawal}
            accountRef={w.accountNo}
            action={
              w.opened ? (
                <>
                  <Link
                    className="wallet-button wallet-button--secondary"
                    to={WALLET_PATHS.bills}
                    data-testid="wallet-index-bills"
                  >
                    {t('wallet.bills.title')}
                  </Link>
                  <Link
                    className="wallet-button wallet-button--primary"
                    to={WALLET_PATHS.lianlian}
                    data-testid="wallet-index-manage"
                  >
                    {t('wallet.manage')}
                  </Link>
                </>
              ) : (
                <Link className="wallet-button wallet-button--primary" to={WALLET_PATHS.lianlian} data-testid="wallet-index-open">
                  {t('wallet.open')}
                </Link>
              )
            }
          />
        )}
      </QueryState>
      <section className="wallet-section">
        <h2 className="wallet-h2">{t('wallet.hints.title')}</h2>
        <ul className="wallet-hints" data-testid="wallet-hints">
          <li>{t('wallet.hints.free')}</li>
          <li>{t('wallet.hints.withdrawal', WITHDRAWAL_DAYS)}</li>
          <li>{t('wallet.hints.trial', { days: WALLET_TRIAL_DAYS })}</li>
        </ul>
      </section>
      {w?.opened ? (
        <Link className="wallet-text-button" to={WALLET_PATHS.detail} data-testid="wallet-index-detail">
          {t('wallet.detail.link')}
        </Link>
      ) : null}
    </main>
  );
}
