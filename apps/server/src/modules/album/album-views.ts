import { ErrorCode, localize, type AlbumCard, type Language, type LocalizedText, type Trend } from '@curio/contract';
import { AppError } from '../../errors';
import type { AlbumRow, TrendRow } from './album.repository';

// Rows to the contract's shapes, and the opaque paging cursors.

export function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function textIn(json: string, lang: Language): string {
  return localize(parseJson<LocalizedText>(json, {}), lang);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The description's first words as plain text (tags dropped, spaces collapsed), at most `max` characters. */
export function summaryOf(html: string, max = 80): string {
  const text = html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|[a-z]+);/gi, (m, ref: string) =>
      ref[0] === '#' ? String.fromCodePoint(Number(ref.slice(1)) || 32) : (ENTITIES[ref.toLowerCase()] ?? m),
    )
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length <= max ? text : chars.slice(0, max - 1).join('') + '…';
}

export function collectionIdsOf(row: AlbumRow): number[] {
  return parseJson<number[]>(row.collection_ids, []).filter((n) => Number.isInteger(n));
}

export function albumCard(row: AlbumRow, lang: Language, latest: number | null): AlbumCard {
  return {
    id: row.id,
    title: textIn(row.title, lang),
    summary: summaryOf(textIn(row.description, lang)),
    coverUrl: row.cover_url,
    collectionCount: collectionIdsOf(row).length,
    latestTrendAt: latest,
    publishedAt: row.published_at ?? 0,
  };
}

export function trendOf(row: TrendRow): Trend {
  return {
    id: row.id,
    albumId: row.album_id,
    text: row.text,
    images: parseJson<string[]>(row.images, []),
    videoUrl: row.video_url,
    publishedAt: row.published_at ?? row.updated_at,
  };
}

/** An opaque cursor: the numbers of the last row of a page. */
export function encodeCursor(values: number[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The numbers of a cursor, `size` of them; a broken one: VALIDATION_FAILED. */
export function decodeCursor(cursor: string, size: number): number[] {
  const values = parseJson<unknown>(Buffer.from(cursor, 'base64url').toString('utf8'), null);
  if (!Array.isArray(values) || values.length !== size || !values.every((v) => Number.isSafeInteger(v)))
    throw new AppError(ErrorCode.VALIDATION_FAILED);
  return values as number[];
}
