import { describe, expect, it } from 'vitest';
import { phaseOf, windowStage } from './rules';

const base = { startsAt: 1_000, endsAt: 2_000, received: null, started: true, status: 'receivable' as const };

describe('an airdrop phase for me', () => {
  it('splits receivable into upcoming and open, finished into received and exhausted', () => {
    expect(phaseOf({ ...base, started: false }, 500)).toBe('upcoming');
    expect(phaseOf(base, 1_500)).toBe('open');
    expect(phaseOf({ ...base, status: 'finished' }, 1_500)).toBe('exhausted');
    expect(phaseOf({ ...base, status: 'finished', received: { at: 1_200, cardNftIds: [7] } }, 1_500)).toBe('received');
    expect(phaseOf({ ...base, status: 'expired' }, 2_500)).toBe('expired');
  });

  it('turns expired by the clock when the window ends while the page is open, unless I received it', () => {
    expect(phaseOf(base, 2_000)).toBe('expired');
    expect(phaseOf({ ...base, received: { at: 1_200, cardNftIds: [7] } }, 2_500)).toBe('received');
    // Started by the clock while the page was open: the answer said not started.
    expect(phaseOf({ ...base, started: false }, 1_000)).toBe('upcoming');
  });

  it('counts down to the start, then to the end, the end date once expired, nothing once received or all claimed', () => {
    expect(windowStage('upcoming')).toBe('upcoming');
    expect(windowStage('open')).toBe('open');
    expect(windowStage('expired')).toBe('ended');
    expect(windowStage('received')).toBeNull();
    expect(windowStage('exhausted')).toBeNull();
  });
});
