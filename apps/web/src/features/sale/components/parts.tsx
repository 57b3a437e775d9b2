// The small pieces every sale page uses: states, rows, labels, the pay countdown, tabs, the draw proof,
// an interval hook. One module with the calls (api/calls) so that Rollup gives the pages one shared
// chunk: each extra chunk costs the first load an entry in Vite's preload map (decision 006).
import { toast } from '../../../components/shell/feedback';
import { StatusView } from '../../../components/shell/status-view';
import { useCountdown } from '../../../components/ui/countdown';
import { ErrorState } from '../../../components/ui/error-state';
import { copyText } from '../../../lib/clipboard';
import { formatCountdown } from '../../../lib/format';
import { isRequestError } from '../../../lib/request/index';
import { useSaleTexts } from '../../../lib/sale/index';
import type { DrawProof } from '../api/calls';
import { ErrorCode, runtimeText, type CollectibleHoldStatus, type OrderStatus } from '@curio/contract/client';
import { useEffect, useRef, type ReactNode } from 'react';

/** A page opened without a valid id, or an order or collectible that is not the user's. */
export function SaleNotFound() {
  const { lang } = useSaleTexts();
  return <StatusView art="not-found" title={runtimeText('pageNotFound', lang)} testId="not-found" />;
}

/** A detail page's loading, "not found" and failure views around its content. */
export function SaleQueryState({
  error,
  onRetry,
  pending,
  skeleton,
  children,
}: {
  error: unknown;
  onRetry: () => void;
  pending: boolean;
  skeleton: ReactNode;
  children: ReactNode;
}) {
  if (error) {
    if (isRequestError(error) && error.code === ErrorCode.NOT_FOUND) return <SaleNotFound />;
    return <ErrorState onRetry={onRetry} />;
  }
  return <>{pending ? skeleton : children}</>;
}

/** A small "copy" link that puts `text` on the clipboard and says so. */
export function CopyButton({ text, testId }: { text: string; testId?: string }) {
  const { t, lang } = useSaleTexts();
  const copy = async () => toast((await copyText(text)) ? t('sale.copied') : runtimeText('copyFailed', lang));
  return (
    <button type="button" className="sale-copy" onClick={() => void copy()} data-testid={testId}>
      {t('sale.copy')}
    </button>
  );
}

/** A label and its value on one line; long values (hashes, addresses) wrap, with a copy link when `copy` is set. */
export function InfoRow({
  label,
  children,
  copy,
  mono = false,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  copy?: string | null;
  mono?: boolean;
  testId?: string;
}) {
  return (
    <div className="sale-row" data-testid={testId}>
      <span className="sale-row__label">{label}</span>
      <span className={`sale-row__value${mono ? ' sale-row__value--mono' : ''}`}>
        <span className="sale-row__text" data-testid={testId ? `${testId}-value` : undefined}>
          {children}
        </span>
        {copy ? <CopyButton text={copy} /> : null}
      </span>
    </div>
  );
}

/** An order's state as a small coloured label. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useSaleTexts();
  return (
    <span className={`sale-status sale-status--${status}`} data-status={status} data-testid="order-status">
      {t(`sale.order.status.${status}`)}
    </span>
  );
}

/** Where a held collectible is: minting (with a pulse) until the chain confirms, then held, etc. */
export function HoldBadge({ status, className }: { status: CollectibleHoldStatus; className?: string }) {
  const { t } = useSaleTexts();
  return (
    <span
      className={`sale-hold sale-hold--${status}${className ? ` ${className}` : ''}`}
      data-hold-status={status}
      data-testid="hold-status"
    >
      {status === 'minting' ? <span className="sale-hold__pulse" aria-hidden="true" /> : null}
      {t(`sale.hold.${status}`)}
    </span>
  );
}

/**
 * Time left to pay an order, on the server's clock (lib/server-clock): 'Pay within 04:59'. `onEnd` runs
 * once when it reaches zero.
 */
export function PayCountdown({
  expiresAt,
  onEnd,
  label,
  className,
}: {
  expiresAt: number;
  onEnd?: () => void;
  label?: string;
  className?: string;
}) {
  const { t } = useSaleTexts();
  const c = useCountdown(expiresAt);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });
  const fired = useRef<number | null>(null);
  useEffect(() => {
    if (c.ended && fired.current !== expiresAt) {
      fired.current = expiresAt;
      onEndRef.current?.();
    }
  }, [c.ended, expiresAt]);
  return (
    <span
      className={`sale-pay-countdown${className ? ` ${className}` : ''}`}
      role="timer"
      data-testid="pay-countdown"
      data-ended={c.ended}
    >
      <span className="sale-pay-countdown__label">{label ?? t('sale.order.payIn')}</span>
      <b className="sale-pay-countdown__time">{formatCountdown(c.remaining, t)}</b>
    </span>
  );
}

export interface TabItem<K extends string> {
  key: K;
  title: string;
}

/** A row of tabs with an underline in the theme colour; sticky under the navigation bar. */
export function SaleTabs<K extends string>({
  tabs,
  active,
  onChange,
  testId,
  className,
}: {
  tabs: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  testId?: string;
  className?: string;
}) {
  return (
    <div className={`sale-tabs${className ? ` ${className}` : ''}`} role="tablist" data-testid={testId}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          className={`sale-tabs__tab${tab.key === active ? ' sale-tabs__tab--active' : ''}`}
          onClick={() => onChange(tab.key)}
          data-testid={testId ? `${testId}-${tab.key}` : undefined}
        >
          {tab.title}
        </button>
      ))}
    </div>
  );
}

/**
 * A blind-box draw's proof (PRODUCT.md §5, decision 012): the published seed hash, the seed once the
 * sale has ended, the draw input, the box's remaining stock per item before the draw and the ticket.
 */
export function ProofView({ proof, seedHash }: { proof: DrawProof | null; seedHash?: string | null }) {
  const { t } = useSaleTexts();
  const hash = proof?.seedHash ?? seedHash ?? null;
  return (
    <div className="sale-proof" data-testid="draw-proof">
      {hash ? (
        <InfoRow label={t('sale.proof.seedHash')} mono copy={hash} testId="proof-seed-hash">
          {hash}
        </InfoRow>
      ) : null}
      {proof ? (
        <>
          <InfoRow label={t('sale.proof.seed')} mono copy={proof.seed} testId="proof-seed">
            {proof.seed ?? <em className="sale-muted">{t('sale.proof.seedHidden')}</em>}
          </InfoRow>
          <InfoRow label={t('sale.proof.drawInput')} mono testId="proof-input">
            {proof.drawInput}
          </InfoRow>
          <InfoRow label={t('sale.proof.remainingBefore')} mono>
            {proof.remainingBefore.map((r) => r.remaining).join(' · ')} (
            {proof.remainingBefore.reduce((n, r) => n + r.remaining, 0)})
          </InfoRow>
          <InfoRow label={t('sale.proof.ticket')} mono testId="proof-ticket">
            {proof.ticket}
          </InfoRow>
          <p className="sale-note">{t('sale.proof.hint')}</p>
        </>
      ) : (
        <p className="sale-note">{t('sale.proof.onlyHash')}</p>
      )}
    </div>
  );
}

/** Calls `fn` every `ms` while `ms` is a number (null stops it); always the latest `fn`. */
export function useInterval(fn: () => void, ms: number | null): void {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  useEffect(() => {
    if (ms === null) return;
    const id = setInterval(() => latest.current(), ms);
    return () => clearInterval(id);
  }, [ms]);
}
