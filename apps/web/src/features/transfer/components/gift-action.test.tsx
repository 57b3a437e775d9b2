import { ErrorCode } from '@curio/contract/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query/query-client';
import { transferTexts } from '../texts';
import { GiftAction } from './gift-action';
import { RecipientSearch } from './recipient-search';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await setupI18n('en');
  await transferTexts.load('en');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Rendered inside act(), so that the texts' suspension settles (the action has its own Suspense). */
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

describe('GiftAction', () => {
  it('offers the gift when the item is free, else shows what forbids it', async () => {
    const { unmount } = await wrap(<GiftAction item={{ cardNftId: 5, status: 'held', transferableAt: 0 }} />);
    const link = await screen.findByTestId('gift-button');
    expect(link.getAttribute('href')).toBe('/pages/account/give/index?id=5');
    unmount();

    for (const [status, state, text] of [
      ['frozen', 'frozen', 'Transfer on chain'],
      ['pledged', 'pledged', 'Pledged'],
      ['on_consignment', 'on_consignment', 'On consignment'],
    ] as const) {
      const r = await wrap(<GiftAction item={{ cardNftId: 5, status, transferableAt: 0 }} />);
      const action = await screen.findByTestId('gift-action');
      expect(action.getAttribute('data-state')).toBe(state);
      expect(action.textContent).toContain(text);
      expect(screen.queryByTestId('gift-button')).toBeNull();
      r.unmount();
    }

    await wrap(<GiftAction item={{ cardNftId: 5, status: 'held', transferableAt: Date.now() + 3_600_000 }} />);
    const cooling = await screen.findByTestId('gift-action');
    expect(cooling.getAttribute('data-state')).toBe('cooling');
    expect(cooling.textContent).toMatch(/Can be gifted in/);
    expect(screen.queryByTestId('gift-button')).toBeNull();
  });
});

describe('RecipientSearch', () => {
  it('checks the keyword, shows the server’s refusal, and hands over the person found', async () => {
    let asked: URLSearchParams | null = null;
    server.use(
      http.get('*/api/mallapp/transfer/findRecipient', ({ request }) => {
        asked = new URL(request.url).searchParams;
        return asked.get('keyword') === '13800000000'
          ? HttpResponse.json({ code: ErrorCode.RECIPIENT_INVALID, msg: 'The recipient must be registered', data: null })
          : HttpResponse.json({
              code: 0,
              msg: 'success',
              data: { userId: 9, nickname: 'Bob', avatarUrl: '', maskedPhone: '139****0001' },
            });
      }),
    );
    const found: unknown[] = [];
    await wrap(<RecipientSearch onFound={(p) => found.push(p)} />);
    const input = await screen.findByTestId('recipient-keyword');
    fireEvent.change(input, { target: { value: '12ab' } });
    fireEvent.click(screen.getByTestId('recipient-search-button'));
    expect((await screen.findByTestId('recipient-error')).textContent).toBe('Enter a phone number (digits only)');

    fireEvent.change(input, { target: { value: '138 0000 0000' } });
    fireEvent.click(screen.getByTestId('recipient-search-button'));
    await waitFor(() => expect(screen.getByTestId('recipient-error').textContent).toBe('The recipient must be registered'));
    expect(asked!.get('by')).toBe('phone');
    expect(asked!.get('areaCode')).toBe('+86');

    fireEvent.click(screen.getByTestId('recipient-by-userId'));
    fireEvent.change(input, { target: { value: '9' } });
    fireEvent.click(screen.getByTestId('recipient-search-button'));
    await waitFor(() => expect(found).toEqual([{ userId: 9, nickname: 'Bob', avatarUrl: '', maskedPhone: '139****0001' }]));
    expect(asked!.get('by')).toBe('userId');
  });
});
