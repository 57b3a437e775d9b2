import type { LocalizedValue } from '../../components/localized-input';
import type { MediaValue } from '../../components/media-field';
import { fromZonedInput, toZonedInput } from '../../components/zoned-time';
import type { Activity, ActivityBody, Recipe, RecipeBody } from './api';

// A recipe or an activity as the server lists it ↔ the console form's values ↔ the body of its save.
// Times are edited on the tenant's wall clock (`tz`).

export interface Row {
  collectionId?: number;
  count?: number;
}

export interface RecipeFormValues {
  name?: LocalizedValue;
  description?: LocalizedValue;
  cover?: MediaValue;
  resultCollectionId?: number;
  fragments: Row[];
  mode: 'burn' | 'pledge';
  pledgeHours?: number;
  ignoreCooling: boolean;
  startsAt?: string;
  endsAt?: string;
  stock?: number;
  perUserLimit?: number;
}

export interface ActivityFormValues {
  /** A new activity's stable key (the catalogue file names it by this); empty: generated. Fixed once created. */
  key?: string;
  name?: LocalizedValue;
  cover?: MediaValue;
  rules?: LocalizedValue;
  resultCollectionId?: number;
  qualifying: Row[];
  mode: 'hold' | 'spend';
  coolingBlocks: boolean;
  startsAt?: string;
  endsAt?: string;
  stock?: number;
  enabled: boolean;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The next full hour after `now`. */
const nextHour = (now: number) => Math.ceil(now / HOUR) * HOUR;

const nonEmpty = (v: LocalizedValue | undefined): LocalizedValue =>
  Object.fromEntries(Object.entries(v ?? {}).filter(([, x]) => typeof x === 'string' && x.trim() !== ''));

const rows = (r: Row[] | undefined) =>
  (r ?? [])
    .filter((x): x is { collectionId: number; count?: number } => typeof x.collectionId === 'number')
    .map((x) => ({ collectionId: x.collectionId, count: x.count ?? 1 }));

export function toRecipeForm(r: Recipe | null, tz: string, now = Date.now()): RecipeFormValues {
  if (!r) {
    const start = nextHour(now);
    return {
      fragments: [{ count: 1 }],
      mode: 'burn',
      pledgeHours: 72,
      ignoreCooling: false,
      startsAt: toZonedInput(start, tz),
      endsAt: toZonedInput(start + 30 * DAY, tz),
      stock: 100,
      perUserLimit: 1,
    };
  }
  return {
    name: r.names,
    description: r.descriptions,
    cover: r.coverUrl ? { url: r.coverUrl } : undefined,
    resultCollectionId: r.resultCollectionId,
    fragments: r.fragments.map((f) => ({ collectionId: f.collectionId, count: f.count })),
    mode: r.mode,
    pledgeHours: r.mode === 'pledge' ? r.pledgeHours : 72,
    ignoreCooling: r.ignoreCooling,
    startsAt: toZonedInput(r.startsAt, tz),
    endsAt: toZonedInput(r.endsAt, tz),
    stock: r.stockTotal,
    perUserLimit: r.perUserLimit,
  };
}

export function toRecipeBody(v: RecipeFormValues, tz: string, id?: number): RecipeBody {
  const description = nonEmpty(v.description);
  return {
    ...(id !== undefined ? { id } : {}),
    name: nonEmpty(v.name),
    ...(Object.keys(description).length ? { description } : {}),
    coverUrl: v.cover?.url ?? null,
    resultCollectionId: v.resultCollectionId!,
    fragments: rows(v.fragments),
    mode: v.mode,
    ...(v.mode === 'pledge' ? { pledgeHours: v.pledgeHours } : {}),
    ignoreCooling: v.ignoreCooling,
    startsAt: fromZonedInput(v.startsAt, tz) ?? 0,
    endsAt: fromZonedInput(v.endsAt, tz) ?? 0,
    stock: v.stock!,
    perUserLimit: v.perUserLimit!,
  } as RecipeBody;
}

export function toActivityForm(a: Activity | null, tz: string, now = Date.now()): ActivityFormValues {
  if (!a) {
    const start = nextHour(now);
    return {
      qualifying: [{ count: 1 }],
      mode: 'hold',
      coolingBlocks: false,
      startsAt: toZonedInput(start, tz),
      endsAt: toZonedInput(start + 14 * DAY, tz),
      stock: 100,
      enabled: true,
    };
  }
  return {
    key: a.key,
    name: a.name,
    cover: a.coverUrl ? { url: a.coverUrl } : undefined,
    rules: a.rules,
    resultCollectionId: a.result.id,
    qualifying: a.qualifying.map((q) => ({ collectionId: q.collectionId, count: q.count })),
    mode: a.mode,
    coolingBlocks: a.coolingBlocks,
    startsAt: toZonedInput(a.startsAt, tz),
    endsAt: toZonedInput(a.endsAt, tz),
    stock: a.stock,
    enabled: a.enabled,
  };
}

/** An editor's empty document ('<p></p>') is no rules. */
const rulesOf = (v: LocalizedValue | undefined): LocalizedValue =>
  Object.fromEntries(
    Object.entries(v ?? {}).filter(([, html]) => typeof html === 'string' && html.replace(/<[^>]*>/g, '').trim() !== ''),
  );

export function toActivityBody(v: ActivityFormValues, tz: string, id?: number): ActivityBody {
  const key = v.key?.trim();
  return {
    ...(id !== undefined ? { id } : key ? { key } : {}),
    kind: 'cast',
    name: nonEmpty(v.name),
    coverUrl: v.cover?.url ?? '',
    rules: rulesOf(v.rules),
    resultCollectionId: v.resultCollectionId!,
    qualifying: rows(v.qualifying),
    mode: v.mode,
    coolingBlocks: v.coolingBlocks,
    startsAt: fromZonedInput(v.startsAt, tz) ?? 0,
    endsAt: fromZonedInput(v.endsAt, tz) ?? 0,
    stock: v.stock!,
    enabled: v.enabled,
  } as ActivityBody;
}
