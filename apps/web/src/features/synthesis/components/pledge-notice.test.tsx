import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { synthesisTexts } from '../texts';
import { PledgeNotice } from './pledge-notice';

// The server clock runs 5 s ahead of the (fake) system clock: the countdown must read the server's time.
const SKEW = 5000;
vi.mock('../../../lib/server-clock', () => ({
  serverNow: () => Date.now() + SKEW,
  useServerNow: (intervalMs = 1000) => {
    const [now, setNow] = useState(() => Date.now() + SKEW);
    useEffect(() => {
      const id = setInterval(() => setNow(Date.now() + SKEW), intervalMs);
      return () => clearInterval(id);
    }, [intervalMs]);
    return now;
  },
}));

beforeAll(async () => {
  await setupI18n('en');
  await synthesisTexts.load('en');
}, 30_000);
afterEach(() => vi.useRealTimers());

const T0 = Date.UTC(2026, 0, 1, 0, 0, 0);

describe('the pledge notice on my collectible', () => {
  it('counts down to the pledge end on the server clock, then says the item is on its way back, once', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    const ends = T0 + SKEW + (2 * 3600 + 3) * 1000;
    let ended = 0;
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <PledgeNotice pledgeEndsAt={ends} onEnd={() => (ended += 1)} />
        </Suspense>,
      );
      await Promise.resolve();
    });
    const notice = screen.getByTestId('pledge-notice');
    expect(notice.getAttribute('data-ended')).toBe('false');
    expect(screen.getByTestId('countdown-hours').textContent).toBe('02');
    expect(screen.getByTestId('countdown-seconds').textContent).toBe('03');
    expect(notice.textContent).toContain('Pledged');
    expect(notice.textContent).toContain('cannot be gifted, consigned, displayed or used');

    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('countdown-seconds').textContent).toBe('01');
    expect(ended).toBe(0);

    act(() => void vi.advanceTimersByTime(2 * 3600 * 1000 + 1000));
    expect(screen.getByTestId('pledge-notice').getAttribute('data-ended')).toBe('true');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByTestId('pledge-notice').textContent).toContain('on its way back');
    act(() => void vi.advanceTimersByTime(5000));
    expect(ended).toBe(1);
  });
});
