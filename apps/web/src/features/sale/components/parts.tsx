// The small pieces every sale page uses: states, rows, labels, the pay countdown, tabs, the draw proof
// (with its check), an interval hook. One module with the calls (api/calls) so that Rollup gives the
// pages one shared chunk: each extra chunk costs the first load an entry in Vite's preload map
// (decision 006).
import { toast } from '../../../components/shell/feedback';
import { StatusView } from '../../../components/shell/status-view';
import { useCountdown } from '../../../components/ui/countdown';
import { ErrorState } from '../../../components/ui/error-state';
import { copyText } from '../../../lib/clipboard';
import { formatCountdown } from '../../../lib/format';
import { isRequestError } from '../../../lib/request/index';
import { checkDraw, type DrawCheck } from '../fairness';
import { useSaleTexts } from '../texts';
import type { DrawProof } from '../api/calls';
import { ErrorCode, runtimeText, type CollectibleHoldStatus, type OrderStatus } from '@curio/contract/client';
import { useEffect, useRef, useState, type ReactNode } from 'react';

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

/**
 * A label and its value on one line; long values (hashes, addresses) wrap, with a copy link when `copy`
 * is set. `stacked` puts the value under the label, full width (a 64-digit hash reads in two lines).
 */
export function InfoRow({
  label,
  children,
  copy,
  mono = false,
  stacked = false,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  copy?: string | null;
  mono?: boolean;
  stacked?: boolean;
  testId?: string;
}) {
  return (
    <div className={`sale-row${stacked ? ' sale-row--stacked' : ''}`} data-testid={testId}>
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
 * A blind-box draw's proof (PRODUCT.md §5, decision 012): the published seed hash, the draw input, the
 * ticket, the box's stock per item before the draw with each item's ticket range, and the seed once the
 * sale has ended, with a check that recomputes the draw in the browser (lib/sale/fairness). `names`
 * names the items by collection id (ids without it); `drawnCollectionId` marks the item the box held.
 */
export function ProofView({
  proof,
  names,
  drawnCollectionId,
}: {
  proof: DrawProof;
  names?: ReadonlyMap<number, string>;
  drawnCollectionId?: number;
}) {
  const { t } = useSaleTexts();
  const nameOf = (id: number) => names?.get(id) ?? t('sale.proof.itemId', { id });
  let from = 0;
  const rows = proof.remainingBefore.map((r) => {
    const row = { ...r, from, to: from + r.remaining - 1 };
    from += r.remaining;
    return row;
  });
  return (
    <div className="sale-proof" data-testid="draw-proof">
      <InfoRow label={t('sale.proof.seedHash')} mono stacked copy={proof.seedHash} testId="proof-seed-hash">
        {proof.seedHash}
      </InfoRow>
      <InfoRow label={t('sale.proof.drawInput')} mono copy={proof.drawInput} testId="proof-input">
        {proof.drawInput}
      </InfoRow>
      <InfoRow label={t('sale.proof.ticket')} mono testId="proof-ticket">
        {proof.ticket}
      </InfoRow>
      <div className="sale-proof__stock">
        <span className="sale-row__label">{t('sale.proof.remainingBefore')}</span>
        <table className="sale-proof__table" data-testid="proof-stock">
          <thead>
            <tr>
              <th scope="col">{t('sale.proof.item')}</th>
              <th scope="col">{t('sale.proof.stock')}</th>
              <th scope="col">{t('sale.proof.tickets')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const drawn = r.collectionId === drawnCollectionId;
              return (
                <tr key={r.collectionId} className={drawn ? 'sale-proof__drawn' : undefined} data-drawn={drawn || undefined}>
                  <td>
                    <span className="sale-proof__name">
                      <span className="sale-proof__item">{nameOf(r.collectionId)}</span>
                      {drawn ? <span className="sale-tag">{t('sale.proof.drawn')}</span> : null}
                    </span>
                  </td>
                  <td>{r.remaining}</td>
                  <td>{r.remaining > 0 ? (r.from === r.to ? r.from : `${r.from}–${r.to}`) : '–'}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <td>{t('sale.proof.total')}</td>
              <td>{from}</td>
              <td>{from > 0 ? `0–${from - 1}` : '–'}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="sale-note">{t('sale.proof.hint')}</p>
      {proof.seed !== null ? (
        <>
          <InfoRow label={t('sale.proof.seed')} mono stacked copy={proof.seed} testId="proof-seed">
            {proof.seed}
          </InfoRow>
          <ProofCheck proof={proof} nameOf={nameOf} drawnCollectionId={drawnCollectionId} />
        </>
      ) : (
        <p className="sale-proof__pending" data-testid="proof-seed-pending">
          {t('sale.proof.seedPending')}
        </p>
      )}
    </div>
  );
}

type CheckState = { phase: 'idle' | 'checking' | 'failed' } | { phase: 'done'; result: DrawCheck };

/** "Check this draw": sha256 of the revealed seed against the published hash, and the ticket recomputed. */
function ProofCheck({
  proof,
  nameOf,
  drawnCollectionId,
}: {
  proof: DrawProof;
  nameOf: (collectionId: number) => string;
  drawnCollectionId?: number;
}) {
  const { t } = useSaleTexts();
  const [state, setState] = useState<CheckState>({ phase: 'idle' });
  const run = async () => {
    setState({ phase: 'checking' });
    try {
      setState({ phase: 'done', result: await checkDraw(proof) });
    } catch {
      setState({ phase: 'failed' });
    }
  };
  if (state.phase !== 'done') {
    return (
      <div className="sale-proof__check">
        <button
          type="button"
          className="sale-button sale-button--small"
          disabled={state.phase === 'checking'}
          onClick={() => void run()}
          data-testid="proof-check"
        >
          {state.phase === 'checking' ? t('sale.proof.checking') : t('sale.proof.check')}
        </button>
        <p className="sale-note">{state.phase === 'failed' ? t('sale.proof.checkFailed') : t('sale.proof.checkNote')}</p>
      </div>
    );
  }
  const r = state.result;
  const picked = proof.remainingBefore[r.itemIndex];
  const itemOk = drawnCollectionId === undefined || picked?.collectionId === drawnCollectionId;
  const ok = r.hashOk && r.ticketOk && itemOk && picked !== undefined;
  const vars = { total: r.total, ticket: r.ticket };
  const lines: [boolean, string][] = [
    [r.hashOk, r.hashOk ? t('sale.proof.hashOk') : t('sale.proof.hashBad')],
    [r.ticketOk, r.ticketOk ? t('sale.proof.ticketOk', vars) : t('sale.proof.ticketBad', vars)],
  ];
  if (picked && drawnCollectionId !== undefined) {
    const v = { ticket: r.ticket, name: nameOf(picked.collectionId) };
    lines.push([itemOk, itemOk ? t('sale.proof.itemOk', v) : t('sale.proof.itemBad', v)]);
  }
  return (
    <div
      className={`sale-proof__result sale-proof__result--${ok ? 'ok' : 'bad'}`}
      role="status"
      data-testid="proof-result"
      data-ok={ok}
    >
      <b>{ok ? t('sale.proof.verified') : t('sale.proof.notVerified')}</b>
      <ul>
        {lines.map(([good, text]) => (
          <li key={text} data-ok={good}>
            <span aria-hidden="true">{good ? '✓' : '✗'}</span>
            {text}
          </li>
        ))}
      </ul>
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
