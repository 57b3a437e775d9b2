import type { CallData, Calls } from '@curio/contract/client';

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

/** The moment the phase's countdown runs to: the start (upcoming), the end (open); none otherwise. */
export function countdownTarget(a: Pick<Airdrop, 'startsAt' | 'endsAt'>, phase: AirdropPhase): number | null {
  if (phase === 'upcoming') return a.startsAt;
  if (phase === 'open') return a.endsAt;
  return null;
}
