import { useState } from 'react';
import type { DrawProof } from '../api/open-box';
import { checkDraw, type DrawCheck } from '../fairness';
import { useSaleTexts } from '../texts';
import { InfoRow } from './info-row';

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
