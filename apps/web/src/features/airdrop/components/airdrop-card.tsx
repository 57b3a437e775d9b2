import { ListCard } from '../../../components/ui/list-card';
import { airdropPath } from '../paths';
import type { Airdrop } from '../rules';
import { useAirdropTexts } from '../texts';
import { AirdropChip, AirdropWindow, useAirdropPhase } from './airdrop-state';

/** One airdrop in the list: cover, name, state chip, the window's countdown and the claims so far. */
export function AirdropCard({ airdrop: a, onPhaseEnd, eager }: { airdrop: Airdrop; onPhaseEnd: () => void; eager?: boolean }) {
  const { t } = useAirdropTexts();
  const phase = useAirdropPhase(a);
  return (
    <ListCard
      to={airdropPath(a.id)}
      cover={a.coverUrl}
      eager={eager}
      title={a.name}
      badge={<AirdropChip phase={phase} />}
      testId="airdrop-card"
      data={{ 'data-id': a.id, 'data-phase': phase }}
    >
      <p className="airdrop-card__meta">
        {t('airdrop.claims', { claimed: a.claimed, limit: a.claimsLimit })} · {t('airdrop.perUser', { count: a.quantityPerUser })}
      </p>
      <AirdropWindow a={a} phase={phase} onEnd={onPhaseEnd} />
    </ListCard>
  );
}
