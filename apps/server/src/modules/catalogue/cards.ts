import {
  BusinessType,
  localize,
  type BlindBoxCard,
  type CollectionCard,
  type CreatorCard,
  type CreatorRef,
  type Language,
  type LocalizedText,
  type NoticeCard,
  type SeriesCard,
} from '@curio/contract';
import type { BlindBoxCardRow } from './blind-box.repository';
import type { CollectionCardRow } from './collection.repository';
import type { CreatorCardRow } from './creator.repository';
import { remainingOf, saleStateOf } from './drops';
import type { NoticeCardRow } from './notice.repository';
import type { SeriesCardRow } from './series.repository';

// Rows to the contract's shapes, in the request's language, at the server's time.

export function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** A stored LocalizedText (JSON) in `lang`, with the contract's fallbacks; '' when empty. */
export function textIn(json: string | null, lang: Language): string {
  return localize(parseJson<LocalizedText>(json, {}), lang);
}

export class Cards {
  constructor(
    readonly lang: Language,
    readonly now: number,
  ) {}

  text(json: string | null): string {
    return textIn(json, this.lang);
  }

  creatorRef(r: { creator_id: number; creator_name: string; creator_avatar_url: string }): CreatorRef {
    return { id: r.creator_id, name: this.text(r.creator_name), avatarUrl: r.creator_avatar_url };
  }

  collection(r: CollectionCardRow): CollectionCard {
    return {
      id: r.id,
      name: this.text(r.name),
      coverUrl: r.cover_url,
      mediaKind: r.media_kind,
      price: r.price,
      totalSupply: r.total_supply,
      remaining: remainingOf(r),
      saleState: saleStateOf(r, this.now),
      saleStart: r.sale_start,
      saleEnd: r.sale_end,
      creator: this.creatorRef(r),
      seriesId: r.series_id,
      businessType: BusinessType.B2C_COLLECTION,
    };
  }

  blindBox(r: BlindBoxCardRow): BlindBoxCard {
    return {
      id: r.id,
      name: this.text(r.name),
      coverUrl: r.cover_url,
      price: r.price,
      totalSupply: r.total_supply,
      remaining: remainingOf(r),
      saleState: saleStateOf(r, this.now),
      saleStart: r.sale_start,
      saleEnd: r.sale_end,
      creator: this.creatorRef(r),
      businessType: BusinessType.B2C_BOX,
    };
  }

  creator(r: CreatorCardRow): CreatorCard {
    return {
      id: r.id,
      name: this.text(r.name),
      avatarUrl: r.avatar_url,
      intro: this.text(r.intro),
      collectionCount: r.collection_count,
    };
  }

  series(r: SeriesCardRow): SeriesCard {
    return {
      id: r.id,
      name: this.text(r.name),
      coverUrl: r.cover_url,
      creator: this.creatorRef(r),
      categoryId: r.category_id,
      collectionCount: r.collection_count,
    };
  }

  notice(r: NoticeCardRow): NoticeCard {
    return {
      id: r.id,
      title: this.text(r.title),
      summary: this.text(r.summary),
      coverUrl: r.cover_url,
      publishedAt: r.published_at,
    };
  }
}
