import type { CallData, Calls } from '@curio/contract/client';
import type { WindowStage } from '../../components/ui/window-status';

export type Airdrop = CallData<Calls['getAirdrop']>;

/**
 * What a card or the detail shows of an airdrop for me, finer than the spec's three states: receivable
 * splits into upcoming (counting down to the start) and open (counting down to the end); finished into
 * received (by me) and exhausted (every claim used).
 */
export type AirdropPhase = 'upcoming' | 'open' | 'received' | 'exhausted' | 'expired';

export function phaseOf(a: Pick<Airdrop, 'status' | 'started' | 'received' | 'startsAt' | 'endsAt'>, now: number): AirdropPhase {
  if (a.received) return 'received';
  if (a.status === 'expired' || now >= a.endsAt) return 'expired';
  if (a.status === 'finished') return 'exhausted';
  return a.started && now >= a.startsAt ? 'open' : 'upcoming';
}

/** Where the window's line stands: counting down to the start (upcoming), to the end (open); the end date once expired; nothing otherwise. */
export function windowStage(phase: AirdropPhase): WindowStage | null {
  if (phase === 'expired') return 'ended';
  return phase === 'upcoming' || phase === 'open' ? phase : null;
}
