import { Chip, type ChipTone } from '../../../components/ui/chip';
import { WindowStatus } from '../../../components/ui/window-status';
import { formatDateTime } from '../../../lib/format';
import { useServerNow } from '../../../lib/server-clock';
import { phaseOf, windowStage, type ActivityPhase, type PhaseInput } from '../rules';
import { useActivityTexts } from '../texts';

/** The phase of an activity, by the server's clock (it changes when a countdown ends). */
export function useActivityPhase(a: PhaseInput): ActivityPhase {
  const now = useServerNow(1000);
  return phaseOf(a, now);
}

const PHASE_TONE: Record<ActivityPhase, ChipTone> = { open: 'strong', upcoming: 'soft', soldOut: 'neutral', ended: 'neutral' };

/** The state chip: open / upcoming / all cast / ended. */
export function ActivityChip({ phase }: { phase: ActivityPhase }) {
  const { t } = useActivityTexts();
  return (
    <Chip tone={PHASE_TONE[phase]} testId="activity-chip" data-phase={phase}>
      {t(`activity.phase.${phase}`)}
    </Chip>
  );
}

/** Hold or spend: what casting does with the items. */
export function ModeChip({ mode }: { mode: 'hold' | 'spend' }) {
  const { t } = useActivityTexts();
  return (
    <Chip tone={mode === 'hold' ? 'soft' : 'warn'} testId="activity-mode" data-mode={mode}>
      {t(`activity.mode.${mode}`)}
    </Chip>
  );
}

/** The window's countdown: to the start before it, to the end during it; the end date after it. */
export function ActivityWindow({ a, phase, onEnd }: { a: PhaseInput; phase: ActivityPhase; onEnd?: () => void }) {
  const { t, lang } = useActivityTexts();
  return (
    <WindowStatus
      stage={windowStage(phase)}
      startsAt={a.startsAt}
      endsAt={a.endsAt}
      startsIn={t('activity.startsIn')}
      endsIn={t('activity.endsIn')}
      ended={t('activity.endedAt', { time: formatDateTime(a.endsAt, lang) })}
      onEnd={onEnd}
      endedTestId="activity-ended"
    />
  );
}
