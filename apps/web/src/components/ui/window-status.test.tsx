import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from './test-i18n';
import { WindowStatus } from './window-status';

vi.mock('../../lib/server-clock', () => ({
  serverNow: () => Date.now(),
  useServerNow: (intervalMs = 1000) => {
    const [now, setNow] = useState(() => Date.now());
    useEffect(() => {
      const id = setInterval(() => setNow(Date.now()), intervalMs);
      return () => clearInterval(id);
    }, [intervalMs]);
    return now;
  },
}));

const T0 = Date.UTC(2025, 0, 1, 0, 0, 0);
const texts = { startsIn: 'Starts in', endsIn: 'Ends in', ended: 'Ended yesterday' };
const window = { startsAt: T0 + 60_000, endsAt: T0 + 3_600_000 };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('WindowStatus', () => {
  it('counts down to the start before the window', () => {
    renderWithI18n(<WindowStatus stage="upcoming" {...window} {...texts} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toContain('Starts in');
    expect(screen.getByTestId('countdown-minutes').textContent).toBe('01');
  });

  it('counts down to the end during it, and says when it reaches zero', () => {
    const onEnd = vi.fn();
    renderWithI18n(<WindowStatus stage="open" {...window} {...texts} onEnd={onEnd} />);
    expect(screen.getByRole('timer').textContent).toContain('Ends in');
    expect(screen.getByTestId('countdown-hours').textContent).toBe('01');
    act(() => void vi.advanceTimersByTime(3_600_000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('shows the ended line after it, and nothing when there is nothing to count', () => {
    const { rerender } = renderWithI18n(<WindowStatus stage="ended" {...window} {...texts} endedTestId="ended" />);
    expect(screen.getByTestId('ended').textContent).toBe('Ended yesterday');
    expect(screen.queryByRole('timer')).toBeNull();
    rerender(<WindowStatus stage={null} {...window} {...texts} endedTestId="ended" />);
    expect(screen.queryByTestId('ended')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
