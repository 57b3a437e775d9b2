// The dashboard's period (decision 065): calendar days of the tenant ('YYYY-MM-DD', both included), so that
// "today" is the tenant's today wherever the operator sits. The presets are counted back from that day.

/** The calendar date `offset` days after `day` (pure date arithmetic). */
export function addDays(day: string, offset: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

/** Today's date in `timeZone`. */
export function todayIn(timeZone: string, now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now));
}

export type PresetKey = 'today' | 'days7' | 'days30' | 'thisMonth' | 'lastMonth';

/** A preset period ending on (or holding) the tenant's `today`. */
export function presetPeriod(key: PresetKey, today: string): { from: string; to: string } {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (key) {
    case 'today':
      return { from: today, to: today };
    case 'days7':
      return { from: addDays(today, -6), to: today };
    case 'days30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const end = addDays(monthStart, -1);
      return { from: `${end.slice(0, 8)}01`, to: end };
    }
  }
}

/** The most days a period may hold (the server's DASHBOARD_PERIOD_MAX_DAYS). */
export const PERIOD_MAX_DAYS = 366;
