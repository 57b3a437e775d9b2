import { Chip, type ChipTone } from '../../../components/ui/chip';
import { WindowStatus } from '../../../components/ui/window-status';
import { formatDateTime } from '../../../lib/format';
import { useServerNow } from '../../../lib/server-clock';
import { phaseOf, windowStage, type Airdrop, type AirdropPhase } from '../rules';
import { useAirdropTexts } from '../texts';

/** The phase of an airdrop for me, by the server's clock (it changes when a countdown ends). */
export function useAirdropPhase(a: Airdrop): AirdropPhase {
  const now = useServerNow(1000);
  return phaseOf(a, now);
}

const PHASE_TONE: Record<AirdropPhase, ChipTone> = {
  open: 'strong',
  upcoming: 'soft',
  received: 'soft',
  exhausted: 'neutral',
  expired: 'neutral',
};

/** The state chip: receivable / not started / received / all claimed / expired. */
export function AirdropChip({ phase }: { phase: AirdropPhase }) {
  const { t } = useAirdropTexts();
  return (
    <Chip tone={PHASE_TONE[phase]} testId="airdrop-chip" data-phase={phase}>
      {t(`airdrop.phase.${phase}`)}
    </Chip>
  );
}

/** The window's countdown: to the start before it, to the end during it; the end date after it. */
export function AirdropWindow({ a, phase, onEnd }: { a: Airdrop; phase: AirdropPhase; onEnd?: () => void }) {
  const { t, lang } = useAirdropTexts();
  return (
    <WindowStatus
      stage={windowStage(phase)}
      startsAt={a.startsAt}
      endsAt={a.endsAt}
      startsIn={t('airdrop.startsIn')}
      endsIn={t('airdrop.endsIn')}
      ended={t('airdrop.endedAt', { time: formatDateTime(a.endsAt, lang) })}
      onEnd={onEnd}
      endedTestId="airdrop-ended"
    />
  );
}
