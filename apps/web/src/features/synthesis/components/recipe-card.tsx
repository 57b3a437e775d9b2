import { ListCard } from '../../../components/ui/list-card';
import { recipePath } from '../paths';
import type { RecipeCard as Card } from '../types';
import { useSynthesisTexts } from '../texts';
import { ModeBadge, RecipeChip, RecipeWindowLine, useRecipePhase } from './recipe-state';

/**
 * One recipe in the list: the result's cover and name, burn or pledge (with its hours), the fragments
 * needed, what is left of the stock, and the window's countdown.
 */
export function RecipeCard({ recipe: r, onPhaseEnd, eager }: { recipe: Card; onPhaseEnd: () => void; eager?: boolean }) {
  const { t } = useSynthesisTexts();
  const phase = useRecipePhase(r);
  return (
    <ListCard
      to={recipePath(r.id)}
      cover={r.coverUrl}
      coverSize={104}
      eager={eager}
      title={r.name}
      badge={<RecipeChip phase={phase} />}
      testId="recipe-card"
      data={{ 'data-id': r.id, 'data-phase': phase, 'data-mode': r.mode }}
    >
      <p className="syn-card__result">{r.result.name}</p>
      <div className="syn-card__marks">
        <ModeBadge mode={r.mode} pledgeHours={r.pledgeHours} />
        <span className="syn-muted" data-testid="recipe-needs">
          {t('synthesis.needsKinds', { kinds: r.fragments.length, count: r.fragments.reduce((n, f) => n + f.count, 0) })}
        </span>
      </div>
      <div className="syn-stock" data-testid="recipe-left">
        <span
          className="syn-stock__bar"
          aria-hidden="true"
          style={{ width: `${r.stockTotal > 0 ? Math.round((r.stockLeft / r.stockTotal) * 100) : 0}%` }}
        />
        <span className="syn-stock__text">{t('synthesis.left', { left: r.stockLeft, total: r.stockTotal })}</span>
      </div>
      <RecipeWindowLine r={r} phase={phase} onEnd={onPhaseEnd} />
    </ListCard>
  );
}
