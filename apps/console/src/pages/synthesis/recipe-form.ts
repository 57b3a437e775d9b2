import type { LocalizedValue } from '../../components/localized-input';
import type { MediaValue } from '../../components/media-field';
import { DAY, nextHour, nonEmpty, rows, type CollectionRow } from '../../components/withdrawable-form';
import { fromZonedInput, toZonedInput } from '../../components/zoned-time';
import type { Recipe, RecipeBody } from './api';

// A recipe as the server lists it ↔ the console form's values ↔ the body of its save. Times are edited on
// the tenant's wall clock (`tz`).

export interface RecipeFormValues {
  name?: LocalizedValue;
  description?: LocalizedValue;
  cover?: MediaValue;
  resultCollectionId?: number;
  fragments: CollectionRow[];
  mode: 'burn' | 'pledge';
  pledgeHours?: number;
  ignoreCooling: boolean;
  startsAt?: string;
  endsAt?: string;
  stock?: number;
  perUserLimit?: number;
}

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
