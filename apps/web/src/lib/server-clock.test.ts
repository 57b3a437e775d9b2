import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeClockTimers, serverNow, serverOffset, setServerTime, useServerNow } from './server-clock';

const T0 = Date.UTC(2030, 0, 1, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  setServerTime(T0); // offset 0
});

afterEach(() => {
  vi.useRealTimers();
});

describe('server clock', () => {
  it('starts without an offset', () => {
    expect(serverOffset()).toBe(0);
    expect(serverNow()).toBe(T0);
  });

  it('stores the offset to the server and applies it to serverNow', () => {
    setServerTime(T0 + 5000);
    expect(serverOffset()).toBe(5000);
    vi.advanceTimersByTime(1234);
    expect(serverNow()).toBe(T0 + 5000 + 1234);
    setServerTime(T0 - 60_000 + 1234);
    expect(serverOffset()).toBe(-60_000);
  });

  it('takes the midpoint of the round trip when sent and received times are given', () => {
    // Sent at T0-400, received at T0: the server's stamp belongs to T0-200.
    setServerTime(T0 + 10_000, T0 - 400, T0);
    expect(serverOffset()).toBe(10_200);
    expect(serverNow()).toBe(T0 + 10_200);
  });

  it('uses the receive time when only that is given, and whole milliseconds', () => {
    setServerTime(T0 + 1000, undefined, T0 - 500);
    expect(serverOffset()).toBe(1500);
    setServerTime(T0 + 1000, T0 - 3, T0); // midpoint T0-1.5
    expect(Number.isInteger(serverOffset())).toBe(true);
    expect(String(serverNow())).toMatch(/^\d+$/);
  });

  it('ignores a non-finite server time', () => {
    setServerTime(T0 + 7000);
    setServerTime(Number.NaN);
    expect(serverOffset()).toBe(7000);
  });
});

describe('useServerNow', () => {
  it('re-renders every interval with the server time', () => {
    setServerTime(T0 + 3000);
    const { result, unmount } = renderHook(() => useServerNow());
    expect(result.current).toBe(T0 + 3000);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(T0 + 4000);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current).toBe(T0 + 6000);
    unmount();
  });

  it('follows a new server time at once', () => {
    const { result, unmount } = renderHook(() => useServerNow());
    act(() => {
      setServerTime(T0 + 90_000);
    });
    expect(result.current).toBe(T0 + 90_000);
    unmount();
  });

  it('shares one timer among subscribers and stops it when the last unmounts', () => {
    expect(activeClockTimers()).toBe(0);
    const a = renderHook(() => useServerNow());
    const b = renderHook(() => useServerNow());
    const c = renderHook(() => useServerNow(250));
    expect(activeClockTimers()).toBe(2); // one for 1000 ms, one for 250 ms
    expect(vi.getTimerCount()).toBe(2);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(a.result.current).toBe(T0 + 1000);
    expect(b.result.current).toBe(T0 + 1000);
    expect(c.result.current).toBe(T0 + 1000);
    a.unmount();
    c.unmount();
    expect(activeClockTimers()).toBe(1);
    b.unmount();
    expect(activeClockTimers()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
