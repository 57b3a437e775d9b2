import { Countdown } from '../../../components/ui/countdown';
import { formatDateTime } from '../../../lib/format';
import { useServerNow } from '../../../lib/server-clock';
import { recipeCountdownTarget, recipePhase, type RecipePhase, type RecipeWindow } from '../rules';
import { useSynthesisTexts } from '../texts';

/** A recipe's phase by the server's clock (it changes when a countdown ends). */
export function useRecipePhase(r: RecipeWindow): RecipePhase {
  const now = useServerNow(1000);
  return recipePhase(r, now);
}

/** The phase chip: open / not started / none left / ended. */
export function RecipeChip({ phase }: { phase: RecipePhase }) {
  const { t } = useSynthesisTexts();
  return (
    <span className={`syn-chip syn-chip--${phase}`} data-testid="recipe-chip" data-phase={phase}>
      {t(`synthesis.phase.${phase}`)}
    </span>
  );
}

/** Burn, or pledge with its hours. */
export function ModeBadge({ mode, pledgeHours }: { mode: 'burn' | 'pledge'; pledgeHours: number }) {
  const { t } = useSynthesisTexts();
  return (
    <span className={`syn-mode syn-mode--${mode}`} data-testid="recipe-mode" data-mode={mode}>
      {mode === 'pledge' ? t('synthesis.mode.pledge', { hours: pledgeHours }) : t('synthesis.mode.burn')}
    </span>
  );
}

/** The window's countdown: to the start before it, to the end during it; the end date after it. */
export function RecipeWindowLine({ r, phase, onEnd }: { r: RecipeWindow; phase: RecipePhase; onEnd?: () => void }) {
  const { t, lang } = useSynthesisTexts();
  if (phase === 'ended')
    return (
      <span className="syn-muted" data-testid="recipe-ended">
        {t('synthesis.endedAt', { time: formatDateTime(r.endsAt, lang) })}
      </span>
    );
  const target = recipeCountdownTarget(r, phase);
  if (target === null) return null;
  return (
    <Countdown
      className="syn-countdown"
      target={target}
      onEnd={onEnd}
      prefix={t(phase === 'upcoming' ? 'synthesis.startsIn' : 'synthesis.endsIn')}
    />
  );
}
