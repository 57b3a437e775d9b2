import { describe, expect, it } from 'vitest';
import { fromZonedInput, toZonedInput, zonedLabel } from './zoned-time';

describe('zoned time', () => {
  it('shows and reads a time on the tenant’s wall clock, whatever the browser’s zone', () => {
    const ms = Date.UTC(2026, 11, 1, 12, 0); // 2026-12-01 12:00 UTC
    expect(toZonedInput(ms, 'Asia/Shanghai')).toBe('2026-12-01T20:00');
    expect(toZonedInput(ms, 'UTC')).toBe('2026-12-01T12:00');
    expect(fromZonedInput('2026-12-01T20:00', 'Asia/Shanghai')).toBe(ms);
    expect(fromZonedInput('2026-12-01T12:00', 'UTC')).toBe(ms);
    expect(zonedLabel(ms, 'Asia/Taipei')).toBe('2026-12-01 20:00');
  });

  it('follows summer time, and refuses what is not a time', () => {
    const summer = fromZonedInput('2026-07-01T09:30', 'Europe/Paris');
    expect(summer).toBe(Date.UTC(2026, 6, 1, 7, 30));
    const winter = fromZonedInput('2026-01-01T09:30', 'Europe/Paris');
    expect(winter).toBe(Date.UTC(2026, 0, 1, 8, 30));
    for (const ms of [summer!, winter!]) expect(fromZonedInput(toZonedInput(ms, 'Europe/Paris'), 'Europe/Paris')).toBe(ms);
    expect(fromZonedInput('', 'UTC')).toBeNull();
    expect(fromZonedInput('tomorrow', 'UTC')).toBeNull();
    expect(toZonedInput(null, 'UTC')).toBe('');
  });
});
