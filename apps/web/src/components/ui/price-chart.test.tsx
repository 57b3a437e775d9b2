import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHART_HEIGHT, CHART_WIDTH, chartGeometry, PriceChart, type PriceChartLabels } from './price-chart';

const labels: PriceChartLabels = {
  title: 'Price history',
  summary: '3 sales from ¥12.00 to ¥30.00, last ¥25.00',
  showTable: 'Show the prices as a table',
  date: 'Date',
  price: 'Price',
  empty: 'No resale yet',
};
const day = 86_400_000;
const t0 = Date.UTC(2026, 10, 1, 4);

describe('chartGeometry', () => {
  it('spaces sales evenly from left to right and puts the highest price at the top, the lowest at the bottom', () => {
    const g = chartGeometry([
      { price: 1200, at: t0 },
      { price: 3000, at: t0 + day },
      { price: 2500, at: t0 + 2 * day },
    ]);
    expect(g.top).toBe(3000);
    expect(g.bottom).toBe(1200);
    const [a, b, c] = g.dots;
    expect(a!.x).toBeLessThan(b!.x);
    expect(b!.x - a!.x).toBeCloseTo(c!.x - b!.x, 0);
    expect(b!.y).toBeLessThan(c!.y);
    expect(c!.y).toBeLessThan(a!.y);
    for (const d of g.dots) {
      expect(d.x).toBeGreaterThanOrEqual(0);
      expect(d.x).toBeLessThanOrEqual(CHART_WIDTH);
      expect(d.y).toBeGreaterThanOrEqual(0);
      expect(d.y).toBeLessThanOrEqual(CHART_HEIGHT);
    }
    expect(g.line.startsWith(`M${a!.x} ${a!.y}`)).toBe(true);
    expect(g.area.endsWith('Z')).toBe(true);
  });

  it('draws one sale or a flat history in the middle, the range widened around it', () => {
    const one = chartGeometry([{ price: 5000, at: t0 }]);
    expect(one.top).toBe(5500);
    expect(one.bottom).toBe(4500);
    const flat = chartGeometry([
      { price: 150, at: t0 },
      { price: 150, at: t0 + day },
    ]);
    expect(flat.top).toBe(250);
    expect(flat.bottom).toBe(50);
    expect(flat.dots[0]!.y).toBe(flat.dots[1]!.y);
    expect(flat.dots[0]!.y).toBeCloseTo(one.dots[0]!.y, 0);
  });
});

describe('<PriceChart>', () => {
  it('is an image named by its title and described by the summary, with the prices as a table (newest first)', () => {
    render(
      <PriceChart
        lang="en"
        labels={labels}
        testId="chart"
        points={[
          { price: 1200, at: t0 },
          { price: 3000, at: t0 + day },
          { price: 2500, at: t0 + 2 * day },
        ]}
      />,
    );
    const img = screen.getByRole('img', { name: 'Price history' });
    expect(img.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(img.getAttribute('aria-describedby')!)!.textContent).toBe(labels.summary);
    expect(img.querySelectorAll('circle')).toHaveLength(4);
    expect(img.textContent).toContain('¥30.00');
    expect(img.textContent).toContain('¥12.00');
    const table = screen.getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(4);
    expect(rows[1]!.textContent).toContain('¥25.00');
    expect(rows[3]!.textContent).toContain('¥12.00');
    expect(screen.getByText('Show the prices as a table').tagName).toBe('SUMMARY');
    expect(screen.getByTestId('chart').getAttribute('data-points')).toBe('3');
  });

  it('says there is no resale yet instead of drawing an empty chart', () => {
    render(<PriceChart lang="en" labels={labels} points={[]} testId="chart" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('chart').textContent).toBe('No resale yet');
  });
});
