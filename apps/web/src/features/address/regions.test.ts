import { describe, expect, it } from 'vitest';
import { buildRegionTree, citiesOf, districtsOf, loadRegions, parentsOf, pickOf, type AreaList } from './regions';

const small: AreaList = {
  province_list: { 110000: '北京市', 440000: '广东省' },
  city_list: { 110100: '北京市', 440300: '深圳市', 440100: '广州市' },
  county_list: { 110101: '东城区', 110105: '朝阳区', 440305: '南山区', 440304: '福田区', 440106: '天河区' },
};

describe('the region data', () => {
  it('cascades province → city → district by the codes, each level sorted by code', () => {
    const tree = buildRegionTree(small);
    expect(tree.provinces.map((p) => p.name)).toEqual(['北京市', '广东省']);
    expect(citiesOf(tree, '440000').map((c) => c.code)).toEqual(['440100', '440300']);
    expect(districtsOf(tree, '440300').map((d) => d.name)).toEqual(['福田区', '南山区']);
    expect(citiesOf(tree, null)).toEqual([]);
    expect(districtsOf(tree, '999900')).toEqual([]);
  });

  it('turns a district code into the whole pick, and refuses codes it does not hold', () => {
    const tree = buildRegionTree(small);
    expect(pickOf(tree, '440305')).toEqual({ regionCode: '440305', province: '广东省', city: '深圳市', district: '南山区' });
    expect(parentsOf(tree, '110105')).toEqual({ provinceCode: '110000', cityCode: '110100' });
    expect(pickOf(tree, '440399')).toBeNull();
    expect(pickOf(tree, '4403')).toBeNull();
  });

  it('bundles the whole of China: 34 provincial regions, every city with districts', async () => {
    const tree = await loadRegions();
    expect(tree.provinces).toHaveLength(34);
    for (const p of tree.provinces) {
      const cities = citiesOf(tree, p.code);
      expect(cities.length, p.name).toBeGreaterThan(0);
      for (const c of cities) expect(districtsOf(tree, c.code).length, c.name).toBeGreaterThan(0);
    }
    expect(pickOf(tree, '110105')).toEqual({ regionCode: '110105', province: '北京市', city: '北京市', district: '朝阳区' });
    expect(await loadRegions()).toBe(tree);
  });
});
