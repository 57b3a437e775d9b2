import type { LocalizedValue } from '../../components/localized-input';
import type { MediaValue } from '../../components/media-field';
import { fromLocalInput, toLocalInput } from '../../components/content-helpers';
import type { CatalogueEntry, CatalogueKind } from './api';

// A catalogue entry (the file's form) ↔ the console form's values. Fields the form does not show
// (privileges, copyright, ...) are kept from the entry as loaded.

export interface FormValues {
  key: string;
  name?: LocalizedValue;
  description?: LocalizedValue;
  rank?: number;
  avatar?: MediaValue;
  cover?: MediaValue;
  creator?: string;
  series?: string;
  category?: string;
  mediaKind?: 'image' | 'video' | 'glb';
  media?: MediaValue;
  poster?: MediaValue;
  price?: number;
  totalSupply?: number;
  startsAt?: string;
  endsAt?: string;
  perUserLimit?: number;
  holdHoursBeforeTransfer?: number;
  /** The collection's own resale ceiling, yuan (the entry keeps fen); empty: the brand's rule. */
  resaleCeiling?: number | null;
  /** The creator's royalty on each resale, percent (the entry keeps basis points). */
  royaltyPercent?: number | null;
  listed?: boolean;
  items?: { collection?: string; quantity?: number }[];
}

type Media = { url?: string; type?: string; file?: string; art?: unknown };
const asMedia = (m: unknown): MediaValue | undefined => {
  const v = m as Media | undefined;
  return v?.url ? { url: v.url, ...(v.type ? { type: v.type } : {}) } : undefined;
};
const time = (iso: unknown) => (typeof iso === 'string' ? toLocalInput(Date.parse(iso)) : undefined);

export function toFormValues(kind: CatalogueKind, e: CatalogueEntry | null): FormValues {
  if (!e) {
    const start = Date.now() + 3_600_000;
    return {
      key: '',
      rank: 0,
      listed: true,
      // Per-user limit and hold left empty: the server writes the brand's defaults in (decision 064).
      royaltyPercent: 0,
      mediaKind: 'image',
      startsAt: toLocalInput(start),
      items: kind === 'blindBoxes' ? [{ quantity: 1 }] : undefined,
    };
  }
  const media = e.media as
    { kind: 'image' | 'video' | 'glb'; image?: Media; sources?: Media[]; model?: Media; poster?: Media } | undefined;
  const sale = e.sale as { startsAt?: string; endsAt?: string } | undefined;
  return {
    key: String(e.key),
    name: e.name as LocalizedValue,
    description: (kind === 'creators' ? e.intro : e.description) as LocalizedValue | undefined,
    rank: e.rank as number | undefined,
    avatar: asMedia(e.avatar),
    cover: asMedia(e.cover),
    creator: e.creator as string | undefined,
    series: e.series as string | undefined,
    category: e.category as string | undefined,
    mediaKind: media?.kind,
    media: media
      ? asMedia(media.kind === 'image' ? media.image : media.kind === 'video' ? media.sources?.[0] : media.model)
      : undefined,
    poster: asMedia(media?.poster),
    price: typeof e.price === 'number' ? e.price / 100 : undefined,
    totalSupply: e.totalSupply as number | undefined,
    startsAt: time(sale?.startsAt),
    endsAt: time(sale?.endsAt),
    perUserLimit: e.perUserLimit as number | undefined,
    holdHoursBeforeTransfer: e.holdHoursBeforeTransfer as number | undefined,
    resaleCeiling: typeof e.resaleCeiling === 'number' ? e.resaleCeiling / 100 : undefined,
    royaltyPercent: typeof e.royaltyRateBp === 'number' ? e.royaltyRateBp / 100 : 0,
    listed: e.listed as boolean | undefined,
    items: (e.items as { collection: string; quantity: number }[] | undefined)?.map((i) => ({
      collection: i.collection,
      quantity: i.quantity,
    })),
  };
}

const nonEmpty = (v: LocalizedValue | undefined): LocalizedValue | undefined => {
  const kept = Object.fromEntries(Object.entries(v ?? {}).filter(([, x]) => typeof x === 'string' && x.trim() !== ''));
  return Object.keys(kept).length ? kept : undefined;
};

/** The entry to save: the loaded one with the form's fields written over it; absent optional fields left out. */
export function toEntry(kind: CatalogueKind, v: FormValues, original: CatalogueEntry | null): CatalogueEntry {
  const out: Record<string, unknown> = { ...(original ?? {}) };
  const set = (k: string, value: unknown) => {
    if (value === undefined || value === null || value === '') delete out[k];
    else out[k] = value;
  };
  set('key', v.key?.trim());
  set('name', nonEmpty(v.name));
  set(kind === 'creators' ? 'intro' : 'description', nonEmpty(v.description));
  set('rank', v.rank ?? 0);
  if (kind === 'creators') {
    set('avatar', v.avatar);
    set('cover', v.cover);
    return out;
  }
  set('creator', v.creator);
  set('category', v.category);
  if (kind === 'series') {
    set('cover', v.cover);
    return out;
  }
  set('series', v.series);
  set('price', v.price === undefined ? undefined : Math.round(v.price * 100));
  const start = fromLocalInput(v.startsAt);
  const end = fromLocalInput(v.endsAt);
  set(
    'sale',
    start === null
      ? undefined
      : { startsAt: new Date(start).toISOString(), ...(end !== null ? { endsAt: new Date(end).toISOString() } : {}) },
  );
  set('perUserLimit', v.perUserLimit);
  set('listed', v.listed ?? true);
  if (kind === 'collections') {
    set('totalSupply', v.totalSupply);
    set('holdHoursBeforeTransfer', v.holdHoursBeforeTransfer);
    set('resaleCeiling', typeof v.resaleCeiling === 'number' ? Math.round(v.resaleCeiling * 100) : undefined);
    set('royaltyRateBp', Math.round((v.royaltyPercent ?? 0) * 100));
    const k = v.mediaKind ?? 'image';
    set(
      'media',
      !v.media
        ? undefined
        : k === 'image'
          ? { kind: 'image', image: v.media }
          : k === 'video'
            ? { kind: 'video', sources: [v.media], poster: v.poster }
            : { kind: 'glb', model: v.media, poster: v.poster },
    );
  } else {
    set('cover', v.cover);
    set(
      'items',
      (v.items ?? []).filter((i) => i.collection).map((i) => ({ collection: i.collection, quantity: i.quantity ?? 1 })),
    );
  }
  return out;
}
