import { WITHDRAWAL_DAYS } from '@curio/contract/client';
import type { ReactNode } from 'react';
import { Price } from '../../../components/ui/price';
import type { WalletResult } from '../paths';
import { useWalletTexts } from '../texts';

/** A result page's body: a mark, what happened, the amount if money moved, what it means, the ways on. */
export function ResultView({
  result,
  amount,
  detail,
  children,
}: {
  result: WalletResult | null;
  amount?: number | null;
  detail?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useWalletTexts();
  const key = result ?? 'unknown';
  const ok = result !== null && result !== 'failed';
  return (
    <main className="wallet-page wallet-center" data-testid="wallet-result" data-result={key}>
      <section className="wallet-section" role="status">
        <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true">
          <circle cx="36" cy="36" r="34" fill="var(--curio-minor-bg)" />
          <g stroke="var(--curio-theme-ink)" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" fill="none">
            {ok ? (
              <path d="M22 37l10 10 19-21" />
            ) : result === null ? (
              <path d="M36 22v18M36 50h.01" />
            ) : (
              <path d="M26 26l20 20M46 26 26 46" />
            )}
          </g>
        </svg>
        <h2 className="wallet-h2" data-testid="wallet-result-title">
          {t(`wallet.result.${key}.title`)}
        </h2>
        {amount ? (
          <span className="wallet-big-amount" data-testid="wallet-result-amount">
            <Price fen={amount} size="lg" />
          </span>
        ) : null}
        <p className="wallet-note">{t(`wallet.result.${key}.desc`, WITHDRAWAL_DAYS)}</p>
        {detail}
      </section>
      {children}
    </main>
  );
}
