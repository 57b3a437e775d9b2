// The region picker's data: China's provinces, cities and districts (GB/T 2260 codes, 6 digits) from the
// npm package @vant/area-data (MIT), BUNDLED with the app and loaded only by the pages that pick a region
// (a dynamic import: its own chunk, never on the first load, never fetched from anywhere but our origin).
// A city's code shares its province's first 2 digits, a district's its city's first 4.

/** The package's shape: code → name, one record per level. */
export interface AreaList {
  province_list: Record<string, string>;
  city_list: Record<string, string>;
  county_list: Record<string, string>;
}

export interface Region {
  code: string;
  name: string;
}

export interface RegionTree {
  provinces: readonly Region[];
  /** Cities by province code. */
  cities: ReadonlyMap<string, readonly Region[]>;
  /** Districts by city code. */
  districts: ReadonlyMap<string, readonly Region[]>;
}

/** A complete pick: the district's code and the three names as shown. */
export interface RegionPick {
  regionCode: string;
  province: string;
  city: string;
  district: string;
}

const byCode = (a: Region, b: Region) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
const entries = (r: Record<string, string>): Region[] =>
  Object.entries(r)
    .map(([code, name]) => ({ code: String(code), name }))
    .sort(byCode);

function groupBy(list: readonly Region[], digits: number, suffix: string): Map<string, Region[]> {
  const out = new Map<string, Region[]>();
  for (const r of list) {
    const parent = r.code.slice(0, digits) + suffix;
    const group = out.get(parent);
    if (group) group.push(r);
    else out.set(parent, [r]);
  }
  return out;
}

/** The cascade's tree from the package's three lists (sorted by code within each level). */
export function buildRegionTree(list: AreaList): RegionTree {
  return {
    provinces: entries(list.province_list),
    cities: groupBy(entries(list.city_list), 2, '0000'),
    districts: groupBy(entries(list.county_list), 4, '00'),
  };
}

export const citiesOf = (tree: RegionTree, provinceCode: string | null): readonly Region[] =>
  provinceCode === null ? [] : (tree.cities.get(provinceCode) ?? []);

export const districtsOf = (tree: RegionTree, cityCode: string | null): readonly Region[] =>
  cityCode === null ? [] : (tree.districts.get(cityCode) ?? []);

/** The province and city codes of a district's code (null when the tree does not hold it). */
export function parentsOf(tree: RegionTree, regionCode: string): { provinceCode: string; cityCode: string } | null {
  if (!/^\d{6}$/.test(regionCode)) return null;
  const provinceCode = `${regionCode.slice(0, 2)}0000`;
  const cityCode = `${regionCode.slice(0, 4)}00`;
  if (!districtsOf(tree, cityCode).some((d) => d.code === regionCode)) return null;
  return { provinceCode, cityCode };
}

/** The whole pick of a district's code: its code and the three names; null when unknown. */
export function pickOf(tree: RegionTree, regionCode: string): RegionPick | null {
  const parents = parentsOf(tree, regionCode);
  if (!parents) return null;
  const province = tree.provinces.find((p) => p.code === parents.provinceCode);
  const city = citiesOf(tree, parents.provinceCode).find((c) => c.code === parents.cityCode);
  const district = districtsOf(tree, parents.cityCode).find((d) => d.code === regionCode);
  if (!province || !city || !district) return null;
  return { regionCode, province: province.name, city: city.name, district: district.name };
}

let loading: Promise<RegionTree> | null = null;

/** The bundled data, loaded once on first use (its own chunk); a failed load is tried again next time. */
export function loadRegions(): Promise<RegionTree> {
  if (!loading) {
    loading = import('@vant/area-data').then(
      (m) => buildRegionTree(m.areaList),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  }
  return loading;
}
