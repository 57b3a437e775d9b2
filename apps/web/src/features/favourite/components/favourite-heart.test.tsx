import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query/query-client';
import { useSession } from '../../../lib/session';
import { favouriteTexts } from '../texts';
import { FavouriteHeart, type FavouriteHeartProps } from './favourite-heart';

// The toast is antd-mobile's: a React root of its own, outside the tested tree, that closes on a timer after
// 1.5 s. Unmocked, a toast of the last test could close (and schedule React work) after the file's jsdom is
// gone ("window is not defined" in a loaded run). What the heart asks it to show is asserted instead.
const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../components/shell/feedback', () => ({ toast }));

const server = setupServer();
const ok = <T,>(data: T) => HttpResponse.json({ code: 0, msg: 'success', data });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await setupI18n('en');
  // The heart's texts load beside the page (Suspense): in before the first render.
  await favouriteTexts.load('en');
});
afterEach(() => {
  server.resetHandlers();
  toast.mockReset();
  useSession.getState().setToken(null);
});
afterAll(() => server.close());

const LOGIN = '/pages/login/index?reUrl=%2Fpages%2Fdetail%2Fcollection%3Fid%3D9';

async function renderHeart(p: Partial<FavouriteHeartProps> = {}) {
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/pages/detail/collection?id=9']}>
          <Routes>
            <Route
              path="/pages/detail/collection"
              element={<FavouriteHeart targetType="collection" targetId={9} name="Spring Rain" loginTo={LOGIN} {...p} />}
            />
            <Route path="/pages/login/index" element={<p data-testid="login-page">login</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

describe('the favourite heart', () => {
  it('signed out: a labelled toggle, not pressed, that goes to login and asks the server nothing', async () => {
    await renderHeart();
    const heart = await screen.findByRole('button', { name: 'Favourite: Spring Rain' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByTestId('favourite-count')).toBeNull();
    fireEvent.click(heart);
    await screen.findByTestId('login-page');
  });

  it('signed in: shows my state and the count, adds on a tap and is pressed after', async () => {
    useSession.getState().setToken('token-1');
    let kept = false;
    const sent: unknown[] = [];
    server.use(
      http.get('/api/mallapp/favourite/states', ({ request }) => {
        const q = new URL(request.url).searchParams;
        expect([q.get('targetType'), q.get('ids')]).toEqual(['collection', '9']);
        return ok({ items: [{ targetType: 'collection', targetId: 9, favourited: kept, count: kept ? 4 : 3 }] });
      }),
      http.post('/api/mallapp/favourite/add', async ({ request }) => {
        sent.push(await request.json());
        kept = true;
        return ok({ targetType: 'collection', targetId: 9, favourited: true, count: 4 });
      }),
    );
    await renderHeart();
    // The count it shows is in its name too (the visible label in the name).
    const heart = await screen.findByRole('button', { name: 'Favourite: Spring Rain, kept by 3' });
    expect(screen.getByTestId('favourite-count').textContent).toBe('3');
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(screen.getByTestId('favourite-count').textContent).toBe('4'));
    expect(heart.getAttribute('aria-label')).toBe('Favourite: Spring Rain, kept by 4');
    expect(sent).toEqual([{ targetType: 'collection', targetId: 9 }]);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Added to favourites'));
  });

  it('kept: a tap removes it', async () => {
    useSession.getState().setToken('token-1');
    let kept = true;
    const sent: unknown[] = [];
    server.use(
      http.get('/api/mallapp/favourite/states', () =>
        ok({ items: [{ targetType: 'listing', targetId: 9, favourited: kept, count: kept ? 1 : 0 }] }),
      ),
      http.post('/api/mallapp/favourite/cancel', async ({ request }) => {
        sent.push(await request.json());
        kept = false;
        return ok({ targetType: 'listing', targetId: 9, favourited: false, count: 0 });
      }),
    );
    await renderHeart({ targetType: 'listing' });
    const heart = await screen.findByRole('button', { name: 'Favourite: Spring Rain, kept by 1' });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(sent).toEqual([{ targetType: 'listing', targetId: 9 }]);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Removed from favourites'));
  });

  it('given its state (a list asks for its page at once), it asks nothing itself', async () => {
    useSession.getState().setToken('token-1');
    await renderHeart({ state: { favourited: true, count: 2 }, variant: 'card' });
    const heart = await screen.findByRole('button', { name: 'Favourite: Spring Rain' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    // A card's heart shows no count.
    expect(screen.queryByTestId('favourite-count')).toBeNull();
  });
});
