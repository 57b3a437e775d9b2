import type { CallBody, CallData, Calls } from '@curio/contract/client';
import type { LocalizedValue } from '../../components/localized-input';
import type { MediaValue } from '../../components/media-field';

export type ConsoleAlbum = CallData<Calls['consoleGetAlbum']>;
export type ConsoleTrend = CallData<Calls['consoleListTrends']>['rows'][number];
export type AlbumBody = CallBody<Calls['consoleSaveAlbum']>;
export type TrendBody = CallBody<Calls['consoleSaveTrend']>;

/** Spec §9: a post's text is at most 140 characters and it holds at most nine images (and one video). */
export const TEXT_MAX = 140;
export const IMAGES_MAX = 9;

/** The album drawer's fields. */
export interface AlbumForm {
  title?: LocalizedValue;
  cover?: MediaValue;
  description?: LocalizedValue;
  collectionIds?: number[];
  sort?: number | null;
}

/** The post drawer's fields (images as the media field holds them; a removed one is undefined). */
export interface TrendForm {
  text?: string;
  images?: (MediaValue | undefined)[];
  video?: MediaValue;
  published?: boolean;
}

/** Languages left empty (or an editor's empty paragraph) are dropped. */
function kept(v: LocalizedValue | undefined, isEmpty: (s: string) => boolean): LocalizedValue {
  return Object.fromEntries(Object.entries(v ?? {}).filter(([, x]) => typeof x === 'string' && !isEmpty(x))) as LocalizedValue;
}
const blankText = (s: string) => s.trim() === '';
/** The rich-text editor leaves `<p></p>` when emptied. */
const blankHtml = (s: string) => s.replace(/<p>(\s|<br\s*\/?>)*<\/p>/g, '').trim() === '';

export function toAlbumForm(a: ConsoleAlbum | null): AlbumForm {
  if (!a) return { title: {}, description: {}, collectionIds: [], sort: 0 };
  return {
    title: a.title,
    cover: a.coverUrl ? { url: a.coverUrl } : undefined,
    description: a.description,
    collectionIds: a.collectionIds,
    sort: a.sort,
  };
}

export function toAlbumBody(v: AlbumForm, id: number | null): AlbumBody {
  const body: AlbumBody = {
    title: kept(v.title, blankText),
    coverUrl: v.cover?.url ?? '',
    description: kept(v.description, blankHtml),
    collectionIds: [...new Set(v.collectionIds ?? [])],
    sort: v.sort ?? 0,
  };
  if (id !== null) body.id = id;
  return body;
}

export function toTrendForm(p: ConsoleTrend | null): TrendForm {
  if (!p) return { text: '', images: [], published: true };
  return {
    text: p.text,
    images: p.images.map((url) => ({ url })),
    video: p.videoUrl ? { url: p.videoUrl, type: 'video/mp4' } : undefined,
    published: p.status === 'published',
  };
}

export function toTrendBody(v: TrendForm, id: number | null): TrendBody {
  const images = (v.images ?? []).flatMap((m) => (m?.url ? [m.url] : []));
  const body: TrendBody = {
    text: (v.text ?? '').trim(),
    images,
    videoUrl: v.video?.url ?? null,
    status: v.published ? 'published' : 'draft',
  };
  if (id !== null) body.id = id;
  return body;
}

/** What the post drawer refuses before asking the server: too long, too many images, nothing at all. */
export function trendProblems(body: TrendBody): ('textTooLong' | 'tooManyImages' | 'empty')[] {
  const out: ('textTooLong' | 'tooManyImages' | 'empty')[] = [];
  if ([...body.text].length > TEXT_MAX) out.push('textTooLong');
  if (body.images.length > IMAGES_MAX) out.push('tooManyImages');
  // The server's rule (ALBUM_TREND_EMPTY): a post without images needs its text, a video alone is not enough.
  if (body.text === '' && body.images.length === 0) out.push('empty');
  return out;
}

/** The storefront's preview page of an album, shown in the phone frame (same origin, hash router). */
export const PREVIEW_PAGE = '/pages/album/indexView';
/** Posted to the frame after each save: the page reads the album again (decision 047). */
export const REFRESH_MESSAGE = 'curio-album-preview:refresh';
export const previewSrc = (token: string) => `/#${PREVIEW_PAGE}?album=${encodeURIComponent(token)}`;
