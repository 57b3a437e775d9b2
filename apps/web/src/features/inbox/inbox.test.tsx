// The inbox's bell, list and the provenance timeline, rendered in jsdom against msw answers shaped by
// the contract; the texts are the app's own.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Language } from '@curio/contract/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, I18nProvider, setupI18n } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query/query-client';
import { configureRequest } from '../../lib/request/index';
import type { ProvenanceEvent } from './api/get-provenance';
import type { InboxEvent } from './api/list-inbox';
import { InboxBell } from './components/inbox-bell';
import { InboxList } from './components/inbox-list';
import { ProvenanceTimeline } from './components/provenance-timeline';
import { inboxLink, inboxTextValues } from './rules';
import { inboxTexts } from './texts';

vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
const ok = <T,>(data: T) => HttpResponse.json({ code: 0, msg: 'success', data });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function renderAt(ui: ReactElement, { lang = 'en' as Language, route = '/' } = {}) {
  await setupI18n(lang);
  await inboxTexts.load(lang);
  await changeLanguage(lang);
  configureRequest({ getLanguage: () => lang });
  const queryClient = createQueryClient();
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <MemoryRouter initialEntries={[route]}>
            <Suspense fallback={<p>loading</p>}>
              <Routes>
                <Route path="/" element={ui} />
                <Route path="/pages/account/detail/collection" element={<p data-testid="item-page">item</p>} />
                <Route path="/pages/account/order/detail" element={<p data-testid="order-page">order</p>} />
                <Route path="/pages/account/inbox/index" element={<p data-testid="inbox-page">inbox</p>} />
              </Routes>
            </Suspense>
          </MemoryRouter>
        </I18nProvider>
      </QueryClientProvider>,
    );
  });
}

const event = (over: Partial<InboxEvent>): InboxEvent => ({
  id: 1,
  kind: 'gifted',
  cardNftId: 42,
  ref: null,
  params: { collection: 'Spring Rain #3', from: '138****0001' },
  createdAt: Date.UTC(2026, 10, 20, 8, 0),
  readAt: null,
  ...over,
});

const links = {
  item: (id: number) => `/pages/account/detail/collection?cardNftId=${id}`,
  order: (no: string) => `/pages/account/order/detail?orderNo=${no}`,
};

describe('the inbox rules', () => {
  it('an item event opens the item, a closed order its order, the rest nothing', () => {
    expect(inboxLink(event({}), links)).toBe('/pages/account/detail/collection?cardNftId=42');
    expect(inboxLink(event({ kind: 'order_closed', cardNftId: null, ref: 'O123456789' }), links)).toBe(
      '/pages/account/order/detail?orderNo=O123456789',
    );
    expect(inboxLink(event({ kind: 'withdrawal_settled', cardNftId: null, ref: 'W1' }), links)).toBeNull();
  });

  it("an order's news (shipped, completed, refunded: decisions 044, 066) opens the order; a refunded sale its item", () => {
    for (const kind of ['order_shipped', 'order_completed', 'order_refunded'] as const)
      expect(inboxLink(event({ kind, cardNftId: null, ref: 'order:O20261130001' }), links), kind).toBe(
        '/pages/account/order/detail?orderNo=O20261130001',
      );
    expect(inboxLink(event({ kind: 'order_refunded', cardNftId: null, ref: 'order:<script>' }), links)).toBeNull();
    expect(inboxLink(event({ kind: 'sale_refunded', cardNftId: 9, ref: 'O1' }), links)).toBe(
      '/pages/account/detail/collection?cardNftId=9',
    );
  });

  it('a ready data export opens its sheet on the safety page (decision 046), when the route gives the link', () => {
    const ready = event({ kind: 'data_export_ready', cardNftId: null, ref: 'export:17' });
    expect(inboxLink(ready, { ...links, dataExport: (id) => `/pages/account/safety/index?export=${id}` })).toBe(
      '/pages/account/safety/index?export=17',
    );
    expect(inboxLink(ready, links)).toBeNull();
    expect(inboxLink(event({ kind: 'data_export_ready', cardNftId: null, ref: 'export:x' }), links)).toBeNull();
  });

  it("a favourite's news opens the listing, else its collection, else nothing", () => {
    const news = event({
      kind: 'favourite_price_drop',
      cardNftId: null,
      ref: '77',
      params: { collectionId: 5, amount: 900, floor: 1000 },
    });
    expect(inboxLink(news, links)).toBeNull();
    expect(inboxLink(news, { ...links, collection: (id) => `/pages/detail/collection?id=${id}` })).toBe(
      '/pages/detail/collection?id=5',
    );
    expect(inboxLink(news, { ...links, listing: (id) => `/market/listing?id=${id}` })).toBe('/market/listing?id=77');
    expect(inboxLink({ ...news, ref: 'x' }, { ...links, listing: (id) => `/market/listing?id=${id}` })).toBeNull();
  });

  it('fills missing values with neutral words and shows amounts as money', async () => {
    await setupI18n('en');
    await inboxTexts.load('en');
    await changeLanguage('en');
    const v = inboxTextValues(event({ params: { amount: 123450 } }), i18n.t, 'en');
    expect(v).toMatchObject({ collection: 'a collectible', from: 'someone', amount: '¥1,234.50' });
    const drop = event({ kind: 'favourite_price_drop', params: { collection: 'Spring Rain', amount: 90000, floor: 100000 } });
    expect(i18n.t('inbox.kinds.favourite_price_drop.text', inboxTextValues(drop, i18n.t, 'en'))).toBe(
      'Spring Rain, in your favourites, is now ¥900.00 (the lowest was ¥1,000.00).',
    );
  });
});

describe('the bell', () => {
  it('shows the unread count, and links to the inbox', async () => {
    server.use(http.get('*/api/mallapp/inbox/unreadCount', () => ok({ unread: 3 })));
    await renderAt(<InboxBell to="/pages/account/inbox/index" />);
    const count = await screen.findByTestId('inbox-bell-count');
    expect(count.textContent).toBe('3');
    const bell = screen.getByTestId('inbox-bell');
    expect(bell.getAttribute('aria-label')).toBe('Inbox, 3 unread');
    fireEvent.click(bell);
    expect(await screen.findByTestId('inbox-page')).toBeTruthy();
  });

  it('has no badge with nothing unread, and caps a large count', async () => {
    server.use(http.get('*/api/mallapp/inbox/unreadCount', () => ok({ unread: 0 })));
    await renderAt(<InboxBell to="/x" />);
    await waitFor(() => expect(screen.getByTestId('inbox-bell').getAttribute('data-unread')).toBe('0'));
    expect(screen.queryByTestId('inbox-bell-count')).toBeNull();
    expect(screen.getByTestId('inbox-bell').getAttribute('aria-label')).toBe('Inbox');
  });

  it('caps the badge at 99+', async () => {
    server.use(http.get('*/api/mallapp/inbox/unreadCount', () => ok({ unread: 250 })));
    await renderAt(<InboxBell to="/x" />, { lang: 'zh-CN' });
    expect((await screen.findByTestId('inbox-bell-count')).textContent).toBe('99+');
    expect(screen.getByTestId('inbox-bell').getAttribute('aria-label')).toBe('消息，250 条未读');
  });
});

describe('the inbox list', () => {
  it('renders each event with its text and unread mark; tapping marks it read and opens its item', async () => {
    const reads: unknown[] = [];
    server.use(
      http.get('*/api/mallapp/inbox/list', () =>
        ok({
          items: [
            event({ id: 2 }),
            event({ id: 1, kind: 'order_closed', cardNftId: null, ref: 'O1', params: { orderNo: 'O1' }, readAt: 5 }),
          ],
          nextCursor: null,
          unread: 1,
        }),
      ),
      http.get('*/api/mallapp/inbox/unreadCount', () => ok({ unread: 1 })),
      http.post('*/api/mallapp/inbox/read', async ({ request }) => {
        reads.push(await request.json());
        return ok({ unread: 0 });
      }),
    );
    await renderAt(<InboxList links={links} />);
    const rows = await screen.findAllByTestId('inbox-event');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('A gift for you');
    expect(rows[0]!.textContent).toContain('138****0001 gave you Spring Rain #3.');
    expect(rows[0]!.getAttribute('data-unread')).toBe('true');
    expect(within(rows[0]!).getByTestId('inbox-unread-dot').textContent).toBe('Unread');
    expect(rows[1]!.textContent).toContain('Order O1 was not paid in time and has been closed.');
    expect(rows[1]!.getAttribute('data-unread')).toBe('false');
    expect(screen.getByTestId('inbox-unread').textContent).toBe('1 unread');

    fireEvent.click(rows[0]!);
    expect(await screen.findByTestId('item-page')).toBeTruthy();
    await waitFor(() => expect(reads).toEqual([{ id: 2 }]));
  });

  it('"mark all read" marks every event and empties the count', async () => {
    const reads: unknown[] = [];
    server.use(
      http.get('*/api/mallapp/inbox/list', () =>
        ok({ items: [event({ id: 2 }), event({ id: 1, kind: 'airdropped' })], nextCursor: null, unread: 2 }),
      ),
      http.get('*/api/mallapp/inbox/unreadCount', () => ok({ unread: reads.length > 0 ? 0 : 2 })),
      http.post('*/api/mallapp/inbox/read', async ({ request }) => {
        reads.push(await request.json());
        return ok({ unread: 0 });
      }),
    );
    await renderAt(<InboxList links={links} />);
    await waitFor(() => expect(screen.getByTestId('inbox-unread').textContent).toBe('2 unread'));
    fireEvent.click(screen.getByTestId('inbox-mark-all'));
    await waitFor(() => expect(screen.getByTestId('inbox-unread').textContent).toBe('All read'));
    expect(reads).toEqual([{ all: true }]);
    expect(screen.getAllByTestId('inbox-event').every((r) => r.getAttribute('data-unread') === 'false')).toBe(true);
    expect((screen.getByTestId('inbox-mark-all') as HTMLButtonElement).disabled).toBe(true);
  });

  it("an operator's refund says how much comes back, or that a free order was cancelled; it opens the order", async () => {
    server.use(
      http.get('*/api/mallapp/inbox/list', () =>
        ok({
          items: [
            event({
              id: 3,
              kind: 'order_refunded',
              cardNftId: null,
              ref: 'order:O20261130003',
              params: { orderNo: 'O20261130003', amount: 2_990, collection: '托特包' },
            }),
            event({
              id: 4,
              kind: 'order_refunded',
              cardNftId: null,
              ref: 'order:O4',
              params: { orderNo: 'O4', amount: 0, collection: '海报' },
              readAt: 5,
            }),
            event({ id: 5, kind: 'sale_refunded', cardNftId: 9, params: { collection: '春雨 #3', amount: 1_800 }, readAt: 5 }),
          ],
          nextCursor: null,
          unread: 1,
        }),
      ),
      http.get('*/api/mallapp/inbox/unreadCount', () => ok({ unread: 1 })),
      http.post('*/api/mallapp/inbox/read', () => ok({ unread: 0 })),
    );
    await renderAt(<InboxList links={links} />, { lang: 'zh-CN' });
    const rows = await screen.findAllByTestId('inbox-event');
    expect(rows[0]!.textContent).toContain('订单已退款');
    expect(rows[0]!.textContent).toContain('托特包 的订单 O20261130003 已退款，¥29.90 将原路退回。');
    expect(rows[1]!.textContent).toContain('平台已取消 海报 的订单 O4，该订单未收取费用。');
    expect(rows[2]!.textContent).toContain('¥18.00 寄售收入已从你的钱包扣回');
    fireEvent.click(rows[0]!);
    expect(await screen.findByTestId('order-page')).toBeTruthy();
  });

  it('says so when empty', async () => {
    server.use(
      http.get('*/api/mallapp/inbox/list', () => ok({ items: [], nextCursor: null, unread: 0 })),
      http.get('*/api/mallapp/inbox/unreadCount', () => ok({ unread: 0 })),
    );
    await renderAt(<InboxList links={links} />, { lang: 'zh-TW' });
    expect(await screen.findByText('暫無訊息')).toBeTruthy();
  });
});

describe('the provenance timeline', () => {
  const hash = `0x${'ab'.repeat(32)}`;
  const events: ProvenanceEvent[] = [
    {
      kind: 'minted',
      at: Date.UTC(2026, 10, 1),
      how: 'purchase',
      orderNo: null,
      to: { name: '138****0001', you: false },
      chain: { status: 'confirmed', txHash: hash, blockNumber: 12, confirmedAt: Date.UTC(2026, 10, 1) },
    },
    {
      kind: 'transferred',
      at: Date.UTC(2026, 10, 2),
      how: 'gift',
      businessType: 6,
      from: { name: '138****0001', you: false },
      to: { name: 'Mei', you: true },
      chain: { status: 'pending', txHash: null, blockNumber: null, confirmedAt: null },
    },
  ];

  it('shows the mint with its hash and block, then the gift with its parties, on chain pending', async () => {
    server.use(
      http.get('*/api/mallapp/cardNft/provenance/:id', () => ok({ cardNftId: 42, tokenId: '1', events, serverTime: Date.now() })),
    );
    await renderAt(<ProvenanceTimeline cardNftId={42} />);
    const rows = await screen.findAllByTestId('prov-event');
    expect(rows.map((r) => r.getAttribute('data-kind'))).toEqual(['minted', 'transferred']);
    expect(rows[0]!.textContent).toContain('Minted · bought in the primary sale');
    expect(rows[0]!.textContent).toContain('To 138****0001');
    expect(within(rows[0]!).getByTestId('prov-hash').textContent).toBe(hash);
    expect(rows[0]!.textContent).toContain('Block 12');
    expect(rows[1]!.textContent).toContain('Gifted');
    expect(rows[1]!.textContent).toContain('138****0001 → you');
    expect(within(rows[1]!).getByTestId('prov-chain').textContent).toBe('On chain: pending');
    expect(screen.getByRole('heading', { name: 'Provenance' })).toBeTruthy();
  });

  it('in Chinese', async () => {
    server.use(
      http.get('*/api/mallapp/cardNft/provenance/:id', () =>
        ok({ cardNftId: 42, tokenId: '1', events: events.slice(0, 1), serverTime: Date.now() }),
      ),
    );
    await renderAt(<ProvenanceTimeline cardNftId={42} />, { lang: 'zh-CN' });
    const row = await screen.findByTestId('prov-event');
    expect(row.textContent).toContain('铸造 · 首发购买');
    expect(row.textContent).toContain('已上链');
  });

  it('each origin and each burn has its own title: a redeemed item is no airdrop, a burn says what burned it (decision 062)', async () => {
    const chain = { status: 'confirmed' as const, txHash: hash, blockNumber: 3, confirmedAt: Date.UTC(2026, 10, 3) };
    const minted = (how: 'redemption' | 'synthesis' | 'cast' | 'airdrop' | 'box'): ProvenanceEvent => ({
      kind: 'minted',
      at: Date.UTC(2026, 10, 1),
      how,
      orderNo: null,
      to: { name: 'Mei', you: true },
      chain,
    });
    const burned = (how: 'synthesis' | 'cast' | 'other'): ProvenanceEvent => ({
      kind: 'burned',
      at: Date.UTC(2026, 10, 4),
      how,
      chain,
    });
    const titles: Record<string, [string, string]> = {};
    for (const lang of ['en', 'zh-CN', 'zh-TW'] as const) {
      for (const [id, list] of [
        [1, [minted('redemption'), burned('synthesis')]],
        [2, [minted('synthesis'), burned('cast')]],
        [3, [minted('cast'), burned('other')]],
        [4, [minted('airdrop')]],
        [5, [minted('box')]],
      ] as const) {
        server.use(
          http.get('*/api/mallapp/cardNft/provenance/:id', () =>
            ok({ cardNftId: id, tokenId: '1', events: list, serverTime: Date.now() }),
          ),
        );
        await renderAt(<ProvenanceTimeline cardNftId={id} />, { lang });
        const rows = await screen.findAllByTestId('prov-event');
        titles[`${lang}:${id}`] = [rows[0]!.querySelector('b')!.textContent!, rows[1]?.querySelector('b')?.textContent ?? ''];
        expect(rows[0]!.getAttribute('data-how')).toBe(list[0].kind === 'minted' ? list[0].how : '');
        cleanup();
      }
    }
    expect(titles['en:1']).toEqual(['Minted · redeemed with a code', 'Burned · used up by a synthesis']);
    expect(titles['en:2']).toEqual(['Minted · synthesised', 'Burned · spent in a cast']);
    expect(titles['en:3']).toEqual(['Minted · cast in an activity', 'Burned on chain']);
    expect(titles['zh-CN:1']).toEqual(['铸造 · 兑换码兑换', '销毁 · 合成消耗']);
    expect(titles['zh-CN:2']).toEqual(['铸造 · 合成', '销毁 · 铸造消耗']);
    expect(titles['zh-TW:1']).toEqual(['鑄造 · 兌換碼兌換', '銷毀 · 合成消耗']);
    // Every origin and burn reads differently from the others, in each language.
    for (const lang of ['en', 'zh-CN', 'zh-TW']) {
      const origins = [1, 2, 3, 4, 5].map((id) => titles[`${lang}:${id}`]![0]);
      expect(new Set(origins).size, lang).toBe(5);
      expect(new Set([1, 2, 3].map((id) => titles[`${lang}:${id}`]![1])).size, lang).toBe(3);
    }
  });
});
