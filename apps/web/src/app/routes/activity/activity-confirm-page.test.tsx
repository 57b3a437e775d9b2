import { ErrorCode } from '@curio/contract/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Activity } from '../../../features/activity/api/get-activity';
import { activityTexts } from '../../../features/activity/texts';
import { addressTexts } from '../../../features/address/texts';
import { couponTexts } from '../../../features/coupon/texts';
import { saleTexts } from '../../../features/sale/texts';
import { i18n, I18nProvider, setupI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query/query-client';
import ActivityConfirmPage from './activity-confirm-page';

// The first render in a file loads the page's modules and texts.
vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
const ok = <T,>(data: T) => HttpResponse.json({ code: 0, msg: 'success', data });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await setupI18n('en');
  await Promise.all([activityTexts.load('en'), saleTexts.load('en'), couponTexts.load('en'), addressTexts.load('en')]);
}, 30_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const now = Date.now();
const gif = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const activity: Activity = {
  id: 9,
  kind: 'physical',
  name: 'Tote bag for holders',
  coverUrl: gif,
  status: 'open',
  result: { id: 0, name: 'Tote bag', coverUrl: gif },
  reward: { kind: 'physical', physical: { name: 'Tote bag', description: '', imageUrl: gif } },
  price: 2_900,
  mode: 'hold',
  startsAt: now - 60_000,
  endsAt: now + 3_600_000,
  stock: { total: 100, left: 40 },
  rulesHtml: '',
  qualifying: [],
  oncePerHolder: true,
  perUserLimit: 1,
  needsAddress: false,
  coolingBlocks: false,
  mine: { castAlready: false, castRecordId: null, casts: 0, canCast: true, reason: null },
  serverTime: now,
};

function OrderPage() {
  return <p>order page {new URLSearchParams(useLocation().search).get('orderNo')}</p>;
}

async function renderConfirm() {
  // Inside an awaited act: a page suspended on its texts resumes within it.
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <I18nProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/pages/activity/order/confirm?id=9']}>
            <Suspense fallback={<p>loading</p>}>
              <Routes>
                <Route path="/pages/activity/order/confirm" element={<ActivityConfirmPage query={{ id: '9' }} />} />
                <Route path="/pages/account/order/detail" element={<OrderPage />} />
              </Routes>
            </Suspense>
          </MemoryRouter>
        </I18nProvider>
      </QueryClientProvider>,
    );
  });
}

describe('confirming an activity order', () => {
  it('on 7020072 leads to the unpaid order the refusal names (decision 071), and nothing else offers it', async () => {
    let confirmed = 0;
    server.use(
      http.get('/api/mallapp/activity/detail/:id', () => ok(activity)),
      http.get('/api/mallapp/address/list', () => ok({ items: [] })),
      http.post('/api/mallapp/activity/order', () => {
        confirmed += 1;
        return HttpResponse.json({
          code: ErrorCode.ORDER_EXISTS,
          msg: 'You already have an unpaid order',
          data: confirmed === 1 ? { orderNo: '2026112900000077770001' } : null,
        });
      }),
    );
    await renderConfirm();
    fireEvent.click(await screen.findByTestId('confirm-submit', {}, { timeout: 8000 }));
    expect((await screen.findByTestId('confirm-refusal')).textContent).toContain('You already have an unpaid order');
    const link = await screen.findByTestId('confirm-go-unpaid');
    expect(link.textContent).toBe('View unpaid order');
    // A refusal that names no order (it ended meanwhile) offers no link.
    fireEvent.click(screen.getByTestId('confirm-submit'));
    await screen.findByTestId('confirm-refusal');
    await vi.waitFor(() => expect(screen.queryByTestId('confirm-go-unpaid')).toBeNull());
    expect(confirmed).toBe(2);
  });

  it('the link opens that very order', async () => {
    server.use(
      http.get('/api/mallapp/activity/detail/:id', () => ok(activity)),
      http.get('/api/mallapp/address/list', () => ok({ items: [] })),
      http.post('/api/mallapp/activity/order', () =>
        HttpResponse.json({
          code: ErrorCode.ORDER_EXISTS,
          msg: 'You already have an unpaid order',
          data: { orderNo: '2026112900000077770001' },
        }),
      ),
    );
    await renderConfirm();
    fireEvent.click(await screen.findByTestId('confirm-submit', {}, { timeout: 8000 }));
    fireEvent.click(await screen.findByTestId('confirm-go-unpaid'));
    await screen.findByText('order page 2026112900000077770001');
  });
});
