import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { card, detail, ok, warmUp } from '../features/catalogue/test-utils';
import { categoryTreeQueryOptions } from '../features/catalogue/api/category-tree';
import { collectionQueryOptions } from '../features/catalogue/api/get-collection';
import { homeDecorationQueryOptions } from '../features/catalogue/api/home-decoration';
import { CATALOGUE_PATHS } from '../features/catalogue/paths';
import { i18n, I18nProvider } from '../lib/i18n';
import { createQueryClient } from '../lib/query/query-client';
import { configureRequest } from '../lib/request/index';
import { useSession } from '../lib/session';
import { useTenant } from '../lib/tenant/tenant-store';
import { bootLanguage, loadRoutesOnIntent, splitRoute, startRouteLoad } from './route-loaders';
import { findRoute, routes } from './routes/index';
import CollectionPage from './routes/catalogue/collection-page';
import MarketPage from './routes/catalogue/market-page';

// The first render in a file loads the pages' modules and texts.
vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
/** Every API path asked for, in order. */
let asked: string[] = [];
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
  await warmUp();
  configureRequest({ getLanguage: () => 'en' });
}, 30_000);
beforeEach(() => {
  asked = [];
  useTenant.getState().set({ status: 'open' });
  useSession.getState().setToken('token-1');
});
afterEach(() => {
  server.resetHandlers();
  useSession.getState().setToken(null);
});
afterAll(() => server.close());

const DETAIL = '/api/mallapp/collection/detail/7';
const LIST = '/api/mallapp/collection/list';
const TREE = '/api/mallapp/singularCategory/categoryTree';
/** The favourites' heart on the detail asks its own state (a small call of its own, after the page). */
const HEART = '/api/mallapp/favourite/states';

function answerCatalogue() {
  server.use(
    http.get('*/api/mallapp/collection/detail/:id', () => ok(detail({ id: 7, name: 'Spring Rain' }))),
    http.get('*/api/mallapp/collection/list', () => ok({ items: [card({ id: 1, name: 'Autumn Water' })], nextCursor: null })),
    http.get('*/api/mallapp/singularCategory/categoryTree', () => ok([{ id: 2, name: 'Paintings', icon: '', children: [] }])),
    http.get('*/api/mallapp/favourite/states', () =>
      ok({ items: [{ targetType: 'collection', targetId: 7, favourited: false, count: 0 }] }),
    ),
  );
}

async function renderWith(queryClient: QueryClient, ui: ReactElement) {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <MemoryRouter>
            <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
          </MemoryRouter>
        </I18nProvider>
      </QueryClientProvider>,
    );
  });
}

const settled = (queryClient: QueryClient) => waitFor(() => expect(queryClient.isFetching()).toBe(0));

describe('route loaders', () => {
  it('reads a hash route as its path and query', () => {
    expect(splitRoute('#/pages/detail/collection?id=7&x=1')).toEqual({
      path: '/pages/detail/collection',
      query: { id: '7', x: '1' },
    });
    expect(splitRoute('/pages/market/index')).toEqual({ path: '/pages/market/index', query: {} });
    expect(splitRoute('')).toEqual({ path: '/', query: {} });
    expect(splitRoute('#/')).toEqual({ path: '/', query: {} });
  });

  it('boots in the chosen language, else the language the server wrote into the page', () => {
    document.documentElement.lang = 'zh-TW';
    expect(bootLanguage(null)).toBe('zh-TW');
    expect(bootLanguage('fr')).toBe('fr');
    document.documentElement.lang = 'xx';
    expect(bootLanguage(null)).toBe('en');
  });

  it('declares texts on every catalogue page and a first query on the home, the market and the collection detail', () => {
    const withData = routes.filter((r) => r.data).map((r) => r.path);
    expect(withData).toEqual(
      expect.arrayContaining(['/', '/pages/index/index', CATALOGUE_PATHS.market, CATALOGUE_PATHS.collection]),
    );
    for (const path of Object.values(CATALOGUE_PATHS)) expect(findRoute(path)?.texts, path).toBeTypeOf('function');
  });

  it('the collection detail: asks for the collection once, and the page shows it without asking again', async () => {
    answerCatalogue();
    const queryClient = createQueryClient();
    startRouteLoad('#/pages/detail/collection?id=7', queryClient, 'en');
    await settled(queryClient);
    expect(asked).toEqual([DETAIL]);
    expect(queryClient.getQueryData(collectionQueryOptions(7, 'en').queryKey)?.name).toBe('Spring Rain');

    await renderWith(queryClient, <CollectionPage query={{ id: '7' }} />);
    expect((await screen.findByTestId('collection-name')).textContent).toBe('Spring Rain');
    await screen.findByTestId('favourite-heart');
    await settled(queryClient);
    expect(asked).toEqual([DETAIL, HEART]);
  });

  it('the market: asks for the categories and the first page of drops once; the page finds both', async () => {
    answerCatalogue();
    const queryClient = createQueryClient();
    startRouteLoad(CATALOGUE_PATHS.market, queryClient, 'en');
    await settled(queryClient);
    expect([...asked].sort()).toEqual([LIST, TREE]);

    await renderWith(queryClient, <MarketPage query={{}} />);
    expect((await screen.findAllByTestId('collection-card')).map((c) => c.textContent)).toEqual([
      expect.stringContaining('Autumn Water'),
    ]);
    expect(screen.getByTestId('market-categories').textContent).toContain('Paintings');
    await settled(queryClient);
    expect([...asked].sort()).toEqual([LIST, TREE]);
  });

  it('the home: the decoration and the category tree under the keys the home page reads', () => {
    const queryClient = createQueryClient();
    const fetched: unknown[] = [];
    vi.spyOn(queryClient, 'prefetchQuery').mockImplementation((options) => {
      fetched.push(options.queryKey);
      return Promise.resolve();
    });
    startRouteLoad('#/', queryClient, 'en');
    expect(fetched).toEqual([homeDecorationQueryOptions('en').queryKey, categoryTreeQueryOptions('en').queryKey]);
  });

  it('asks for data only once the tenant is open (the language and the app id are known then)', async () => {
    answerCatalogue();
    useTenant.getState().set({ status: 'loading' });
    const queryClient = createQueryClient();
    startRouteLoad('#/pages/detail/collection?id=7', queryClient, 'en');
    expect(queryClient.isFetching()).toBe(0);
    useTenant.getState().set({ status: 'open' });
    await settled(queryClient);
    expect(asked).toEqual([DETAIL]);

    // A closed platform: nothing is asked.
    asked = [];
    const other = createQueryClient();
    useTenant.getState().set({ status: 'loading' });
    startRouteLoad('#/pages/market/index', other, 'en');
    useTenant.getState().set({ status: 'closed' });
    useTenant.getState().set({ status: 'open' });
    await settled(other);
    expect(asked).toEqual([]);
  });

  it('starts nothing for a page that needs login when there is no token, nor for an unknown route', async () => {
    useSession.getState().setToken(null);
    const queryClient = createQueryClient();
    startRouteLoad('#/pages/detail/collection?id=7', queryClient, 'en');
    startRouteLoad('#/pages/nowhere', queryClient, 'en');
    await settled(queryClient);
    expect(asked).toEqual([]);
  });

  it("starts a link's route when the pointer comes down on it", async () => {
    answerCatalogue();
    const queryClient = createQueryClient();
    const stop = loadRoutesOnIntent(queryClient);
    const link = document.createElement('a');
    link.href = '#/pages/detail/collection?id=7';
    link.innerHTML = '<span>open</span>';
    document.body.append(link);
    link.firstElementChild!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settled(queryClient);
    expect(asked).toEqual([DETAIL]);
    stop();
    link.remove();
  });
});
