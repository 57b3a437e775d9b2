import { WITHDRAWAL_DAYS } from '@curio/contract/client';
import { Link } from 'react-router';
import type { PageProps } from '../../page';
import { WALLET_PATHS } from '../../../features/wallet/paths';
import { useWalletTexts } from '../../../features/wallet/texts';
import { WalletCard } from '../../../features/wallet/components/wallet-card';
import { WalletGate } from '../../../features/wallet/components/wallet-gate';
import '../../../features/wallet/wallet.css';

const ACTIONS = [
  { to: WALLET_PATHS.recharge, label: 'wallet.recharge.title', icon: '＋', id: 'recharge' },
  { to: WALLET_PATHS.withdrawal, label: 'wallet.withdraw.title', icon: '↗', id: 'withdraw' },
  { to: WALLET_PATHS.bills, label: 'wallet.bills.title', icon: '≡', id: 'bills' },
  { to: WALLET_PATHS.cards, label: 'wallet.card.title', icon: '▭', id: 'cards' },
  { to: WALLET_PATHS.settings, label: 'wallet.settings.title', icon: '⚙', id: 'settings' },
  { to: WALLET_PATHS.detail, label: 'wallet.detail.link', icon: 'ⓘ', id: 'detail' },
] as const;

/**
 * Spec: /pages/account/wallet/lianlian, the provider's wallet: its balance and what one does with it
 * (recharge, withdraw, bills, bank cards, settings). Not opened yet: the way to open it.
 */
export default function LianlianPage(_: PageProps) {
  const { t } = useWalletTexts();
  return (
    <WalletGate>
      {(w) => (
        <main className="wallet-page" data-testid="wallet-lianlian">
          <WalletCard opened balance={w.balance} pending={w.pendingWithdrawal} accountRef={w.accountNo} />
          {!w.passwordSet ? (
            <p className="wallet-section wallet-note" role="status">
              {t('wallet.password.notSet')}{' '}
              <Link className="wallet-link" to={WALLET_PATHS.openDetail} data-testid="wallet-set-password">
                {t('wallet.password.setNow')}
              </Link>
            </p>
          ) : null}
          <nav className="wallet-actions" aria-label={t('wallet.providerName')}>
            {ACTIONS.map((a) => (
              <Link key={a.id} className="wallet-action" to={a.to} data-testid={`wallet-action-${a.id}`}>
                <span className="wallet-action__icon" aria-hidden="true">
                  {a.icon}
                </span>
                {t(a.label)}
              </Link>
            ))}
          </nav>
          <p className="wallet-note">{t('wallet.hints.withdrawal', WITHDRAWAL_DAYS)}</p>
        </main>
      )}
    </WalletGate>
  );
}
