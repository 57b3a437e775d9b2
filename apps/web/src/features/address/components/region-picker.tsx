import { useEffect, useState, type Ref } from 'react';
import { citiesOf, districtsOf, loadRegions, parentsOf, pickOf, type Region, type RegionPick, type RegionTree } from '../regions';
import { useAddressTexts } from '../texts';

export interface RegionPickerProps {
  /** The id of the first select (the Field's label points at it). */
  id?: string;
  value: RegionPick | null;
  onChange: (pick: RegionPick | null) => void;
  onBlur?: () => void;
  invalid?: boolean;
  errorId?: string;
  selectRef?: Ref<HTMLSelectElement>;
  /** For tests: the tree to use instead of the bundled data. */
  tree?: RegionTree;
}

/**
 * Province → city → district, three native selects (the phone's own wheel, labelled for screen readers).
 * Changing the province clears the city and the district; changing the city clears the district; the
 * value is complete (a district's code and the three names) only once a district is chosen. The data
 * is the bundled one (regions.ts), loaded when the picker first shows.
 */
export function RegionPicker({ id, value, onChange, onBlur, invalid, errorId, selectRef, tree: given }: RegionPickerProps) {
  const { t } = useAddressTexts();
  const [tree, setTree] = useState<RegionTree | null>(given ?? null);
  const [failed, setFailed] = useState(false);
  const [province, setProvince] = useState<string | null>(null);
  const [city, setCity] = useState<string | null>(null);

  useEffect(() => {
    if (given) return;
    let live = true;
    loadRegions().then(
      (t) => live && setTree(t),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [given]);

  // A value given from outside (editing an address): show its province and city.
  const parents = tree && value ? parentsOf(tree, value.regionCode) : null;
  const provinceCode = parents?.provinceCode ?? province;
  const cityCode = parents?.cityCode ?? city;

  if (failed) {
    return (
      <p className="addr-note" role="alert" data-testid="region-failed">
        {t('address.region.failed')}
      </p>
    );
  }
  if (!tree) {
    return (
      <p className="addr-note" aria-busy="true" data-testid="region-loading">
        {t('address.region.loading')}
      </p>
    );
  }

  const described = invalid ? errorId : undefined;
  const select = (
    level: 'province' | 'city' | 'district',
    options: readonly Region[],
    current: string | null,
    change: (code: string | null) => void,
  ) => (
    <select
      id={level === 'province' ? id : undefined}
      ref={level === 'province' ? selectRef : undefined}
      className="addr-select"
      aria-label={t(`address.region.${level}`)}
      aria-invalid={invalid || undefined}
      aria-describedby={described}
      value={current ?? ''}
      disabled={options.length === 0}
      onChange={(e) => change(e.target.value === '' ? null : e.target.value)}
      onBlur={onBlur}
      data-testid={`region-${level}`}
    >
      <option value="">{t(`address.region.choose.${level}`)}</option>
      {options.map((o) => (
        <option key={o.code} value={o.code}>
          {o.name}
        </option>
      ))}
    </select>
  );

  return (
    <div className="addr-region" role="group" aria-label={t('address.form.region')} data-testid="region-picker">
      {select('province', tree.provinces, provinceCode, (code) => {
        setProvince(code);
        setCity(null);
        onChange(null);
      })}
      {select('city', citiesOf(tree, provinceCode), cityCode, (code) => {
        setProvince(provinceCode);
        setCity(code);
        onChange(null);
      })}
      {select('district', districtsOf(tree, cityCode), value?.regionCode ?? null, (code) => {
        setProvince(provinceCode);
        setCity(cityCode);
        onChange(code === null ? null : pickOf(tree, code));
      })}
    </div>
  );
}
