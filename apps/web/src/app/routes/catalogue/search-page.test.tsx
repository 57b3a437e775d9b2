import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { card, ok, renderCatalogue, warmUp } from '../../../features/catalogue/test-utils';

// The first render in a file loads the page's modules and texts.
vi.setConfig({ testTimeout: 20_000 });
import { useSession } from '../../../lib/session';
import SearchListsPage from './search-lists-page';
import SearchPage from './search-page';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await warmUp();
}, 30_000);
beforeEach(() => {
  useSession.setState({ searchHistory: ['old'] });
  server.use(http.get('*/api/mallapp/search/hotWords', () => ok({ words: ['Seasons', 'Blind box'] })));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const empty = { items: [], nextCursor: null };

describe('search', () => {
  it('shows history and hot words; a search is remembered first, a hot word searches at once, history clears', async () => {
    await renderCatalogue(<SearchPage query={{}} />);
    expect((await screen.findByTestId('search-hot', {}, { timeout: 8000 })).textContent).toContain('Seasons');
    fireEvent.change(screen.getByTestId('search-input'), { target: { value: '  rain ' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(useSession.getState().searchHistory).toEqual(['rain', 'old']);
    fireEvent.click(screen.getByText('Seasons'));
    expect(useSession.getState().searchHistory).toEqual(['Seasons', 'rain', 'old']);
    fireEvent.click(screen.getByTestId('search-history-clear'));
    expect(useSession.getState().searchHistory).toEqual([]);
    await waitFor(() => expect(screen.queryByTestId('search-history')).toBeNull());
  });

  it('an empty search is not sent nor remembered', async () => {
    await renderCatalogue(<SearchPage query={{}} />);
    fireEvent.click(await screen.findByTestId('search-submit'));
    expect(useSession.getState().searchHistory).toEqual(['old']);
  });

  it('results open on the first group that found something, and page on with that group’s cursor', async () => {
    const seen: URL[] = [];
    server.use(
      http.get('*/api/mallapp/search/list', ({ request }) => {
        const url = new URL(request.url);
        seen.push(url);
        if (url.searchParams.get('type') === 'series')
          return ok({ collections: empty, series: { items: [], nextCursor: null }, creators: empty, blindBoxes: empty });
        return ok({
          blindBoxes: empty,
          collections: empty,
          series: {
            items: [
              {
                id: 1,
                name: 'Four Seasons',
                coverUrl: '/s.png',
                creator: { id: 3, name: 'Lin', avatarUrl: '' },
                categoryId: null,
                collectionCount: 4,
              },
            ],
            nextCursor: 'n1',
          },
          creators: empty,
        });
      }),
    );
    // The resale listings come from the market's list with the keyword: none here.
    server.use(
      http.get('*/api/mallapp/market/list', ({ request }) => {
        seen.push(new URL(request.url));
        return ok(empty);
      }),
    );
    await renderCatalogue(<SearchListsPage query={{ keyword: 'Seasons' }} />);
    // The result lists load lazily: a loaded machine takes longer than findBy's default second.
    expect((await screen.findByTestId('series-card', {}, { timeout: 8000 })).textContent).toContain('Four Seasons');
    expect(screen.getByTestId('search-tab-series').getAttribute('aria-selected')).toBe('true');
    const first = seen.find((u) => u.pathname.endsWith('/search/list'))!;
    expect(first.searchParams.get('keyword')).toBe('Seasons');
    expect(first.searchParams.has('type')).toBe(false);
    expect(seen.find((u) => u.pathname.endsWith('/market/list'))!.searchParams.get('keyword')).toBe('Seasons');
    // The group's first page came with the search: it is not asked for again.
    expect(seen.filter((u) => u.searchParams.get('type') === 'series' && !u.searchParams.has('cursor'))).toHaveLength(0);
    fireEvent.click(screen.getByTestId('search-tab-collection'));
    expect(await screen.findByText('Nothing found for “Seasons”')).toBeTruthy();
    void card;
  });

  it('finds resale listings and blind boxes, each linking to its page', async () => {
    const listing = {
      id: 41,
      cardNftId: 7,
      collection: {
        id: 5,
        name: 'Rain Fox',
        coverUrl: '/c.png',
        mediaKind: 'image',
        totalSupply: 100,
        issuePrice: 1000,
        creator: { id: 3, name: 'Lin', avatarUrl: '' },
      },
      serial: 12,
      price: 2500,
      status: 'on-sale',
      seller: { userId: 9, nickname: 'Ann', avatarUrl: '', maskedPhone: '138****0000' },
      listedAt: 1,
      marketType: 2,
      businessType: 7,
      saleKind: 3,
    };
    server.use(
      http.get('*/api/mallapp/search/list', () =>
        ok({
          collections: empty,
          series: empty,
          creators: empty,
          blindBoxes: { items: [{ ...card({ id: 8, name: 'Rain box' }), businessType: 3 }], nextCursor: null },
        }),
      ),
      http.get('*/api/mallapp/market/list', () => ok({ items: [listing], nextCursor: null })),
    );
    await renderCatalogue(<SearchListsPage query={{ keyword: 'Rain' }} />);
    // Listings found something: their tab opens first, each card opens the listing's page.
    const found = await screen.findByTestId('listing-card', {}, { timeout: 8000 });
    expect(screen.getByTestId('search-tab-listing').getAttribute('aria-selected')).toBe('true');
    expect(found.getAttribute('href')).toContain('/pages/detail/collection?marketType=2&id=41');
    fireEvent.click(screen.getByTestId('search-tab-blindBox'));
    const box = await screen.findByTestId('blind-box-card', {}, { timeout: 8000 });
    expect(box.textContent).toContain('Rain box');
    expect(box.getAttribute('href')).toContain('/pages/detail/blindbox?id=8');
  });
});
