import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { serialText } from '../rules';
import { useSaleTexts } from '../texts';
import type { HeldBox } from '../api/list-my-boxes';
import type { Opening } from '../api/open-box';
import { HoldBadge } from './badges';
import { ProofView } from './proof-view';

export type RevealState = { phase: 'opening'; box: HeldBox } | { phase: 'revealed'; box: HeldBox; opening: Opening } | null;

/**
 * Opening a blind box: the box shakes and glows while the draw runs, then bursts into light and the
 * drawn collectible turns face up, with its serial number and the draw's proof. CSS only; with reduced
 * motion the item simply appears.
 */
export function Reveal({
  state,
  onClose,
  onView,
}: {
  state: RevealState;
  onClose: () => void;
  onView: (cardNftId: number) => void;
}) {
  const { t } = useSaleTexts();
  const doneRef = useRef<HTMLButtonElement>(null);
  const phase = state?.phase;
  useEffect(() => {
    if (phase === 'revealed') doneRef.current?.focus({ preventScroll: true });
  }, [phase]);
  if (!state) return null;
  const drawn = state.phase === 'revealed' ? state.opening.drawn : null;
  return createPortal(
    <div
      className="sale-reveal"
      role="dialog"
      aria-modal="true"
      aria-label={t('sale.reveal.title')}
      data-phase={state.phase}
      data-testid="reveal"
    >
      <div className="sale-reveal__backdrop" />
      <div className="sale-reveal__stage">
        {state.phase === 'opening' ? (
          <>
            <div className="sale-reveal__glow" aria-hidden="true" />
            <div className="sale-reveal__box">
              <img src={state.box.blindBox.coverUrl} alt="" />
            </div>
            <p className="sale-reveal__caption" role="status">
              {t('sale.reveal.opening')}
            </p>
          </>
        ) : drawn ? (
          <>
            <div className="sale-reveal__burst" aria-hidden="true" />
            <p className="sale-reveal__title">{t('sale.reveal.title')}</p>
            <div className="sale-reveal__card" data-testid="reveal-card">
              <img src={drawn.coverUrl} alt="" />
              <div className="sale-reveal__card-body">
                <span className="sale-reveal__name" data-testid="reveal-name">
                  {drawn.name}
                </span>
                <span className="sale-reveal__meta">
                  <span className="sale-chip sale-chip--strong" data-testid="reveal-serial">
                    {serialText(drawn.serial, drawn.totalSupply)}
                  </span>
                  <HoldBadge status={drawn.status} />
                </span>
              </div>
            </div>
            {state.phase === 'revealed' ? (
              <details className="sale-reveal__proof">
                <summary>{t('sale.proof.title')}</summary>
                <ProofView
                  proof={state.opening.proof}
                  names={new Map([[drawn.collectionId, drawn.name]])}
                  drawnCollectionId={drawn.collectionId}
                />
              </details>
            ) : null}
            <div className="sale-reveal__actions">
              <button
                type="button"
                className="sale-button sale-button--ghost-light"
                ref={doneRef}
                onClick={onClose}
                data-testid="reveal-done"
              >
                {t('sale.reveal.done')}
              </button>
              <button type="button" className="sale-button" onClick={() => onView(drawn.cardNftId)} data-testid="reveal-view">
                {t('sale.reveal.view')}
              </button>
            </div>
          </>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
