import { describe, expect, it } from 'vitest';
import {
  previewSrc,
  toAlbumBody,
  toAlbumForm,
  toTrendBody,
  toTrendForm,
  trendProblems,
  type ConsoleAlbum,
  type ConsoleTrend,
} from './album-form';

const album: ConsoleAlbum = {
  id: 5,
  title: { en: 'Orbit', 'zh-CN': '轨道' },
  coverUrl: '/api/file/download/1',
  description: { en: '<p>Story</p>' },
  collectionIds: [3, 1],
  status: 'draft',
  sort: 2,
  publishedAt: null,
  createdAt: 1,
  updatedAt: 2,
};

const trend: ConsoleTrend = {
  id: 9,
  albumId: 5,
  text: 'First light',
  images: ['/api/file/download/2', '/api/file/download/3'],
  videoUrl: '/api/file/download/4',
  status: 'published',
  publishedAt: 10,
  createdAt: 10,
  updatedAt: 10,
};

describe('album form', () => {
  it('round-trips an album, dropping empty languages, the editor’s empty paragraph and repeated collections', () => {
    const form = toAlbumForm(album);
    expect(toAlbumBody(form, 5)).toEqual({
      id: 5,
      title: { en: 'Orbit', 'zh-CN': '轨道' },
      coverUrl: '/api/file/download/1',
      description: { en: '<p>Story</p>' },
      collectionIds: [3, 1],
      sort: 2,
    });
    const body = toAlbumBody(
      {
        ...form,
        title: { en: 'Orbit', 'zh-TW': '  ' },
        description: { en: '<p></p>', 'zh-CN': '<p>故事</p>' },
        collectionIds: [3, 1, 3],
      },
      null,
    );
    expect(body).not.toHaveProperty('id');
    expect(body.title).toEqual({ en: 'Orbit' });
    expect(body.description).toEqual({ 'zh-CN': '<p>故事</p>' });
    expect(body.collectionIds).toEqual([3, 1]);
    expect(toAlbumForm(null)).toEqual({ title: {}, description: {}, collectionIds: [], sort: 0 });
  });

  it('round-trips a post; removed images are left out; a new post is published unless switched off', () => {
    expect(toTrendBody(toTrendForm(trend), 9)).toEqual({
      id: 9,
      text: 'First light',
      images: ['/api/file/download/2', '/api/file/download/3'],
      videoUrl: '/api/file/download/4',
      status: 'published',
    });
    const body = toTrendBody({ text: ' hi ', images: [{ url: '/a' }, undefined, { url: '' }], published: false }, null);
    expect(body).toEqual({ text: 'hi', images: ['/a'], videoUrl: null, status: 'draft' });
    expect(toTrendForm(null).published).toBe(true);
  });

  it('refuses a text over 140 characters, ten images and an empty post before the server does', () => {
    const ok = toTrendBody({ text: '字'.repeat(140), images: [], published: true }, null);
    expect(trendProblems(ok)).toEqual([]);
    const long = toTrendBody({ text: '字'.repeat(141), images: [], published: true }, null);
    expect(trendProblems(long)).toEqual(['textTooLong']);
    const ten = toTrendBody({ text: '', images: Array.from({ length: 10 }, (_, i) => ({ url: `/i${i}` })) }, null);
    expect(trendProblems(ten)).toEqual(['tooManyImages']);
    expect(trendProblems(toTrendBody({ text: '  ', images: [], video: { url: '/v.mp4' } }, null))).toEqual(['empty']);
  });

  it('opens the storefront preview page by its token', () => {
    expect(previewSrc('a b')).toBe('/#/pages/album/indexView?album=a%20b');
  });
});
