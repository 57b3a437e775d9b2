import { Chip, type ChipTone } from '../../../components/ui/chip';
import { WindowStatus } from '../../../components/ui/window-status';
import { formatDateTime } from '../../../lib/format';
import { useServerNow } from '../../../lib/server-clock';
import { recipePhase, recipeWindowStage, type RecipePhase, type RecipeWindow } from '../rules';
import { useSynthesisTexts } from '../texts';

/** A recipe's phase by the server's clock (it changes when a countdown ends). */
export function useRecipePhase(r: RecipeWindow): RecipePhase {
  const now = useServerNow(1000);
  return recipePhase(r, now);
}

const PHASE_TONE: Record<RecipePhase, ChipTone> = { open: 'strong', upcoming: 'soft', soldOut: 'neutral', ended: 'neutral' };

/** The phase chip: open / not started / none left / ended. */
export function RecipeChip({ phase }: { phase: RecipePhase }) {
  const { t } = useSynthesisTexts();
  return (
    <Chip tone={PHASE_TONE[phase]} testId="recipe-chip" data-phase={phase}>
      {t(`synthesis.phase.${phase}`)}
    </Chip>
  );
}

/** Burn, or pledge with its hours (a pledge outlined). */
export function ModeBadge({ mode, pledgeHours }: { mode: 'burn' | 'pledge'; pledgeHours: number }) {
  const { t } = useSynthesisTexts();
  return (
    <Chip tone="soft" className={mode === 'pledge' ? 'syn-mode--pledge' : undefined} testId="recipe-mode" data-mode={mode}>
      {mode === 'pledge' ? t('synthesis.mode.pledge', { hours: pledgeHours }) : t('synthesis.mode.burn')}
    </Chip>
  );
}

/** The window's countdown: to the start before it, to the end during it; the end date after it. */
export function RecipeWindowLine({ r, phase, onEnd }: { r: RecipeWindow; phase: RecipePhase; onEnd?: () => void }) {
  const { t, lang } = useSynthesisTexts();
  return (
    <WindowStatus
      stage={recipeWindowStage(phase)}
      startsAt={r.startsAt}
      endsAt={r.endsAt}
      startsIn={t('synthesis.startsIn')}
      endsIn={t('synthesis.endsIn')}
      ended={t('synthesis.endedAt', { time: formatDateTime(r.endsAt, lang) })}
      onEnd={onEnd}
      endedTestId="recipe-ended"
    />
  );
}
