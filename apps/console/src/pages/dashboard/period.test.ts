import { describe, expect, it } from 'vitest';
import { addDays, presetPeriod, todayIn } from './period';

describe("the dashboard's period", () => {
  it('counts presets back from the tenant’s today, across months and leap days', () => {
    expect(presetPeriod('today', '2024-03-01')).toEqual({ from: '2024-03-01', to: '2024-03-01' });
    expect(presetPeriod('days7', '2024-03-01')).toEqual({ from: '2024-02-24', to: '2024-03-01' });
    expect(presetPeriod('days30', '2024-03-01')).toEqual({ from: '2024-02-01', to: '2024-03-01' }); // 29 days of a leap February + 1
    expect(presetPeriod('thisMonth', '2024-03-15')).toEqual({ from: '2024-03-01', to: '2024-03-15' });
    expect(presetPeriod('lastMonth', '2024-03-15')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetPeriod('lastMonth', '2024-01-05')).toEqual({ from: '2023-12-01', to: '2023-12-31' });
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
  });

  it('takes today in the tenant’s time zone, not the browser’s', () => {
    const at = Date.parse('2026-03-01T17:00:00Z'); // 01:00 on 2 March in Shanghai, still 1 March in New York
    expect(todayIn('Asia/Shanghai', at)).toBe('2026-03-02');
    expect(todayIn('America/New_York', at)).toBe('2026-03-01');
  });
});
