import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from './constants';
import { zonedInstant, zonedWallClock, zoneOffset } from './wall-clock';

describe('wall clocks in a time zone', () => {
  it("shows an instant on the tenant's clock: Shanghai is UTC+8 all year, New York changes in summer", () => {
    const newYear = Date.UTC(2025, 11, 31, 16, 0, 0); // midnight of 2026-01-01 in Shanghai
    expect(zonedWallClock(newYear, DEFAULT_TIME_ZONE)).toEqual({ year: 2026, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
    expect(zoneOffset(newYear, 'Asia/Shanghai')).toBe(8 * 3_600_000);
    expect(zoneOffset(Date.UTC(2026, 0, 15), 'America/New_York')).toBe(-5 * 3_600_000);
    expect(zoneOffset(Date.UTC(2026, 6, 15), 'America/New_York')).toBe(-4 * 3_600_000);
    expect(zonedWallClock(Date.UTC(2026, 6, 15, 3, 4, 5, 678), 'America/New_York')).toEqual({
      year: 2026,
      month: 7,
      day: 14,
      hour: 23,
      minute: 4,
      second: 5,
    });
  });

  it('finds the instant a wall clock names, back and forth, across the year and its changes of offset', () => {
    expect(zonedInstant({ year: 2026, month: 1, day: 1, hour: 0, minute: 0, second: 0 }, 'Asia/Shanghai')).toBe(
      Date.UTC(2025, 11, 31, 16),
    );
    // A month's first midnight in New York, before and after the summer change (2026-03-08, 2026-11-01).
    expect(zonedInstant({ year: 2026, month: 3, day: 1, hour: 0, minute: 0, second: 0 }, 'America/New_York')).toBe(
      Date.UTC(2026, 2, 1, 5),
    );
    expect(zonedInstant({ year: 2026, month: 4, day: 1, hour: 0, minute: 0, second: 0 }, 'America/New_York')).toBe(
      Date.UTC(2026, 3, 1, 4),
    );
    expect(zonedInstant({ year: 2026, month: 11, day: 1, hour: 0, minute: 0, second: 0 }, 'America/New_York')).toBe(
      Date.UTC(2026, 10, 1, 4),
    );
    // Every hour of a year (and a little): the instant found shows the wall clock asked for. Where the zone never
    // changes its offset it is the instant itself (to the second); an hour that a change repeats names two.
    for (const zone of ['Asia/Shanghai', 'America/New_York', 'Europe/London', 'Australia/Sydney', 'UTC']) {
      for (let hour = 0; hour < 24 * 366; hour += 5) {
        const ms = Date.UTC(2026, 0, 1) + hour * 3_600_000 + 61_234;
        const wall = zonedWallClock(ms, zone);
        const found = zonedInstant(wall, zone);
        expect(zonedWallClock(found, zone)).toEqual(wall);
        if (zone === 'Asia/Shanghai' || zone === 'UTC') expect(found).toBe(Math.floor(ms / 1000) * 1000);
      }
    }
  });
});
