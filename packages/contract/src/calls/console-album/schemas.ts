// The operator console's albums and posts (issue 20, decision 047). An album is saved as a draft (new
// albums start as drafts) and shown to users once its status is 'published'; a post has its own status.
// Titles and descriptions are per language (like notices); the description is HTML the server rebuilds
// with the notices' allow-list (scripts, handlers and javascript: addresses are dropped). Images and
// videos are addresses of the tenant's uploads (consoleUploadMedia answers them). The live preview: ask
// consoleAlbumPreviewToken, show `/pages/album/indexView?album=<token>` in the phone frame, and after each
// save post `curio-album-preview:refresh` to the frame (it reads getAlbumPreview again).
import { z } from 'zod';
import { ErrorCode } from '../../error-codes';
import { languageSchema } from '../../language-schemas';
import { idSchema, inputNumber, textSchema } from '../../validation';
import { albumIdSchema, albumStatusSchema, TREND_IMAGES_MAX, TREND_TEXT_MAX } from '../album/schemas';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';

const tags = ['operator'] as const;
const msg = (code: number) => String(code);

const albumParams = z.object({ id: albumIdSchema(ErrorCode.ALBUM_NOT_FOUND) });
const trendParams = z.object({ id: albumIdSchema(ErrorCode.ALBUM_TREND_NOT_FOUND) });

/** A media address (an upload of the tenant: `/api/file/download/<id>`). */
const mediaUrl = z.string().min(1).max(500);

/** A title per language (at least one, each 1-60 characters, one line). */
const localizedTitle = z
  .partialRecord(languageSchema, textSchema({ max: 60 }))
  .refine((v) => Object.keys(v).length > 0, { error: msg(ErrorCode.FIELD_REQUIRED) });

/** HTML per language (sanitized by the server); may be empty. */
const localizedHtml = z.partialRecord(languageSchema, z.string().max(100_000));

export const ConsoleAlbum = z.object({
  id: z.number().int(),
  title: z.partialRecord(languageSchema, z.string()),
  coverUrl: z.string(),
  /** Sanitized HTML per language, as stored. */
  description: localizedHtml,
  /** The collections it presents, in order (ids of the tenant's collections). */
  collectionIds: z.array(z.number().int()),
  status: albumStatusSchema,
  /** Smaller first in the storefront's list. */
  sort: z.number().int(),
  /** First published, or null (never published). */
  publishedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type ConsoleAlbum = z.infer<typeof ConsoleAlbum>;

export const ConsoleAlbumRow = z.object({
  id: z.number().int(),
  /** In the request's language. */
  title: z.string(),
  coverUrl: z.string(),
  status: albumStatusSchema,
  sort: z.number().int(),
  collectionCount: z.number().int(),
  /** Every post, drafts included. */
  trendCount: z.number().int(),
  publishedAt: z.number().int().nullable(),
  updatedAt: z.number().int(),
});

export const ConsoleTrend = z.object({
  id: z.number().int(),
  albumId: z.number().int(),
  text: z.string(),
  images: z.array(z.string()),
  videoUrl: z.string().nullable(),
  status: albumStatusSchema,
  /** First published, or null. */
  publishedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type ConsoleTrend = z.infer<typeof ConsoleTrend>;

export const consoleListAlbums = defineCall(endpoints.consoleListAlbums, {
  summary: "The tenant's albums (drafts and published) in the storefront's order, with their post counts",
  tags,
  data: z.object({ rows: z.array(ConsoleAlbumRow) }),
});

export const consoleGetAlbum = defineCall(endpoints.consoleGetAlbum, {
  summary: 'One album as the console edits it (every language)',
  tags,
  params: albumParams,
  data: ConsoleAlbum,
});

export const AlbumSaveBody = z.object({
  /** Absent: a new album (a draft). */
  id: albumIdSchema(ErrorCode.ALBUM_NOT_FOUND).optional(),
  title: localizedTitle,
  coverUrl: mediaUrl,
  description: localizedHtml,
  /** The tenant's collection ids, in order, no repeats (another tenant's or unknown: ALBUM_COLLECTION_INVALID). */
  collectionIds: z.array(idSchema(ErrorCode.ALBUM_COLLECTION_INVALID)).max(50),
  sort: inputNumber(z.number().int().min(0).max(9999).default(0)),
});

/** The album body as the server reads it (after parsing). */
export type AlbumSave = z.output<typeof AlbumSaveBody>;

export const consoleSaveAlbum = defineCall(endpoints.consoleSaveAlbum, {
  summary: 'Creates (as a draft) or updates an album; the description is sanitized; audited',
  tags,
  body: AlbumSaveBody,
  data: ConsoleAlbum,
});

export const consoleSetAlbumStatus = defineCall(endpoints.consoleSetAlbumStatus, {
  summary: 'Publishes or unpublishes (back to draft) an album; audited',
  tags,
  params: albumParams,
  body: z.object({ status: albumStatusSchema }),
  data: ConsoleAlbum,
});

export const consoleDeleteAlbum = defineCall(endpoints.consoleDeleteAlbum, {
  summary: 'Deletes an album and its posts; audited',
  tags,
  params: albumParams,
  data: z.object({ deleted: z.literal(true) }),
});

export const consoleListTrends = defineCall(endpoints.consoleListTrends, {
  summary: "An album's posts (drafts and published), newest first",
  tags,
  params: albumParams,
  data: z.object({ rows: z.array(ConsoleTrend) }),
});

export const TrendSaveBody = z.object({
  /** Absent: a new post of the album in the path. */
  id: albumIdSchema(ErrorCode.ALBUM_TREND_NOT_FOUND).optional(),
  /** 0-140 characters, several lines allowed; with no image it must not be empty (ALBUM_TREND_EMPTY). */
  text: textSchema({ max: TREND_TEXT_MAX, allowEmpty: true, multiline: true }),
  images: z.array(mediaUrl).max(TREND_IMAGES_MAX, { error: msg(ErrorCode.ALBUM_TREND_TOO_MANY_IMAGES) }),
  videoUrl: mediaUrl.nullable(),
  status: albumStatusSchema,
});

/** The post body as the server reads it (after parsing). */
export type TrendSave = z.output<typeof TrendSaveBody>;

export const consoleSaveTrend = defineCall(endpoints.consoleSaveTrend, {
  summary:
    'Creates or updates a post of the album: text up to 140 characters, 0-9 images and/or one video (uploads of the tenant), draft or published; audited',
  tags,
  params: albumParams,
  body: TrendSaveBody,
  data: ConsoleTrend,
});

export const consoleDeleteTrend = defineCall(endpoints.consoleDeleteTrend, {
  summary: 'Deletes a post; audited',
  tags,
  params: trendParams,
  data: z.object({ deleted: z.literal(true) }),
});

export const consoleAlbumPreviewToken = defineCall(endpoints.consoleAlbumPreviewToken, {
  summary:
    'A preview token for the album (draft included) valid 30 minutes: show /pages/album/indexView?album=<token> in the phone frame',
  tags,
  params: albumParams,
  data: z.object({ token: z.string(), expiresAt: z.number().int(), path: z.string() }),
});
