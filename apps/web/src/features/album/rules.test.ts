import { ErrorCode } from '@curio/contract/client';
import { describe, expect, it } from 'vitest';
import { RequestError } from '../../lib/request/request-error';
import { albumIdParam, albumPath, trendPath } from './paths';
import { gridColumns, isAlbumMissing, isPreviewInvalid, visibleImages } from './rules';

describe('album rules', () => {
  it('lays a post out as the nine-grid: one large, 2 and 4 in two columns, the rest in three', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(gridColumns)).toEqual([1, 1, 2, 3, 2, 3, 3, 3, 3, 3]);
  });
  it('shows at most nine images and leaves out empty addresses', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `/i/${i}.png`);
    expect(visibleImages(eleven)).toEqual(eleven.slice(0, 9));
    expect(visibleImages(['/a.png', ' ', '', '/b.png'])).toEqual(['/a.png', '/b.png']);
  });
  it('takes only a positive integer id from the address', () => {
    expect(albumIdParam('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', '01', 'abc', '9999999999'])
      expect(albumIdParam(bad), String(bad)).toBeNull();
    expect(albumPath(3)).toBe('/pages/album/index?id=3');
    expect(trendPath(4)).toBe('/pages/album/trendsDetail?id=4');
  });
  it("tells the album's and the post's 'not found' and a refused preview from other failures", () => {
    const err = (code: number) => new RequestError('business', 'x', { code });
    expect(isAlbumMissing(err(ErrorCode.ALBUM_NOT_FOUND))).toBe(true);
    expect(isAlbumMissing(err(ErrorCode.ALBUM_TREND_NOT_FOUND))).toBe(true);
    expect(isAlbumMissing(err(ErrorCode.NOT_FOUND))).toBe(true);
    expect(isAlbumMissing(err(ErrorCode.ALBUM_PREVIEW_INVALID))).toBe(false);
    expect(isAlbumMissing(new Error('network'))).toBe(false);
    expect(isPreviewInvalid(err(ErrorCode.ALBUM_PREVIEW_INVALID))).toBe(true);
    expect(isPreviewInvalid(err(ErrorCode.ALBUM_NOT_FOUND))).toBe(false);
  });
});
