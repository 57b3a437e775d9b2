// Project albums and their posts ("trends"), issue 20, decision 047. An album is a project's story: a
// title, a cover, a rich-text description (HTML sanitized by the server with the notices' allow-list; the
// web app sanitizes it again before showing it) and the collections it presents. Its posts are short:
// up to 140 characters, up to nine images and/or one video. The storefront sees published albums and
// their published posts only; anything else (unknown, a draft, another tenant's) answers one "not found"
// code per kind. Texts come in the request's language (the operator writes them per language, like notices).
// Paging: `before` is the `nextBefore` of the previous page (opaque); null means the last page.
import { z } from 'zod';
import { ErrorCode, type ErrorCodeValue } from '../../error-codes';
import { idSchema, inputNumber } from '../../validation';
import { CollectionCard } from '../catalogue/schemas';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';

const tags = ['album'] as const;

/** An album's or a post's id (the one id schema, decision 059); anything that cannot be one answers the given "not found" code. */
export function albumIdSchema(code: ErrorCodeValue) {
  return idSchema(code);
}

export const ALBUM_PAGE_SIZE = 10;
export const ALBUM_PAGE_SIZE_MAX = 50;
/** Spec §9: a post's text is at most 140 characters; image pick default 9. */
export const TREND_TEXT_MAX = 140;
export const TREND_IMAGES_MAX = 9;
/** How long a console preview token opens the album's preview (ms). */
export const ALBUM_PREVIEW_TTL_MS = 30 * 60 * 1000;

const limit = inputNumber(z.number().int().min(1).max(ALBUM_PAGE_SIZE_MAX).default(ALBUM_PAGE_SIZE));
/** The previous page's `nextBefore`; a broken one: VALIDATION_FAILED. */
const before = z.string().max(200).optional();

export const ALBUM_STATUSES = ['draft', 'published'] as const;
export const albumStatusSchema = z.enum(ALBUM_STATUSES);
export type AlbumStatus = z.infer<typeof albumStatusSchema>;

export const AlbumCard = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The description's first words as plain text (at most 80 characters). */
  summary: z.string(),
  coverUrl: z.string(),
  /** The collections the album presents (on shelf or not). */
  collectionCount: z.number().int(),
  /** The newest published post's time, or null (no post yet). */
  latestTrendAt: z.number().int().nullable(),
  publishedAt: z.number().int(),
});
export type AlbumCard = z.infer<typeof AlbumCard>;

export const AlbumDetail = AlbumCard.extend({
  /** Rich text (HTML sanitized by the server with the notices' allow-list); sanitize again before showing. */
  descriptionHtml: z.string(),
  /** The album's collections that are on shelf, as the catalogue's cards, in the operator's order. */
  collections: z.array(CollectionCard),
  /** Published posts. */
  trendCount: z.number().int(),
});
export type AlbumDetail = z.infer<typeof AlbumDetail>;

export const Trend = z.object({
  id: z.number().int(),
  albumId: z.number().int(),
  /** Up to 140 characters; '' when the post is images only. */
  text: z.string(),
  /** 0-9 image addresses, in order. */
  images: z.array(z.string()),
  /** One video address, or null. */
  videoUrl: z.string().nullable(),
  publishedAt: z.number().int(),
});
export type Trend = z.infer<typeof Trend>;

export const TrendDetail = Trend.extend({ albumTitle: z.string() });

export const listAlbums = defineCall(endpoints.listAlbums, {
  summary: "The tenant's published albums in the operator's order (sort, then newest published); `before` pages",
  tags,
  query: z.object({ limit, before }),
  data: z.object({ items: z.array(AlbumCard), nextBefore: z.string().nullable() }),
});

export const getAlbum = defineCall(endpoints.getAlbum, {
  summary: 'A published album: cover, description (sanitized HTML), its on-shelf collections as catalogue cards',
  tags,
  params: z.object({ id: albumIdSchema(ErrorCode.ALBUM_NOT_FOUND) }),
  data: AlbumDetail,
});

export const listTrends = defineCall(endpoints.listTrends, {
  summary: "A published album's published posts, newest first; `before` pages",
  tags,
  query: z.object({ albumId: albumIdSchema(ErrorCode.ALBUM_NOT_FOUND), limit, before }),
  data: z.object({ items: z.array(Trend), nextBefore: z.string().nullable() }),
});

export const getTrend = defineCall(endpoints.getTrend, {
  summary: "A published post of a published album, with the album's title",
  tags,
  params: z.object({ id: albumIdSchema(ErrorCode.ALBUM_TREND_NOT_FOUND) }),
  data: TrendDetail,
});

export const AlbumPreview = z.object({
  /** The album as the user would see it (a draft too); `publishedAt` is 0 while it was never published. */
  album: AlbumDetail.extend({ status: albumStatusSchema }),
  /** Every post of the album, drafts included, newest first (a draft's `publishedAt` is its last save). */
  trends: z.array(Trend.extend({ status: albumStatusSchema })),
});
export type AlbumPreview = z.infer<typeof AlbumPreview>;

export const getAlbumPreview = defineCall(endpoints.getAlbumPreview, {
  summary:
    "The console's live preview (/pages/album/indexView?album=<token>): the album (draft or published) with all its posts, by a preview token",
  tags,
  query: z.object({ token: z.string().min(1).max(100) }),
  data: AlbumPreview,
});
