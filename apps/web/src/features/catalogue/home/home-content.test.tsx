import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { card, ok, renderCatalogue, warmUp } from '../test-utils';

// The first render in a file loads the page's modules and texts.
vi.setConfig({ testTimeout: 20_000 });
import { useSession } from '../../../lib/session';
import { useTenant } from '../../../lib/tenant/tenant-store';
import HomeContent from './home-content';
import type { HomeDecoration } from '../api/home-decoration';

const server = setupServer();
const seen: URL[] = [];
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await warmUp();
}, 30_000);
beforeEach(() => {
  seen.length = 0;
  useTenant.getState().set({ info: { tenantId: 7 } as never });
  useSession.setState({ categoryByTenant: {}, recommendSortType: -1, collectionSortType: -1 });
  server.use(
    http.get('*/api/mallapp/singularCategory/categoryTree', () =>
      ok([
        { id: 2, name: 'Art', icon: '', children: [] },
        { id: 5, name: 'Toys', icon: '', children: [] },
      ]),
    ),
    http.get('*/api/mallapp/collection/list', ({ request }) => {
      const url = new URL(request.url);
      seen.push(url);
      const cursor = url.searchParams.get('cursor');
      return ok({
        items: cursor
          ? [card({ id: 30, name: 'Page two' })]
          : [card({ id: 10, name: 'First' }), card({ id: 11, name: 'Second' })],
        nextCursor: cursor ? null : 'c2',
      });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const decoration: HomeDecoration = {
  banners: [],
  noticeHeadlines: [{ id: 4, title: 'Maintenance on Sunday', summary: '', coverUrl: null, publishedAt: 1 }],
  sections: [
    {
      key: 'soon',
      title: 'Coming soon',
      kind: 'upcoming',
      items: [card({ id: 20, name: 'Autumn', saleState: 'upcoming', saleStart: Date.now() + 60_000 })],
    },
    { key: 'empty', title: 'Nothing', kind: 'series', items: [] },
  ],
  serverTime: Date.now(),
};

describe('home content', () => {
  it('notices, the operator’s sections (empty ones left out), the categories and the recommend list', async () => {
    await renderCatalogue(<HomeContent decoration={decoration} />);
    expect((await screen.findByTestId('home-notice', {}, { timeout: 8000 })).getAttribute('href')).toBe(
      '/pages/home/notice/index?id=4',
    );
    expect(screen.getByTestId('home-section-upcoming').textContent).toContain('Autumn');
    expect(screen.queryByTestId('home-section-series')).toBeNull();
    await screen.findByText('First');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Art', 'Toys']);
    expect(seen[0]!.searchParams.get('sortType')).toBe('-1');
    expect(seen[0]!.searchParams.has('categoryId')).toBe(false);
  });

  it('a category shows its collection list with its own sort; both are remembered for the tenant', async () => {
    await renderCatalogue(<HomeContent decoration={decoration} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Toys' }, { timeout: 5000 }));
    await waitFor(() => expect(seen.at(-1)!.searchParams.get('categoryId')).toBe('5'));
    expect(useSession.getState().categoryByTenant).toEqual({ '7': 5 });
    fireEvent.click(screen.getByText('Newest'));
    await waitFor(() => expect(seen.at(-1)!.searchParams.get('sortType')).toBe('1'));
    expect(useSession.getState().collectionSortType).toBe(1);
    expect(useSession.getState().recommendSortType).toBe(-1);
    // Back to "All": the recommend list with its own (default) sort, as loaded at first (still fresh).
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true'));
    await screen.findByText('First');
    const recommend = seen.filter((u) => !u.searchParams.has('categoryId'));
    expect(recommend.length).toBeGreaterThan(0);
    expect(recommend.every((u) => u.searchParams.get('sortType') === '-1')).toBe(true);
    expect(useSession.getState().categoryByTenant).toEqual({ '7': null });
  });

  it('a remembered category the tenant no longer has counts as All', async () => {
    useSession.setState({ categoryByTenant: { '7': 99 } });
    await renderCatalogue(<HomeContent decoration={decoration} />);
    await screen.findByText('First');
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(seen.every((u) => !u.searchParams.has('categoryId'))).toBe(true);
  });
});
