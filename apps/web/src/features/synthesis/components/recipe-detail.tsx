import { ErrorCode, errorMessage } from '@curio/contract/client';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { isRequestError } from '../../../lib/request/index';
import { useSynthesizeMutation, type SynthesisReceipt } from '../api/synthesize';
import { debrisListPath } from '../paths';
import { allPicked, pickedItemIds, remainingForMe } from '../rules';
import { useRecipePicks, useSynthesisPicks } from '../store';
import { useSynthesisTexts } from '../texts';
import type { Recipe } from '../types';
import { ModeBadge, RecipeChip, RecipeWindowLine, useRecipePhase } from './recipe-state';
import { SynthesisResult } from './synthesis-result';
import { BottomBar } from '../../../components/ui/bottom-bar';

export interface RecipeDetailProps {
  recipe: Recipe;
  refetch: () => Promise<unknown>;
  /** The page of one item I hold (the sale's), given by the route. */
  itemPath: (cardNftId: number) => string;
  /** My synthesis records. */
  recordsPath: string;
  /** Called once a synthesis is done (the route refreshes my holdings). */
  onSynthesized?: () => void;
}

/**
 * One recipe: the result, the window and what is left, the per-person limit and what I used of it, each
 * fragment needed with what I own and what I picked (a link to pick), burn or pledge explained; then
 * "synthesise" → a confirmation → the result with a link to the new item. All fragments must be picked
 * (4000034, spec §5); the server's refusals are shown in its words beside the button.
 */
export function RecipeDetail({ recipe: r, refetch, itemPath, recordsPath, onSynthesized }: RecipeDetailProps) {
  const { t, lang } = useSynthesisTexts();
  const phase = useRecipePhase(r);
  const picks = useRecipePicks(r.id);
  const clearPicks = useSynthesisPicks((s) => s.clear);
  const synthesize = useSynthesizeMutation();
  const [confirming, setConfirming] = useState(false);
  const [receipt, setReceipt] = useState<SynthesisReceipt | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [resultOpen, setResultOpen] = useState(false);

  const needs = r.fragments.map((f) => ({ collectionId: f.collectionId, count: f.count }));
  const complete = allPicked(needs, picks);
  const total = needs.reduce((n, f) => n + f.count, 0);
  const left = remainingForMe(r.perUserLimit, r.usedByMe);
  const limitReached = left === 0;

  const start = () => {
    setRefusal(null);
    if (!complete) {
      setRefusal(errorMessage(ErrorCode.SELECT_REQUIRED, lang));
      return;
    }
    setConfirming(true);
  };

  const submit = async () => {
    setConfirming(false);
    try {
      const done = await synthesize.mutateAsync({ recipeId: r.id, itemIds: pickedItemIds(needs, picks) });
      setReceipt(done);
      setResultOpen(true);
      clearPicks(r.id);
      onSynthesized?.();
    } catch (err) {
      setRefusal(isRequestError(err) && err.kind === 'business' ? err.message : t('synthesis.failed'));
      void refetch().catch(() => undefined);
    }
  };

  const buttonText = synthesize.isPending
    ? t('synthesis.detail.synthesizing')
    : phase === 'upcoming'
      ? t('synthesis.detail.notStarted')
      : phase === 'soldOut'
        ? t('synthesis.detail.soldOut')
        : phase === 'ended'
          ? t('synthesis.detail.ended')
          : limitReached
            ? t('synthesis.detail.limitReached')
            : t('synthesis.detail.synthesize');

  return (
    <main className="syn-detail" data-testid="recipe-detail" data-phase={phase} data-mode={r.mode}>
      <img
        className="syn-detail__cover"
        src={r.result.coverUrl}
        alt={r.result.name}
        width={390}
        height={244}
        fetchPriority="high"
      />
      <section className="syn-panel">
        <div className="syn-card__head">
          <h2 className="syn-detail__name" data-testid="recipe-name">
            {r.name}
          </h2>
          <RecipeChip phase={phase} />
        </div>
        <div className="syn-card__marks">
          <ModeBadge mode={r.mode} pledgeHours={r.pledgeHours} />
        </div>
        <RecipeWindowLine r={r} phase={phase} onEnd={() => void refetch()} />
        <dl className="syn-facts">
          <div>
            <dt>{t('synthesis.detail.result')}</dt>
            <dd data-testid="recipe-result">{r.result.name}</dd>
          </div>
          <div>
            <dt>{t('synthesis.detail.window')}</dt>
            <dd>
              {formatDateTime(r.startsAt, lang)} – {formatDateTime(r.endsAt, lang)}
            </dd>
          </div>
          <div>
            <dt>{t('synthesis.detail.stock')}</dt>
            <dd data-testid="recipe-left">{t('synthesis.left', { left: r.stockLeft, total: r.stockTotal })}</dd>
          </div>
          <div>
            <dt>{t('synthesis.detail.limit')}</dt>
            <dd data-testid="recipe-limit">
              {r.perUserLimit > 0
                ? t('synthesis.detail.limitUsed', { used: r.usedByMe, limit: r.perUserLimit })
                : t('synthesis.detail.noLimit', { used: r.usedByMe })}
            </dd>
          </div>
        </dl>
      </section>

      <section className="syn-panel" data-testid="recipe-fragments">
        <h3 className="syn-h3">{t('synthesis.detail.fragments')}</h3>
        <ul className="syn-needs">
          {r.fragments.map((f) => {
            const picked = Math.min(f.count, picks[f.collectionId]?.length ?? 0);
            const full = picked >= f.count;
            return (
              <li key={f.collectionId} className="syn-need" data-testid="recipe-fragment" data-collection-id={f.collectionId}>
                <img className="syn-need__cover" src={f.coverUrl} alt="" width={56} height={56} loading="lazy" />
                <div className="syn-need__body">
                  <span className="syn-need__name">{f.name}</span>
                  <span className="syn-muted">
                    {t('synthesis.detail.need', { count: f.count })} ·{' '}
                    <span data-testid="fragment-owned" className={f.owned < f.count ? 'syn-short' : undefined}>
                      {t('synthesis.detail.own', { count: f.owned })}
                    </span>
                  </span>
                  <span
                    className={`syn-picked${full ? ' syn-picked--full' : ''}`}
                    data-testid="fragment-picked"
                    data-picked={picked}
                  >
                    {t('synthesis.detail.picked', { picked, count: f.count })}
                  </span>
                </div>
                {receipt ? null : (
                  <Link
                    to={debrisListPath(r.id, f.collectionId)}
                    className="syn-pick-link"
                    data-testid="fragment-pick"
                    aria-label={`${full ? t('synthesis.detail.change') : t('synthesis.detail.pick')} · ${f.name}`}
                  >
                    {full ? t('synthesis.detail.change') : t('synthesis.detail.pick')}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section className={`syn-panel syn-mode-panel syn-mode-panel--${r.mode}`} data-testid="recipe-mode-explained">
        <h3 className="syn-h3">
          {r.mode === 'pledge' ? t('synthesis.detail.pledgeTitle', { hours: r.pledgeHours }) : t('synthesis.detail.burnTitle')}
        </h3>
        <p className="syn-text">
          {r.mode === 'pledge' ? t('synthesis.detail.pledgeText', { hours: r.pledgeHours }) : t('synthesis.detail.burnText')}
        </p>
        {r.mode === 'pledge' ? <p className="syn-text syn-muted">{t('synthesis.detail.withdrawNote')}</p> : null}
      </section>

      {r.description ? (
        <section className="syn-panel">
          <h3 className="syn-h3">{t('synthesis.detail.about')}</h3>
          <p className="syn-text">{r.description}</p>
        </section>
      ) : null}

      <BottomBar layout="stack">
        {refusal === null && receipt === null && !r.canSynthesize && r.reason !== null && phase === 'open' && !limitReached ? (
          <p className="syn-note" data-testid="recipe-reason" data-code={r.reason}>
            {errorMessage(r.reason, lang)}
          </p>
        ) : null}
        {refusal !== null && (
          <p className="syn-refusal" role="alert" data-testid="synthesis-refusal">
            {refusal}
          </p>
        )}
        {receipt ? null : (
          <button
            type="button"
            className="syn-button"
            disabled={phase !== 'open' || limitReached || synthesize.isPending}
            onClick={start}
            data-testid="synthesize"
            data-complete={complete}
          >
            {buttonText}
          </button>
        )}
        {receipt ? (
          <Link className="syn-button" to={itemPath(receipt.resultItemId)} data-testid="synthesis-bar-item-link">
            {t('synthesis.result.view')}
          </Link>
        ) : null}
      </BottomBar>

      <Dialog
        visible={confirming}
        title={t('synthesis.confirm.title', { name: r.result.name })}
        content={
          <span data-testid="synthesis-confirm-text">
            {r.mode === 'pledge'
              ? t('synthesis.confirm.pledge', { count: total, hours: r.pledgeHours })
              : t('synthesis.confirm.burn', { count: total })}
          </span>
        }
        closeOnAction={false}
        onClose={() => setConfirming(false)}
        actions={[
          [
            { key: 'cancel', text: t('synthesis.confirm.cancel'), onClick: () => setConfirming(false) },
            {
              key: 'confirm',
              text: <span data-testid="synthesis-confirm">{t('synthesis.confirm.ok')}</span>,
              bold: true,
              danger: r.mode === 'burn',
              onClick: () => void submit(),
            },
          ],
        ]}
      />
      <SynthesisResult
        receipt={receipt}
        visible={resultOpen}
        resultName={r.result.name}
        itemPath={itemPath}
        recordsPath={recordsPath}
        onClose={() => setResultOpen(false)}
      />
    </main>
  );
}
