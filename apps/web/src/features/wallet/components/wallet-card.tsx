import type { ReactNode } from 'react';
import { Price } from '../../../components/ui/price';
import { useWalletTexts } from '../texts';

/**
 * The provider's wallet as a card: its name, the balance when open (derived by the provider from its
 * ledger), or "not opened"; an action (open, manage) at the foot.
 */
export function WalletCard({
  opened,
  balance,
  pending,
  accountRef,
  action,
  testId = 'wallet-card',
}: {
  opened: boolean;
  /** Available balance in fen (open wallets). */
  balance?: number;
  /** Money on its way out (withdrawals being settled), in fen. */
  pending?: number;
  /** The provider's account reference, shown masked. */
  accountRef?: string | null;
  action?: ReactNode;
  testId?: string;
}) {
  const { t } = useWalletTexts();
  return (
    <section className="wallet-card" data-testid={testId} data-opened={opened ? '1' : '0'} aria-label={t('wallet.providerName')}>
      <div className="wallet-card__head">
        <span className="wallet-card__logo" aria-hidden="true">
          LL
        </span>
        <span className="wallet-card__name">{t('wallet.providerName')}</span>
        <span className={`wallet-card__state${opened ? ' wallet-card__state--on' : ''}`}>
          {opened ? t('wallet.state.opened') : t('wallet.state.notOpened')}
        </span>
      </div>
      {opened ? (
        <div className="wallet-card__balance">
          <span className="wallet-card__label">{t('wallet.balance')}</span>
          <span className="wallet-card__amount" data-testid={`${testId}-balance`} data-fen={balance ?? 0}>
            <Price fen={balance ?? 0} size="lg" />
          </span>
          {pending ? (
            <span className="wallet-card__pending" data-testid={`${testId}-pending`}>
              {t('wallet.pending')} <Price fen={pending} size="sm" />
            </span>
          ) : null}
          {accountRef ? <span className="wallet-card__ref">{maskRef(accountRef)}</span> : null}
        </div>
      ) : (
        <p className="wallet-card__hint">{t('wallet.hints.free')}</p>
      )}
      {action ? <div className="wallet-card__action">{action}</div> : null}
    </section>
  );
}

/** An account reference with its middle hidden: LL2026…7F3A. */
export function maskRef(ref: string): string {
  return ref.length <= 8 ? ref : `${ref.slice(0, 4)}…${ref.slice(-4)}`;
}
