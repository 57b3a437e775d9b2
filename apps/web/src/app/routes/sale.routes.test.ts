import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { useInboxTexts } from '../../features/inbox/texts';
import { useTransferTexts } from '../../features/transfer/texts';
import { ok, warmUp } from '../../features/catalogue/test-utils';
import { myCollectibleQueryOptions } from '../../features/sale/api/get-my-collectible';
import { SALE_PATHS } from '../../features/sale/route-paths';
import { createQueryClient } from '../../lib/query/query-client';
import { configureRequest } from '../../lib/request/index';
import { useSession } from '../../lib/session';
import { useTenant } from '../../lib/tenant/tenant-store';
import { startRouteLoad } from '../route-loaders';
import { findRoute } from './index';

// The first load of the sale's route list and texts takes a while.
vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
/** Every API path asked for, in order. */
let asked: string[] = [];
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on(
    'request:start',
    ({ request }) => void asked.push(new URL(request.url).pathname + new URL(request.url).search),
  );
  await warmUp();
  configureRequest({ getLanguage: () => 'en' });
}, 30_000);
beforeEach(() => {
  asked = [];
  document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove());
  useTenant.getState().set({ status: 'open' });
  useSession.getState().setToken('token-1');
});
afterEach(() => {
  server.resetHandlers();
  useSession.getState().setToken(null);
});
afterAll(() => server.close());

/** The image preloads in the page's head, by address. */
const imagePreloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => [
    l.getAttribute('href'),
    l.getAttribute('fetchpriority'),
  ]);

const media = (kind: 'image' | 'video', url: string) => ({
  kind,
  url,
  contentType: kind === 'image' ? 'image/png' : 'video/mp4',
  posterUrl: null,
  sources: [],
});
const group = (id: number) => ({ collection: { id, name: `C${id}`, coverUrl: `/cover-${id}.png` }, count: 1, minting: 0 });

describe('the sale routes’ loaders', () => {
  it('one collectible I hold: its item is asked for with the route, once, and its image starts as soon as the item is in', async () => {
    server.use(
      http.get('*/api/mallapp/cardNft/detail/:id', ({ params }) =>
        ok({ cardNftId: Number(params.id), name: 'Nebula', media: media('image', '/held-49.png') }),
      ),
    );
    const queryClient = createQueryClient();
    startRouteLoad(`#${SALE_PATHS.myCollectible}?cardNftId=49`, queryClient, 'en');
    await waitFor(() => expect(imagePreloads()).toEqual([['/held-49.png', 'high']]));
    expect(asked).toEqual(['/api/mallapp/cardNft/detail/49']);
    expect(queryClient.getQueryData(myCollectibleQueryOptions(49, 'en').queryKey)?.name).toBe('Nebula');
    // The route declares its texts (the sale's, which the server's route map preloads) and its first query.
    const def = findRoute(SALE_PATHS.myCollectible);
    expect(def?.data).toBeTypeOf('function');
    expect((def?.texts as { loaders?: object } | undefined)?.loaders).toBeTypeOf('object');

    // Started again (the route frame does on the page's render): nothing is asked for twice.
    startRouteLoad(`#${SALE_PATHS.myCollectible}?cardNftId=49`, queryClient, 'en');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(asked).toEqual(['/api/mallapp/cardNft/detail/49']);
    expect(imagePreloads()).toHaveLength(1);
  });

  it('texts a route loader has brought in are read at once: the page renders without suspending', async () => {
    const texts = findRoute(SALE_PATHS.myCollectible)?.texts;
    await texts?.('en');
    function Part() {
      useTransferTexts();
      useInboxTexts();
      return createElement('p', null, 'shown');
    }
    render(createElement(Suspense, { fallback: createElement('p', null, 'waiting') }, createElement(Part)));
    // No act, no waiting: the first render shows the part, not the fallback.
    expect(screen.getByText('shown')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('a collectible that is a video preloads no image; the serials of a collection ask for nothing', async () => {
    server.use(
      http.get('*/api/mallapp/cardNft/detail/:id', () => ok({ cardNftId: 50, name: 'Clip', media: media('video', '/clip.mp4') })),
    );
    const queryClient = createQueryClient();
    startRouteLoad(`#${SALE_PATHS.myCollectible}?cardNftId=50`, queryClient, 'en');
    await waitFor(() => expect(asked).toEqual(['/api/mallapp/cardNft/detail/50']));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    startRouteLoad(`#${SALE_PATHS.myCollectible}?collectionId=3`, queryClient, 'en');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(asked).toEqual(['/api/mallapp/cardNft/detail/50']);
    expect(imagePreloads()).toEqual([]);
  });

  it('my home: my collections, their series and my boxes are asked for with the route; the first row of covers starts at once', async () => {
    server.use(
      http.get('*/api/mallapp/cardNft/mine', () => ok({ items: [group(1), group(2), group(3)], nextCursor: null })),
      http.get('*/api/mallapp/cardNft/mine/series', () => ok({ series: [] })),
      http.get('*/api/mallapp/box/mine', () => ok({ items: [], nextCursor: null })),
    );
    const queryClient = createQueryClient();
    startRouteLoad(`#${SALE_PATHS.myHome}`, queryClient, 'en');
    await waitFor(() =>
      expect(imagePreloads()).toEqual([
        ['/cover-1.png', 'high'],
        ['/cover-2.png', 'high'],
      ]),
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect([...asked].sort()).toEqual([
      '/api/mallapp/box/mine?opened=0',
      '/api/mallapp/cardNft/mine',
      '/api/mallapp/cardNft/mine/series',
    ]);
  });

  it('my home with a filter in its address: the filtered list too, and no cover preloaded (the grid shows the filtered one)', async () => {
    server.use(
      http.get('*/api/mallapp/cardNft/mine', () => ok({ items: [group(1)], nextCursor: null })),
      http.get('*/api/mallapp/cardNft/mine/series', () => ok({ series: [] })),
      http.get('*/api/mallapp/box/mine', () => ok({ items: [], nextCursor: null })),
    );
    const queryClient = createQueryClient();
    startRouteLoad(`#${SALE_PATHS.myHome}?filter=listed`, queryClient, 'en');
    await waitFor(() => expect(asked).toHaveLength(4));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect([...asked].sort()).toEqual([
      '/api/mallapp/box/mine?opened=0',
      '/api/mallapp/cardNft/mine',
      '/api/mallapp/cardNft/mine/series',
      '/api/mallapp/cardNft/mine?filter=listed',
    ]);
    expect(imagePreloads()).toEqual([]);
  });
});
