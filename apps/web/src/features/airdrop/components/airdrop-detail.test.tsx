import { ErrorCode } from '@curio/contract/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query/query-client';
import type { Airdrop } from '../rules';
import { airdropTexts } from '../texts';
import { AirdropDetail } from './airdrop-detail';

const server = setupServer();
const ok = <T,>(data: T) => HttpResponse.json({ code: 0, msg: 'success', data });
let received: unknown[] = [];

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await setupI18n('en');
  await airdropTexts.load('en');
}, 30_000);
afterEach(() => {
  server.resetHandlers();
  received = [];
});
afterAll(() => server.close());

const now = Date.now();
const airdrop = (over: Partial<Airdrop> = {}): Airdrop => ({
  id: 5,
  name: 'Welcome airdrop',
  description: 'Once per person.',
  coverUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  collection: { id: 9, name: 'Welcome gift', coverUrl: '', mediaKind: 'image', totalSupply: 1000 },
  quantityPerUser: 1,
  startsAt: now - 60_000,
  endsAt: now + 3_600_000,
  claimsLimit: 100,
  claimed: 3,
  status: 'receivable',
  started: true,
  received: null,
  serverTime: now,
  ...over,
});

/** Renders the detail; awaited, so that the texts' suspense resolves inside act. */
async function renderDetail(a: Airdrop, onReceived?: () => void) {
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/pages/detail/airdrop?id=5']}>
          <Suspense fallback={<p>loading</p>}>
            <Routes>
              <Route
                path="/pages/detail/airdrop"
                element={
                  <AirdropDetail
                    airdrop={a}
                    refetch={() => Promise.resolve()}
                    itemPath={(id) => `/pages/account/detail/collection?cardNftId=${id}`}
                    onReceived={onReceived}
                  />
                }
              />
              <Route path="/pages/account/detail/collection" element={<p>item page</p>} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await Promise.resolve();
  });
  return view!;
}

describe('one airdrop', () => {
  it('receives it: the result links to the item, minting; the chip says received', async () => {
    server.use(
      http.post('/api/memberapi/user/userAirDropTransfer', async ({ request }) => {
        received.push(await request.json());
        return ok({ airdropId: 5, items: [{ cardNftId: 77, collectionId: 9, serial: 4, status: 'minting' }], receivedAt: now });
      }),
    );
    let told = 0;
    await renderDetail(airdrop(), () => (told += 1));
    const button = await screen.findByTestId('airdrop-receive');
    expect(button.textContent).toBe('Receive for free');
    expect(screen.getByTestId('airdrop-chip').getAttribute('data-phase')).toBe('open');
    fireEvent.click(button);
    const link = await screen.findByTestId('airdrop-item-link');
    expect(received).toEqual([{ airdropId: 5 }]);
    expect(link.getAttribute('href')).toBe('/pages/account/detail/collection?cardNftId=77');
    expect(link.textContent).toBe('View the item (minting)');
    expect(screen.getByTestId('airdrop-chip').getAttribute('data-phase')).toBe('received');
    expect(screen.queryByTestId('airdrop-receive')).toBeNull();
    expect(told).toBe(1);
  });

  it("a refusal shows the server's message beside the button", async () => {
    server.use(
      http.post('/api/memberapi/user/userAirDropTransfer', () =>
        HttpResponse.json({ code: ErrorCode.CLAIMS_EXHAUSTED, msg: 'No claims left', data: null }),
      ),
    );
    await renderDetail(airdrop());
    fireEvent.click(await screen.findByTestId('airdrop-receive'));
    await waitFor(() => expect(screen.getByTestId('airdrop-refusal').textContent).toBe('No claims left'));
    expect(screen.queryByTestId('airdrop-result')).toBeNull();
  });

  it('before its start the button waits; once received, the items link to my collectibles; expired: no button', async () => {
    const { unmount } = await renderDetail(airdrop({ started: false, startsAt: now + 3_600_000, endsAt: now + 7_200_000 }));
    const button = await screen.findByTestId('airdrop-receive');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('airdrop-chip').getAttribute('data-phase')).toBe('upcoming');
    expect(screen.getByRole('timer')).toBeTruthy();
    unmount();

    const mine = await renderDetail(airdrop({ status: 'finished', received: { at: now, cardNftIds: [8, 9] } }));
    expect((await screen.findAllByTestId('airdrop-item-link')).map((a) => a.getAttribute('href'))).toEqual([
      '/pages/account/detail/collection?cardNftId=8',
      '/pages/account/detail/collection?cardNftId=9',
    ]);
    expect(screen.queryByTestId('airdrop-receive')).toBeNull();
    mine.unmount();

    await renderDetail(airdrop({ status: 'expired', startsAt: now - 7_200_000, endsAt: now - 3_600_000 }));
    expect((await screen.findByTestId('airdrop-chip')).getAttribute('data-phase')).toBe('expired');
    expect(screen.queryByTestId('airdrop-receive')).toBeNull();
  });
});
