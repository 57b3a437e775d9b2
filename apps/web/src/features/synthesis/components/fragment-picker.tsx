import { ErrorCode, errorMessage } from '@curio/contract/client';
import { useState } from 'react';
import { toast } from '../../../components/shell/feedback';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDateTime } from '../../../lib/format';
import { autoPick, prunePicks, reasonKey, togglePick } from '../rules';
import { useRecipePicks, useSynthesisPicks } from '../store';
import { useSynthesisTexts } from '../texts';
import type { MyFragment, RecipeFragment } from '../types';
import { BottomBar } from '../../../components/ui/bottom-bar';

export interface FragmentPickerProps {
  recipeId: number;
  fragment: RecipeFragment;
  /** My items of this fragment, as the server lists them now. */
  items: readonly MyFragment[];
  /** After "confirm" with every needed item picked (the route goes back to the recipe). */
  onDone: () => void;
}

/**
 * Pick my items of one fragment for a recipe: usable ones can be ticked, up to the count needed;
 * unusable ones are greyed with why (cooling, pledged, on consignment, transfer on chain). "Confirm"
 * keeps the picks for the recipe (the feature's store) only when all are picked (4000034 otherwise).
 */
export function FragmentPicker({ recipeId, fragment: f, items, onDone }: FragmentPickerProps) {
  const { t, lang } = useSynthesisTexts();
  const stored = useRecipePicks(recipeId)[f.collectionId] ?? [];
  const setPicked = useSynthesisPicks((s) => s.setPicked);
  const list = items.map((i) => ({ ...i, id: i.cardNftId }));
  const [picked, setLocal] = useState<number[]>(() => prunePicks(stored, list).slice(0, f.count));
  const [refusal, setRefusal] = useState<string | null>(null);

  const tap = (item: (typeof list)[number]) => {
    setRefusal(null);
    const r = togglePick(picked, item, f.count);
    if (r.refused === 'full') toast(t('synthesis.pick.full', { count: f.count }));
    setLocal(r.picked);
  };

  const confirm = () => {
    if (picked.length < f.count) {
      setRefusal(
        `${errorMessage(ErrorCode.SELECT_REQUIRED, lang)} · ${t('synthesis.pick.short', { count: f.count - picked.length })}`,
      );
      return;
    }
    setPicked(recipeId, f.collectionId, picked);
    onDone();
  };

  const usableCount = list.filter((i) => i.usable).length;

  return (
    <main className="syn-picker" data-testid="fragment-picker" data-collection-id={f.collectionId}>
      <header className="syn-panel syn-picker__head">
        <img className="syn-need__cover" src={f.coverUrl} alt="" width={56} height={56} />
        <div className="syn-need__body">
          <h2 className="syn-need__name">{t('synthesis.pick.hint', { count: f.count, name: f.name })}</h2>
          <span className="syn-picked" data-testid="picker-count" data-picked={picked.length} aria-live="polite">
            {t('synthesis.pick.selected', { picked: picked.length, count: f.count })}
          </span>
        </div>
      </header>
      {list.length === 0 ? (
        <EmptyState title={t('synthesis.pick.empty')} />
      ) : (
        <ul className="syn-pick-grid" aria-label={f.name}>
          {list.map((i) => {
            const on = picked.includes(i.id);
            return (
              <li key={i.id}>
                <button
                  type="button"
                  className={`syn-pick${on ? ' syn-pick--on' : ''}${i.usable ? '' : ' syn-pick--off'}`}
                  aria-pressed={on}
                  disabled={!i.usable}
                  onClick={() => tap(i)}
                  data-testid="fragment-item"
                  data-id={i.id}
                  data-usable={i.usable}
                  data-picked={on}
                >
                  <img className="syn-pick__cover" src={f.coverUrl} alt="" width={100} height={100} loading="lazy" />
                  <span className="syn-pick__serial">{t('synthesis.pick.serial', { serial: i.serial })}</span>
                  <span className="syn-pick__why" data-testid="fragment-why" data-blocked-by={i.blockedBy ?? undefined}>
                    {i.usable ? t('synthesis.pick.usable') : t(reasonKey(i.blockedBy))}
                    {!i.usable && i.blockedUntil !== null ? (
                      <span className="syn-pick__until">
                        {t('synthesis.pick.until', { time: formatDateTime(i.blockedUntil, lang) })}
                      </span>
                    ) : null}
                  </span>
                  <span className="syn-pick__tick" aria-hidden="true">
                    {on ? '✓' : ''}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <BottomBar layout="stack">
        {refusal !== null && (
          <p className="syn-refusal" role="alert" data-testid="picker-refusal">
            {refusal}
          </p>
        )}
        <div className="syn-bar__row">
          <button
            type="button"
            className="syn-button syn-button--ghost"
            onClick={() => setLocal(autoPick(picked, list, f.count))}
            disabled={usableCount === 0 || picked.length >= f.count}
            data-testid="picker-auto"
          >
            {t('synthesis.pick.auto')}
          </button>
          <button type="button" className="syn-button" onClick={confirm} data-testid="picker-confirm">
            {t('synthesis.pick.confirm')}
          </button>
        </div>
      </BottomBar>
    </main>
  );
}
