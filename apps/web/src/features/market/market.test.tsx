import { ErrorCode } from '@curio/contract/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query/query-client';
import type { ListingDetail } from './api/get-listing';
import { ConsignAction } from './components/consign-action';
import { ListingBuyBar, ListingSummary } from './components/listing-view';
import { listingPath, isListingQuery } from './paths';
import { fenToYuanText, percentText, yuanToFen } from './rules';
import { marketTexts } from './texts';

const server = setupServer();
const ok = <T,>(data: T) => HttpResponse.json({ code: 0, msg: 'success', data });
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await setupI18n('en');
  await marketTexts.load('en');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function wrap(ui: React.ReactElement) {
  let r: ReturnType<typeof render> | undefined;
  await act(async () => {
    r = render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return r!;
}

const t0 = Date.UTC(2026, 10, 20, 4);
const listing: ListingDetail = {
  id: 41,
  cardNftId: 77,
  collection: {
    id: 3,
    name: 'Spring Rain',
    coverUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    mediaKind: 'image',
    totalSupply: 1000,
    issuePrice: 9900,
    creator: { id: 1, name: 'Lin', avatarUrl: '' },
  } as ListingDetail['collection'],
  serial: 17,
  price: 25000,
  status: 'on-sale',
  seller: { userId: 8, nickname: 'Alice', avatarUrl: '', maskedPhone: '138****0001' },
  listedAt: t0,
  marketType: 2,
  businessType: 7,
  saleKind: 3,
  description: 'A drop of spring.',
  media: { kind: 'image', url: '', contentType: 'image/png', posterUrl: null, sources: [] },
  floorPrice: 21000,
  mine: false,
  endedAt: null,
  serverTime: t0,
};

const history = {
  collectionId: 3,
  points: [
    { price: 12000, at: t0 - 3 * 86_400_000 },
    { price: 30000, at: t0 - 2 * 86_400_000 },
    { price: 22000, at: t0 - 86_400_000 },
  ],
  floorPrice: 21000,
  lastPrice: 22000,
  count: 3,
  highPrice: 30000,
  lowPrice: 12000,
};

const quote = (price: number, over: Partial<Record<string, unknown>> = {}) => ({
  cardNftId: 77,
  price,
  minPrice: 100,
  ceiling: 198000,
  priceValid: price >= 100 && price <= 198000,
  feeRateBp: 500,
  fee: Math.floor((price * 500) / 10_000),
  royaltyRateBp: 250,
  royalty: Math.floor((price * 250) / 10_000),
  net: price - Math.floor((price * 500) / 10_000) - Math.floor((price * 250) / 10_000),
  blockedBy: null,
  transferableAt: 0,
  ...over,
});

describe('market rules and paths', () => {
  it('reads prices typed in yuan as fen, writes rates in percent, links a listing as market type 2', () => {
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen(' 12.5 ')).toBe(1250);
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen('1.234')).toBeNull();
    expect(yuanToFen('-1')).toBeNull();
    expect(yuanToFen('')).toBeNull();
    expect(fenToYuanText(1250)).toBe('12.5');
    expect(fenToYuanText(1200)).toBe('12');
    expect(percentText(500)).toBe('5%');
    expect(percentText(250)).toBe('2.5%');
    expect(listingPath(41)).toBe('/pages/detail/collection?marketType=2&id=41');
    expect(isListingQuery({ marketType: '2', id: '41' })).toBe(true);
    expect(isListingQuery({ id: '41' })).toBe(false);
  });
});

describe('a listing', () => {
  it('shows the serial, the masked seller, the price, the floor and the price history with its summary', async () => {
    server.use(http.get('*/api/mallapp/market/priceHistory/3', () => ok(history)));
    await wrap(<ListingSummary listing={listing} />);
    expect(screen.getByTestId('listing-serial').textContent).toBe('#17/1000');
    expect(screen.getByTestId('listing-seller').textContent).toContain('138****0001');
    expect(screen.getByTestId('listing-floor').textContent).toContain('¥210.00');
    const chart = await screen.findByRole('img', { name: 'Resale prices of this collection' });
    expect(document.getElementById(chart.getAttribute('aria-describedby')!)!.textContent).toBe(
      '3 sales from ¥120.00 to ¥300.00, the last at ¥220.00',
    );
    expect(screen.getByTestId('history-last').textContent).toBe('¥220.00');
    expect(screen.getByTestId('price-chart').getAttribute('data-points')).toBe('3');
  });

  it('buys only while on sale; my own listing links to my item instead', async () => {
    let bought = 0;
    const r = await wrap(<ListingBuyBar listing={listing} onBuy={() => (bought += 1)} myItemPath="/mine" />);
    fireEvent.click(screen.getByTestId('buy-button'));
    expect(bought).toBe(1);
    r.unmount();
    const sold = await wrap(
      <ListingBuyBar listing={{ ...listing, status: 'sold' }} onBuy={() => (bought += 1)} myItemPath="/mine" />,
    );
    expect(screen.getByTestId('buy-button')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('buy-button').textContent).toBe('Sold');
    sold.unmount();
    await wrap(<ListingBuyBar listing={{ ...listing, mine: true }} onBuy={() => (bought += 1)} myItemPath="/mine" />);
    expect(screen.queryByTestId('buy-button')).toBeNull();
    expect(screen.getByTestId('listing-mine').getAttribute('href')).toBe('/mine');
  });
});

describe('consigning on my item page', () => {
  it('quotes the ceiling, fee, royalty and net live as the price is typed, then consigns with the note and the pay password', async () => {
    const asked: (string | null)[] = [];
    let body: unknown;
    server.use(
      http.get('*/api/mallapp/consign/preview', ({ request }) => {
        const price = new URL(request.url).searchParams.get('price');
        asked.push(price);
        return ok(quote(price === null ? 198000 : Number(price)));
      }),
      http.post('*/api/mallapp/consign/create', async ({ request }) => {
        body = await request.json();
        return ok({
          id: 41,
          cardNftId: 77,
          collectionId: 3,
          price: 12345,
          status: 'on-sale',
          listedAt: t0,
          fee: 617,
          royalty: 308,
          net: 11420,
        });
      }),
    );
    await wrap(<ConsignAction item={{ cardNftId: 77, status: 'held', listing: null }} walletPath="/wallet" />);
    fireEvent.click(await screen.findByTestId('consign-button'));
    const input = await screen.findByTestId('consign-price', {}, { timeout: 10_000 });
    expect((await screen.findByTestId('consign-ceiling')).textContent).toBe('¥1,980.00');
    fireEvent.change(input, { target: { value: '123.45' } });
    await waitFor(() => expect(screen.getByTestId('consign-quote').getAttribute('data-price')).toBe('12345'));
    expect(asked).toContain('12345');
    expect(screen.getByTestId('consign-fee').textContent).toContain('¥6.17');
    expect(screen.getByTestId('consign-royalty').textContent).toContain('¥3.08');
    expect(screen.getByTestId('consign-net').textContent).toBe('¥114.20');
    expect(screen.getByText('Platform fee (5%)')).toBeTruthy();

    fireEvent.click(screen.getByTestId('consign-submit'));
    // The note must be agreed to (4000032) and the pay password entered: nothing is sent yet.
    await screen.findAllByRole('alert');
    expect(body).toBeUndefined();
    fireEvent.click(screen.getByTestId('consign-agree'));
    const pwd = screen.getByTestId('consign-pay-password');
    for (const d of '246810') fireEvent.keyDown(pwd, { key: d });
    fireEvent.click(screen.getByTestId('consign-submit'));
    await waitFor(() => expect(body).toEqual({ cardNftId: 77, price: 12345, agreed: true, payPassword: '246810' }));
  });

  it('says what blocks consigning now (no wallet: the way to open it) and does not let it be sent', async () => {
    server.use(http.get('*/api/mallapp/consign/preview', () => ok(quote(198000, { blockedBy: ErrorCode.WALLET_NOT_OPENED }))));
    await wrap(<ConsignAction item={{ cardNftId: 77, status: 'held', listing: null }} walletPath="/wallet" />);
    fireEvent.click(await screen.findByTestId('consign-button'));
    const blocked = await screen.findByTestId('consign-blocked', {}, { timeout: 10_000 });
    expect(blocked.getAttribute('data-code')).toBe(String(ErrorCode.WALLET_NOT_OPENED));
    expect(screen.getByTestId('consign-open-wallet').getAttribute('href')).toBe('/wallet');
    expect(screen.getByTestId('consign-submit')).toHaveProperty('disabled', true);
  });

  it('an item no price fits (a free collection, the platform’s ceiling for them 0) is told why, with no range, price or pay password', async () => {
    const asked: (string | null)[] = [];
    let sent = false;
    server.use(
      http.get('*/api/mallapp/consign/preview', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('price'));
        return ok(quote(100, { ceiling: 0, priceValid: false, blockedBy: ErrorCode.NOT_LISTABLE }));
      }),
      http.post('*/api/mallapp/consign/create', () => {
        sent = true;
        return ok(null);
      }),
    );
    await wrap(<ConsignAction item={{ cardNftId: 77, status: 'held', listing: null }} walletPath="/wallet" />);
    fireEvent.click(await screen.findByTestId('consign-button'));
    const why = await screen.findByTestId('consign-unlistable', {}, { timeout: 10_000 });
    expect(why.getAttribute('role')).toBe('alert');
    expect(why.textContent).toContain('This collectible cannot be listed: its price ceiling is below the lowest price of ¥1.00');
    expect(why.textContent).toContain(
      'The platform sets the resale ceiling of this collection. You can still keep it, display it or gift it.',
    );
    // Never the impossible "From ¥1.00 to ¥0.00", nor a price to type, a quote, the note or the pay password.
    const card = screen.getByTestId('consign-form-card');
    expect(card.textContent).not.toContain('¥0.00');
    expect(card.textContent).not.toMatch(/From ¥/);
    for (const id of ['consign-price', 'consign-quote', 'consign-agree', 'consign-pay-password', 'consign-submit'])
      expect(screen.queryByTestId(id), id).toBeNull();
    expect(asked).toEqual([null]);
    expect(sent).toBe(false);
    // Back to the item page's action.
    fireEvent.click(screen.getByTestId('consign-back'));
    expect((await screen.findByTestId('consign-action')).getAttribute('data-state')).toBe('unlisted');
  });

  it('a listed item shows its price and is taken off the shelf with the pay password; a locked one cannot be', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/mallapp/consign/cancel', async ({ request }) => {
        body = await request.json();
        return ok({ id: 41, cardNftId: 77, status: 'cancelled', endedAt: t0 });
      }),
    );
    const locked = await wrap(
      <ConsignAction
        item={{ cardNftId: 77, status: 'on_consignment', listing: { id: 41, price: 25000, status: 'locked', listedAt: t0 } }}
        walletPath="/wallet"
      />,
    );
    expect((await screen.findByTestId('consign-action')).getAttribute('data-state')).toBe('locked');
    expect(screen.getByTestId('unlist-button')).toHaveProperty('disabled', true);
    locked.unmount();

    await wrap(
      <ConsignAction
        item={{ cardNftId: 77, status: 'on_consignment', listing: { id: 41, price: 25000, status: 'on-sale', listedAt: t0 } }}
        walletPath="/wallet"
      />,
    );
    const action = await screen.findByTestId('consign-action');
    expect(action.textContent).toContain('On consignment');
    expect(action.textContent).toContain('¥250.00');
    expect(screen.getByTestId('consign-view-listing').getAttribute('href')).toBe('/pages/detail/collection?marketType=2&id=41');
    fireEvent.click(screen.getByTestId('unlist-button'));
    const pwd = await screen.findByTestId('unlist-pay-password', {}, { timeout: 10_000 });
    for (const d of '135790') fireEvent.keyDown(pwd, { key: d });
    fireEvent.click(screen.getByTestId('unlist-submit'));
    await waitFor(() => expect(body).toEqual({ listingId: 41, payPassword: '135790' }));
  });

  it('offers nothing for a pledged or frozen item (the gift action says why)', async () => {
    await wrap(<ConsignAction item={{ cardNftId: 77, status: 'frozen', listing: null }} walletPath="/wallet" />);
    expect(screen.queryByTestId('consign-action')).toBeNull();
  });
});
