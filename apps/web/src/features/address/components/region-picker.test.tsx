import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { buildRegionTree, type RegionPick } from '../regions';
import { addressTexts } from '../texts';
import { RegionPicker } from './region-picker';

const tree = buildRegionTree({
  province_list: { 110000: '北京市', 440000: '广东省' },
  city_list: { 110100: '北京市', 440300: '深圳市', 440100: '广州市' },
  county_list: { 110105: '朝阳区', 440305: '南山区', 440304: '福田区', 440106: '天河区' },
});

beforeAll(async () => {
  await setupI18n('en');
  await addressTexts.load('en');
}, 30_000);

function Harness({ initial = null, picks }: { initial?: RegionPick | null; picks: (RegionPick | null)[] }) {
  const [value, setValue] = useState<RegionPick | null>(initial);
  return (
    <RegionPicker
      tree={tree}
      value={value}
      onChange={(p) => {
        picks.push(p);
        setValue(p);
      }}
    />
  );
}

const options = (testId: string) =>
  Array.from((screen.getByTestId(testId) as HTMLSelectElement).options).map((o) => o.textContent);

describe('the region picker', () => {
  it('cascades province → city → district and gives the whole pick only with a district', async () => {
    const picks: (RegionPick | null)[] = [];
    await act(async () => {
      render(
        <Suspense>
          <Harness picks={picks} />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('combobox', { name: 'Province' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByTestId('region-province'), { target: { value: '440000' } });
    expect(options('region-city')).toEqual(['Choose a city', '广州市', '深圳市']);
    expect(screen.getByRole('combobox', { name: 'District' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByTestId('region-city'), { target: { value: '440300' } });
    expect(options('region-district')).toEqual(['Choose a district', '福田区', '南山区']);
    fireEvent.change(screen.getByTestId('region-district'), { target: { value: '440305' } });
    expect(picks.at(-1)).toEqual({ regionCode: '440305', province: '广东省', city: '深圳市', district: '南山区' });

    // Another province clears the city and the district: no pick until a district again.
    fireEvent.change(screen.getByTestId('region-province'), { target: { value: '110000' } });
    expect(picks.at(-1)).toBeNull();
    expect((screen.getByTestId('region-city') as HTMLSelectElement).value).toBe('');
    expect(options('region-city')).toEqual(['Choose a city', '北京市']);
    expect(screen.getByTestId('region-district')).toHaveProperty('disabled', true);
  });

  it('shows an address being edited: its province, city and district selected', async () => {
    await act(async () => {
      render(
        <Suspense>
          <Harness picks={[]} initial={{ regionCode: '440106', province: '广东省', city: '广州市', district: '天河区' }} />
        </Suspense>,
      );
    });
    expect(((await screen.findByTestId('region-province')) as HTMLSelectElement).value).toBe('440000');
    expect((screen.getByTestId('region-city') as HTMLSelectElement).value).toBe('440100');
    expect((screen.getByTestId('region-district') as HTMLSelectElement).value).toBe('440106');
  });
});
