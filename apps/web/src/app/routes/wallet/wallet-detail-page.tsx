import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { formatDateTime } from '../../../lib/format';
import type { PageProps } from '../../page';
import { WALLET_PATHS } from '../../../features/wallet/paths';
import { useWalletTexts } from '../../../features/wallet/texts';
import { WalletGate } from '../../../features/wallet/components/wallet-gate';
import '../../../features/wallet/wallet.css';

function Info({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="wallet-info">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** Spec: /pages/account/wallet/detail, the wallet's account: provider, account, state, password, cards. */
export default function WalletDetailPage(_: PageProps) {
  const { t, lang } = useWalletTexts();
  return (
    <WalletGate>
      {(w) => (
        <main className="wallet-page" data-testid="wallet-detail">
          <section className="wallet-section">
            <dl className="wallet-rows">
              <Info label={t('wallet.detail.provider')}>{t('wallet.providerName')}</Info>
              <Info label={t('wallet.detail.account')} testId="wallet-detail-account">
                {w.accountNo}
              </Info>
              <Info label={t('wallet.detail.state')}>{t('wallet.state.opened')}</Info>
              {w.openedAt ? <Info label={t('wallet.detail.openedAt')}>{formatDateTime(w.openedAt, lang)}</Info> : null}
              <Info label={t('wallet.detail.realName')}>
                {w.realName ? t('wallet.detail.verified') : t('wallet.detail.notVerified')}
              </Info>
            </dl>
          </section>
          <section className="wallet-section">
            <dl className="wallet-rows">
              <Info label={t('wallet.balance')} testId="wallet-detail-balance">
                <Price fen={w.balance} size="sm" />
              </Info>
              <Info label={t('wallet.pending')}>
                <Price fen={w.pendingWithdrawal} size="sm" />
              </Info>
              <Info label={t('wallet.detail.password')}>
                {w.passwordLockedUntil && w.passwordLockedUntil > w.serverTime
                  ? t('wallet.password.lockedUntil', { time: formatDateTime(w.passwordLockedUntil, lang) })
                  : w.passwordSet
                    ? t('wallet.password.set')
                    : t('wallet.password.notSetShort')}
              </Info>
              <Info label={t('wallet.card.title')}>
                <Link className="wallet-link" to={WALLET_PATHS.cards}>
                  {t('wallet.card.count', { count: w.bankCardCount })}
                </Link>
              </Info>
            </dl>
          </section>
          <p className="wallet-note">{t('wallet.detail.keeps')}</p>
        </main>
      )}
    </WalletGate>
  );
}
