import { IMAGE_WIDTHS } from '@curio/contract/client';
import { describe, expect, it } from 'vitest';
import { sizedImage } from './image';

describe('sizedImage', () => {
  it("offers a stored file at each of the server's widths, with the size it is shown at", () => {
    const img = sizedImage('/api/file/download/AbC_12-xyz0', '50vw');
    expect(img.src).toBe('/api/file/download/AbC_12-xyz0');
    expect(img.sizes).toBe('50vw');
    expect(img.srcSet?.split(', ')).toEqual(IMAGE_WIDTHS.map((w) => `/api/file/download/AbC_12-xyz0?w=${w} ${w}w`));
  });

  it('leaves any other URL as it is (a CDN, a data URL, an empty one)', () => {
    expect(sizedImage('https://cdn.example/a.png', '100vw')).toEqual({ src: 'https://cdn.example/a.png' });
    expect(sizedImage('data:image/png;base64,AAAA', '100vw')).toEqual({ src: 'data:image/png;base64,AAAA' });
    expect(sizedImage('/api/file/download/abc?w=320', '100vw')).toEqual({ src: '/api/file/download/abc?w=320' });
    expect(sizedImage(undefined, '100vw')).toEqual({ src: '' });
  });
});
