import type { LocalizedValue } from '../../components/localized-input';
import type { MediaValue } from '../../components/media-field';
import { DAY, nextHour, nonEmpty, rows, type CollectionRow } from '../../components/withdrawable-form';
import { fromZonedInput, toZonedInput } from '../../components/zoned-time';
import { yuanToFen } from '../../lib/money';
import type { Activity, ActivityBody } from './api';

// An activity as the server lists it ↔ the console form's values ↔ the body of its save. Times are edited
// on the tenant's wall clock (`tz`).

export type ActivityKind = 'cast' | 'coupon' | 'physical';

export interface ActivityFormValues {
  /** A new activity's stable key (the catalogue file names it by this); empty: generated. Fixed once created. */
  key?: string;
  /** Cast (a collectible), coupon (a coupon of a template) or physical (a good shipped to an address). Fixed once created. */
  kind: ActivityKind;
  name?: LocalizedValue;
  cover?: MediaValue;
  rules?: LocalizedValue;
  /** Cast: the collection minted. */
  resultCollectionId?: number;
  /** Coupon: the coupon template granted. */
  couponTemplateId?: number;
  /** Physical: the good (name per language, image, description per language). */
  rewardName?: LocalizedValue;
  rewardImage?: MediaValue;
  rewardDescription?: LocalizedValue;
  /** Physical: the price in yuan (two decimals; 0 = free). */
  priceYuan?: number | null;
  /** Coupon and physical: orders per user. */
  perUserLimit?: number | null;
  qualifying: CollectionRow[];
  mode: 'hold' | 'spend';
  coolingBlocks: boolean;
  startsAt?: string;
  endsAt?: string;
  stock?: number;
  enabled: boolean;
}

export function toActivityForm(a: Activity | null, tz: string, now = Date.now()): ActivityFormValues {
  if (!a) {
    const start = nextHour(now);
    return {
      kind: 'cast',
      qualifying: [{ count: 1 }],
      mode: 'hold',
      coolingBlocks: false,
      startsAt: toZonedInput(start, tz),
      endsAt: toZonedInput(start + 14 * DAY, tz),
      stock: 100,
      enabled: true,
      priceYuan: 0,
      perUserLimit: 1,
    };
  }
  return {
    key: a.key,
    kind: a.kind,
    name: a.name,
    cover: a.coverUrl ? { url: a.coverUrl } : undefined,
    rules: a.rules,
    ...(a.kind === 'cast' ? { resultCollectionId: a.result.id } : {}),
    ...(a.couponTemplate ? { couponTemplateId: a.couponTemplate.id } : {}),
    ...(a.physical
      ? {
          rewardName: a.physical.name,
          rewardImage: a.physical.imageUrl ? { url: a.physical.imageUrl } : undefined,
          rewardDescription: a.physical.description,
        }
      : {}),
    priceYuan: a.price / 100,
    perUserLimit: a.perUserLimit,
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
  const kind = v.kind ?? 'cast';
  return {
    ...(id !== undefined ? { id } : key ? { key } : {}),
    kind,
    name: nonEmpty(v.name),
    coverUrl: v.cover?.url ?? '',
    rules: rulesOf(v.rules),
    ...(kind === 'cast' ? { resultCollectionId: v.resultCollectionId! } : {}),
    ...(kind === 'coupon' ? { couponTemplateId: v.couponTemplateId!, perUserLimit: v.perUserLimit ?? 1 } : {}),
    ...(kind === 'physical'
      ? {
          physical: {
            name: nonEmpty(v.rewardName),
            imageUrl: v.rewardImage?.url ?? '',
            description: nonEmpty(v.rewardDescription),
          },
          price: yuanToFen(v.priceYuan),
          perUserLimit: v.perUserLimit ?? 1,
        }
      : {}),
    qualifying: rows(v.qualifying),
    mode: v.mode,
    coolingBlocks: v.coolingBlocks,
    startsAt: fromZonedInput(v.startsAt, tz) ?? 0,
    endsAt: fromZonedInput(v.endsAt, tz) ?? 0,
    stock: v.stock!,
    enabled: v.enabled,
  } as ActivityBody;
}
