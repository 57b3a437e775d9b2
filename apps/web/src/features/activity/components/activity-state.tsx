import { Countdown } from '../../../components/ui/countdown';
import { formatDateTime } from '../../../lib/format';
import { useServerNow } from '../../../lib/server-clock';
import { countdownTarget, phaseOf, type ActivityPhase, type PhaseInput } from '../rules';
import { useActivityTexts } from '../texts';

/** The phase of an activity, by the server's clock (it changes when a countdown ends). */
export function useActivityPhase(a: PhaseInput): ActivityPhase {
  const now = useServerNow(1000);
  return phaseOf(a, now);
}

/** The state chip: open / upcoming / all cast / ended. */
export function ActivityChip({ phase }: { phase: ActivityPhase }) {
  const { t } = useActivityTexts();
  return (
    <span className={`act-chip act-chip--${phase}`} data-testid="activity-chip" data-phase={phase}>
      {t(`activity.phase.${phase}`)}
    </span>
  );
}

/** Hold or spend: what casting does with the items. */
export function ModeChip({ mode }: { mode: 'hold' | 'spend' }) {
  const { t } = useActivityTexts();
  return (
    <span className={`act-mode act-mode--${mode}`} data-testid="activity-mode" data-mode={mode}>
      {t(`activity.mode.${mode}`)}
    </span>
  );
}

/** The window's countdown: to the start before it, to the end during it; the end date after it. */
export function ActivityWindow({ a, phase, onEnd }: { a: PhaseInput; phase: ActivityPhase; onEnd?: () => void }) {
  const { t, lang } = useActivityTexts();
  const target = countdownTarget(a, phase);
  if (phase === 'ended')
    return (
      <span className="act-sub" data-testid="activity-ended">
        {t('activity.endedAt', { time: formatDateTime(a.endsAt, lang) })}
      </span>
    );
  if (target === null) return null;
  return (
    <Countdown
      className="act-sub"
      target={target}
      onEnd={onEnd}
      prefix={t(phase === 'upcoming' ? 'activity.startsIn' : 'activity.endsIn')}
    />
  );
}
