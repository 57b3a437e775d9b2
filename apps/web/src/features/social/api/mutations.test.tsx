// The social writes carry their invalidations (decision 017): what each answer changes is out of date
// when the mutation resolves. Requests go through the request client to msw.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query/query-client';
import { useFollowMutation } from './follow';
import { useSetDisplayMutation } from './set-display';

const server = setupServer();
const ok = <T,>(data: T) => HttpResponse.json({ code: 0, msg: 'success', data });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

const KEYS = {
  page: ['social', 'page', 7, 'en'],
  fans: ['social', 'fans', 'me'],
  holding: ['holdings', 'detail', 3, 'en'],
  catalogue: ['collection', 9, 'en'],
} as const;
const stale = () =>
  Object.fromEntries(Object.entries(KEYS).map(([name, key]) => [name, queryClient.getQueryState(key)?.isInvalidated ?? false]));

beforeEach(() => {
  queryClient = createQueryClient();
  for (const key of Object.values(KEYS)) queryClient.setQueryData(key, {});
});

describe('the social mutations', () => {
  it('follow and unfollow send the user id and make the pages and lists out of date, nothing else', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/mallapp/follow/add', async ({ request }) => {
        sent.push(['add', await request.json()]);
        return ok({ userId: 7, followed: true, followers: 1 });
      }),
      http.post('/api/mallapp/follow/cancel', async ({ request }) => {
        sent.push(['cancel', await request.json()]);
        return ok({ userId: 7, followed: false, followers: 0 });
      }),
    );
    const { result } = renderHook(() => useFollowMutation(), { wrapper });
    const r = await act(() => result.current.mutateAsync({ userId: 7, follow: true }));
    expect(r).toEqual({ userId: 7, followed: true, followers: 1 });
    expect(stale()).toEqual({ page: true, fans: true, holding: false, catalogue: false });
    await act(() => result.current.mutateAsync({ userId: 7, follow: false }));
    expect(sent).toEqual([
      ['add', { userId: 7 }],
      ['cancel', { userId: 7 }],
    ]);
  });

  it('display on/off sends 1 or 0 and makes my page and my holdings out of date', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/mallapp/cardNft/display', async ({ request }) => {
        const body = (await request.json()) as { cardNftId: number; displayed: number };
        sent.push(body);
        return ok({ cardNftId: body.cardNftId, displayed: body.displayed === 1 });
      }),
    );
    const { result } = renderHook(() => useSetDisplayMutation(), { wrapper });
    expect(await act(() => result.current.mutateAsync({ cardNftId: 3, displayed: true }))).toEqual({
      cardNftId: 3,
      displayed: true,
    });
    expect(stale()).toEqual({ page: true, fans: true, holding: true, catalogue: false });
    await act(() => result.current.mutateAsync({ cardNftId: 3, displayed: false }));
    expect(sent).toEqual([
      { cardNftId: 3, displayed: 1 },
      { cardNftId: 3, displayed: 0 },
    ]);
  });
});
