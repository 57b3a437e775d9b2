import { ErrorCode } from '@curio/contract/client';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { RequestError } from '../../../lib/request/request-error';
import { albumTexts } from '../texts';
import { AlbumQueryState } from './album-state';
import { TrendCard } from './trend-card';

// The viewer itself is tested with the kit (components/ui/image-viewer.test.tsx): here, what it is opened on.
const seen = vi.hoisted(() => ({ props: [] as { images: string[]; defaultIndex: number; maxZoom: number }[] }));
vi.mock('antd-mobile/es/components/image-viewer', () => {
  function Multi(props: { images: string[]; defaultIndex: number; maxZoom: number }) {
    seen.props.push(props);
    return <div role="dialog" />;
  }
  return { default: { Multi } };
});

beforeAll(async () => {
  await setupI18n('en');
  await albumTexts.load('en');
}, 30_000);

async function show(ui: ReactNode) {
  await act(async () => {
    render(
      <MemoryRouter>
        <Suspense fallback={null}>{ui}</Suspense>
      </MemoryRouter>,
    );
  });
}

const trend = (images: string[], extra: Partial<Parameters<typeof TrendCard>[0]['trend']> = {}) => ({
  id: 7,
  text: 'Three mornings by the sea',
  images,
  videoUrl: null,
  publishedAt: Date.UTC(2026, 10, 20, 2, 0),
  ...extra,
});

describe('a post in the album', () => {
  it('lays its images out as the nine-grid and opens the viewer on the tapped one, among all of them', async () => {
    const images = ['/a.png', '/b.png', '/c.png', '/d.png'];
    await show(<TrendCard trend={trend(images)} />);
    const grid = screen.getByTestId('trend-images');
    expect(grid.className).toContain('alb-grid--2');
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual([
      'Image 1 of 4',
      'Image 2 of 4',
      'Image 3 of 4',
      'Image 4 of 4',
    ]);
    fireEvent.click(screen.getAllByRole('button')[2]!);
    await waitFor(() => expect(seen.props.length).toBeGreaterThan(0));
    expect(seen.props.at(-1)).toMatchObject({ images, defaultIndex: 2, maxZoom: 4 });
    expect(screen.getByTestId('trend-link').getAttribute('href')).toBe('/pages/album/trendsDetail?id=7');
  });

  it('shows a video with controls, and marks a draft in the preview', async () => {
    await show(<TrendCard trend={trend([], { videoUrl: '/v.mp4', status: 'draft' })} link={false} />);
    const video = screen.getByTestId('trend-video') as HTMLVideoElement;
    expect(video.controls).toBe(true);
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.queryByTestId('trend-images')).toBeNull();
    expect(screen.queryByTestId('trend-link')).toBeNull();
  });
});

describe("an album page's states", () => {
  const base = { data: undefined, isError: false, isPending: false, refetch: () => Promise.resolve() };
  it("says 'not found' for the album's own code", async () => {
    await show(
      <AlbumQueryState
        query={{ ...base, isError: true, error: new RequestError('business', 'x', { code: ErrorCode.ALBUM_NOT_FOUND }) }}
        missing={false}
        kind="album"
      >
        {() => null}
      </AlbumQueryState>,
    );
    expect(screen.getByTestId('album-not-found').textContent).toContain('Album not found');
  });

  it("says 'not found' for a page without a valid id, without waiting for the query", async () => {
    await show(
      <AlbumQueryState query={{ ...base, isPending: true, error: null }} missing kind="trend">
        {() => null}
      </AlbumQueryState>,
    );
    expect(screen.getByTestId('album-not-found').textContent).toContain('Post not found');
  });

  it('shows the skeleton while loading and the data once there', async () => {
    await show(
      <AlbumQueryState query={{ ...base, isPending: true, error: null }} missing={false} kind="trend">
        {() => <p>data</p>}
      </AlbumQueryState>,
    );
    expect(screen.getByTestId('album-skeleton')).toBeTruthy();
  });

  it('retries a failed load', async () => {
    const refetch = vi.fn(() => Promise.resolve());
    await show(
      <AlbumQueryState
        query={{ ...base, refetch, isError: true, error: new RequestError('transport', 'offline') }}
        missing={false}
        kind="album"
      >
        {() => null}
      </AlbumQueryState>,
    );
    expect(screen.queryByTestId('album-not-found')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(refetch).toHaveBeenCalled();
  });
});
