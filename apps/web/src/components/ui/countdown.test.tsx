import { act, renderHook, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, useCountdown } from './countdown';
import { renderWithI18n } from './test-i18n';

// The server clock is someone else's module: stand in with one that ticks on the (fake) system clock,
// 5 s ahead of it, so the test also proves the countdown reads the server's time, not Date.now().
const SKEW = 5000;
vi.mock('../../lib/server-clock', () => ({
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

const T0 = Date.UTC(2025, 0, 1, 0, 0, 0);
const serverT0 = T0 + SKEW;
const text = (id: string) => screen.getByTestId(id).textContent;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('splits the time left by the server clock and ticks', () => {
    const { result } = renderHook(() => useCountdown(serverT0 + 90_061_000));
    expect(result.current).toMatchObject({ days: 1, hours: 1, minutes: 1, seconds: 1, ended: false });
    act(() => void vi.advanceTimersByTime(2000));
    expect(result.current).toMatchObject({ days: 1, hours: 1, minutes: 0, seconds: 59, remaining: 90_059_000 });
  });

  it('is ended and zero for a past target', () => {
    const { result } = renderHook(() => useCountdown(serverT0 - 10_000));
    expect(result.current).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, remaining: 0, ended: true });
  });
});

describe('<Countdown>', () => {
  it('renders day/hour/minute/second boxes with unit labels', () => {
    renderWithI18n(<Countdown target={serverT0 + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000} prefix="Ends in" />);
    expect([text('countdown-days'), text('countdown-hours'), text('countdown-minutes'), text('countdown-seconds')]).toEqual([
      '02',
      '03',
      '04',
      '05',
    ]);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('2d 03:04:05');
    expect(screen.getByText('Ends in')).toBeTruthy();
  });

  it('uses Chinese unit labels in zh-CN', () => {
    const { container } = renderWithI18n(<Countdown target={serverT0 + 61_000} />, { lng: 'zh-CN' });
    expect(container.textContent).toBe('00天00时01分01秒');
  });

  it('folds days into hours in the hms format', () => {
    renderWithI18n(<Countdown target={serverT0 + ((26 * 60 + 3) * 60 + 4) * 1000} format="hms" />);
    expect(screen.queryByTestId('countdown-days')).toBeNull();
    expect(screen.getByRole('timer').textContent).toBe('26:03:04');
  });

  it('counts down every second and calls onEnd exactly once at zero', () => {
    const onEnd = vi.fn();
    renderWithI18n(<Countdown target={serverT0 + 3000} onEnd={onEnd} format="hms" />);
    expect(text('countdown-seconds')).toBe('03');
    act(() => void vi.advanceTimersByTime(1000));
    expect(text('countdown-seconds')).toBe('02');
    expect(onEnd).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(2000));
    expect(text('countdown-seconds')).toBe('00');
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(5000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('fires again for a new target', () => {
    const onEnd = vi.fn();
    const { rerender } = renderWithI18n(<Countdown target={serverT0 + 1000} onEnd={onEnd} />);
    act(() => void vi.advanceTimersByTime(1000));
    expect(onEnd).toHaveBeenCalledTimes(1);
    rerender(<Countdown target={serverT0 + 3000} onEnd={onEnd} />);
    act(() => void vi.advanceTimersByTime(2000));
    expect(onEnd).toHaveBeenCalledTimes(2);
  });
});
