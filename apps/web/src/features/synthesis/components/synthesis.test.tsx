import { ErrorCode, errorMessage } from '@curio/contract/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query/query-client';
import { useSynthesisPicks } from '../store';
import { synthesisTexts } from '../texts';
import type { MyFragment, Recipe, SynthesisRecord } from '../types';
import { FragmentPicker } from './fragment-picker';
import { RecipeDetail } from './recipe-detail';
import { RecordCard } from './record-card';

const server = setupServer();
const ok = <T,>(data: T) => HttpResponse.json({ code: 0, msg: 'success', data });
let posted: unknown[] = [];

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await setupI18n('en');
  await synthesisTexts.load('en');
}, 30_000);
afterEach(() => {
  server.resetHandlers();
  posted = [];
  useSynthesisPicks.setState({ byRecipe: {} });
});
afterAll(() => server.close());

const now = Date.now();
const gif = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const recipe = (over: Partial<Recipe> = {}): Recipe => ({
  id: 3,
  name: 'Star forge',
  coverUrl: gif,
  result: { id: 30, name: 'Star Crown', coverUrl: gif },
  mode: 'burn',
  pledgeHours: 0,
  startsAt: now - 60_000,
  endsAt: now + 3_600_000,
  state: 'open',
  stockTotal: 10,
  stockLeft: 7,
  perUserLimit: 2,
  fragments: [
    { collectionId: 11, name: 'Star shard', coverUrl: gif, count: 2, owned: 3, held: 4 },
    { collectionId: 12, name: 'Moon dust', coverUrl: gif, count: 1, owned: 1, held: 1 },
  ],
  description: '',
  ignoreCooling: false,
  usedByMe: 1,
  canSynthesize: true,
  reason: null,
  withdrawn: false,
  serverTime: now,
  ...over,
});
const frag = (cardNftId: number, over: Partial<MyFragment> = {}): MyFragment => ({
  cardNftId,
  collectionId: 11,
  serial: cardNftId,
  totalSupply: 100,
  status: 'held',
  usable: true,
  blockedBy: null,
  blockedUntil: null,
  ...over,
});
const record = (over: Partial<SynthesisRecord> = {}): SynthesisRecord => ({
  id: 90,
  recipe: { id: 3, name: 'Star forge', coverUrl: gif, mode: 'burn' },
  status: 'done',
  result: { cardNftId: 501, collectionId: 30, name: 'Star Crown', coverUrl: gif, serial: 4, totalSupply: 10 },
  inputs: [],
  createdAt: now,
  pledgeEndsAt: null,
  endedAt: now,
  ...over,
});

async function renderAt(path: string, routes: { path: string; element: ReactNode }[]) {
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={<p>loading</p>}>
            <Routes>
              {routes.map((r) => (
                <Route key={r.path} path={r.path} element={r.element} />
              ))}
              <Route path="/pages/account/detail/collection" element={<p>item page</p>} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await Promise.resolve();
  });
}

const detail = (r: Recipe) => ({
  path: '/pages/detail/synthesis',
  element: (
    <RecipeDetail
      recipe={r}
      refetch={() => Promise.resolve()}
      itemPath={(id) => `/pages/account/detail/collection?cardNftId=${id}`}
      recordsPath="/pages/synthesis/hostlist"
    />
  ),
});

describe('picking fragments', () => {
  it('ticks only usable items, up to the count; unusable ones are greyed with why; confirming short says 4000034', async () => {
    let done = 0;
    const items = [
      frag(1),
      frag(2, { usable: false, blockedBy: 'pledged', blockedUntil: now + 3_600_000, status: 'pledged' }),
      frag(3),
      frag(4, { usable: false, blockedBy: 'listed', status: 'on_consignment' }),
      frag(5),
    ];
    const fragment = recipe().fragments[0]!;
    await renderAt('/pick', [
      { path: '/pick', element: <FragmentPicker recipeId={3} fragment={fragment} items={items} onDone={() => (done += 1)} /> },
    ]);
    const tiles = await screen.findAllByTestId('fragment-item');
    expect(tiles.map((b) => (b as HTMLButtonElement).disabled)).toEqual([false, true, false, true, false]);
    expect(tiles[1]!.textContent).toContain('Pledged');
    expect(tiles[3]!.textContent).toContain('On consignment');

    fireEvent.click(tiles[0]!);
    fireEvent.click(tiles[1]!); // disabled: nothing
    expect(screen.getByTestId('picker-count').getAttribute('data-picked')).toBe('1');
    fireEvent.click(screen.getByTestId('picker-confirm'));
    expect(screen.getByTestId('picker-refusal').textContent).toContain(errorMessage(ErrorCode.SELECT_REQUIRED, 'en'));
    expect(done).toBe(0);
    expect(useSynthesisPicks.getState().byRecipe[3]).toBeUndefined();

    fireEvent.click(tiles[2]!);
    fireEvent.click(tiles[4]!); // a third one: refused, the count is 2
    expect(tiles[4]!.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('picker-count').getAttribute('data-picked')).toBe('2');
    fireEvent.click(tiles[0]!); // untick, then "pick for me" fills up with the first usable one
    fireEvent.click(screen.getByTestId('picker-auto'));
    fireEvent.click(screen.getByTestId('picker-confirm'));
    expect(done).toBe(1);
    expect(useSynthesisPicks.getState().byRecipe[3]).toEqual({ 11: [3, 1] });
  });
});

describe('one recipe', () => {
  it('shows what I own and picked, refuses to start short (4000034), then confirms, synthesises and links to the new item', async () => {
    server.use(
      http.post('/api/mallapp/synthesis/create', async ({ request }) => {
        posted.push(await request.json());
        return ok({ synthesis: record(), resultItemId: 501, serverTime: Date.now() });
      }),
    );
    await renderAt('/pages/detail/synthesis?id=3', [detail(recipe())]);
    const rows = await screen.findAllByTestId('recipe-fragment');
    expect(rows[0]!.textContent).toContain('Needs 2');
    expect(rows[0]!.textContent).toContain('I own 3');
    expect(screen.getByTestId('recipe-limit').textContent).toBe('1 of 2 used');
    expect(screen.getByTestId('recipe-mode-explained').textContent).toContain('destroyed');

    fireEvent.click(screen.getByTestId('synthesize'));
    expect(screen.getByTestId('synthesis-refusal').textContent).toBe(errorMessage(ErrorCode.SELECT_REQUIRED, 'en'));
    expect(posted).toEqual([]);

    act(() => {
      useSynthesisPicks.getState().setPicked(3, 11, [7, 8]);
      useSynthesisPicks.getState().setPicked(3, 12, [9]);
    });
    expect(rows[0]!.querySelector('[data-testid="fragment-picked"]')!.getAttribute('data-picked')).toBe('2');
    fireEvent.click(screen.getByTestId('synthesize'));
    expect((await screen.findByTestId('synthesis-confirm-text')).textContent).toContain(
      '3 fragments you picked will be destroyed',
    );
    fireEvent.click(screen.getByTestId('synthesis-confirm'));
    const link = await screen.findByTestId('synthesis-item-link');
    expect(posted).toEqual([{ recipeId: 3, itemIds: [7, 8, 9] }]);
    expect(link.getAttribute('href')).toBe('/pages/account/detail/collection?cardNftId=501');
    expect(useSynthesisPicks.getState().byRecipe[3]).toBeUndefined();
  });

  it("a pledge recipe explains the pledge; a refusal shows the server's words beside the button", async () => {
    server.use(
      http.post('/api/mallapp/synthesis/create', () =>
        HttpResponse.json({ code: ErrorCode.PLEDGED, msg: 'This collectible is pledged', data: null }),
      ),
    );
    useSynthesisPicks.setState({ byRecipe: { 3: { 11: [7, 8], 12: [9] } } });
    await renderAt('/pages/detail/synthesis?id=3', [detail(recipe({ mode: 'pledge', pledgeHours: 48 }))]);
    expect((await screen.findByTestId('recipe-mode-explained')).textContent).toContain('frozen for 48 hours');
    expect(screen.getByTestId('recipe-mode').textContent).toBe('Pledge 48 h');
    fireEvent.click(screen.getByTestId('synthesize'));
    expect((await screen.findByTestId('synthesis-confirm-text')).textContent).toContain('pledged for 48 hours');
    fireEvent.click(screen.getByTestId('synthesis-confirm'));
    await waitFor(() => expect(screen.getByTestId('synthesis-refusal').textContent).toBe('This collectible is pledged'));
    expect(screen.queryByTestId('synthesis-result')).toBeNull();
  });

  it('with my limit used, the button waits and says why', async () => {
    await renderAt('/pages/detail/synthesis?id=3', [
      detail(recipe({ usedByMe: 2, canSynthesize: false, reason: ErrorCode.SYNTHESIS_LIMIT_REACHED })),
    ]);
    const button = (await screen.findByTestId('synthesize')) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('You have used your limit');
  });
});

describe('my records', () => {
  it('a running pledge counts down live; past its end it is returning; finished, cancelled and done say so', async () => {
    const inputs = [
      { cardNftId: 7, collectionId: 11, name: 'Star shard', coverUrl: gif, serial: 7, state: 'pledged' as const },
      { cardNftId: 8, collectionId: 11, name: 'Star shard', coverUrl: gif, serial: 8, state: 'pledged' as const },
    ];
    const pledge = { id: 3, name: 'Star forge', coverUrl: gif, mode: 'pledge' as const };
    const item = (id: number) => `/pages/account/detail/collection?cardNftId=${id}`;
    await renderAt('/records', [
      {
        path: '/records',
        element: (
          <>
            <RecordCard
              record={record({ id: 1, recipe: pledge, status: 'ing', inputs, pledgeEndsAt: now + 7_200_000, endedAt: null })}
              itemPath={item}
              onPledgeEnd={() => undefined}
            />
            <RecordCard
              record={record({ id: 2, recipe: pledge, status: 'ing', inputs, pledgeEndsAt: now - 1_000, endedAt: null })}
              itemPath={item}
              onPledgeEnd={() => undefined}
            />
            <RecordCard
              record={record({ id: 3, recipe: pledge, status: 'finish', inputs, pledgeEndsAt: now - 1_000 })}
              itemPath={item}
              onPledgeEnd={() => undefined}
            />
            <RecordCard
              record={record({ id: 4, recipe: pledge, status: 'cancel', inputs, pledgeEndsAt: now + 7_200_000 })}
              itemPath={item}
              onPledgeEnd={() => undefined}
            />
            <RecordCard record={record({ id: 5 })} itemPath={item} onPledgeEnd={() => undefined} />
          </>
        ),
      },
    ]);
    const cards = await screen.findAllByTestId('synthesis-record');
    expect(cards.map((c) => c.getAttribute('data-view'))).toEqual(['ing', 'returning', 'finish', 'cancel', 'done']);
    expect(cards.map((c) => c.querySelector('[data-testid="record-status"]')!.textContent)).toEqual([
      'In progress',
      'Returning',
      'Finished',
      'Cancelled',
      'Done',
    ]);
    expect(cards[0]!.querySelector('[role="timer"]')).not.toBeNull();
    expect(cards[0]!.querySelector('[data-testid="countdown-hours"]')!.textContent).toMatch(/^0[12]$/);
    expect(cards.slice(1).every((c) => c.querySelector('[role="timer"]') === null)).toBe(true);
    expect(cards[0]!.textContent).toContain('2 fragments pledged');
    expect(cards[4]!.querySelector('[data-testid="record-item-link"]')!.getAttribute('href')).toBe(item(501));
  });
});
