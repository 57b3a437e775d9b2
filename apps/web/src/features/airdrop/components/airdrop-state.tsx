import { Countdown } from '../../../components/ui/countdown';
import { formatDateTime } from '../../../lib/format';
import { useServerNow } from '../../../lib/server-clock';
import { countdownTarget, phaseOf, type Airdrop, type AirdropPhase } from '../rules';
import { useAirdropTexts } from '../texts';

/** The phase of an airdrop for me, by the server's clock (it changes when a countdown ends). */
export function useAirdropPhase(a: Airdrop): AirdropPhase {
  const now = useServerNow(1000);
  return phaseOf(a, now);
}

/** The state chip: receivable / not started / received / all claimed / expired. */
export function AirdropChip({ phase }: { phase: AirdropPhase }) {
  const { t } = useAirdropTexts();
  return (
    <span className={`airdrop-chip airdrop-chip--${phase}`} data-testid="airdrop-chip" data-phase={phase}>
      {t(`airdrop.phase.${phase}`)}
    </span>
  );
}

/** The window's countdown: to the start before it, to the end during it; the end date after it. */
export function AirdropWindow({ a, phase, onEnd }: { a: Airdrop; phase: AirdropPhase; onEnd?: () => void }) {
  const { t, lang } = useAirdropTexts();
  const target = countdownTarget(a, phase);
  if (phase === 'expired')
    return (
      <span className="airdrop-ended" data-testid="airdrop-ended">
        {t('airdrop.endedAt', { time: formatDateTime(a.endsAt, lang) })}
      </span>
    );
  if (target === null) return null;
  return (
    <Countdown
      className="airdrop-countdown"
      target={target}
      onEnd={onEnd}
      prefix={t(phase === 'upcoming' ? 'airdrop.startsIn' : 'airdrop.endsIn')}
    />
  );
}
