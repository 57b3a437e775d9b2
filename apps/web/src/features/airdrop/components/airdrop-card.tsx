import { Link } from 'react-router';
import { airdropPath } from '../paths';
import type { Airdrop } from '../rules';
import { useAirdropTexts } from '../texts';
import { AirdropChip, AirdropWindow, useAirdropPhase } from './airdrop-state';

/** One airdrop in the list: cover, name, state chip, the window's countdown and the claims so far. */
export function AirdropCard({ airdrop: a, onPhaseEnd, eager }: { airdrop: Airdrop; onPhaseEnd: () => void; eager?: boolean }) {
  const { t } = useAirdropTexts();
  const phase = useAirdropPhase(a);
  return (
    <Link to={airdropPath(a.id)} className="airdrop-card" data-testid="airdrop-card" data-id={a.id} data-phase={phase}>
      <img
        className="airdrop-card__cover"
        src={a.coverUrl}
        alt=""
        width={96}
        height={96}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="airdrop-card__body">
        <div className="airdrop-card__head">
          <h3 className="airdrop-card__name">{a.name}</h3>
          <AirdropChip phase={phase} />
        </div>
        <p className="airdrop-card__meta">
          {t('airdrop.claims', { claimed: a.claimed, limit: a.claimsLimit })} ·{' '}
          {t('airdrop.perUser', { count: a.quantityPerUser })}
        </p>
        <AirdropWindow a={a} phase={phase} onEnd={onPhaseEnd} />
      </div>
    </Link>
  );
}
