import { ErrorCode } from '@curio/contract/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query/query-client';
import { shareTexts } from '../texts';
import type * as PosterModule from '../poster';
import type * as LibPosterModule from '../../../lib/poster';
import { ShareButton, type ShareTarget } from './share-button';

// The toast is antd-mobile's (a root of its own, closing on a timer): what the sheet asks it to show is asserted.
const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../components/shell/feedback', () => ({ toast }));
// jsdom has no 2D canvas: the drawing is the poster module's (checked in the browser by the e2e test); here
// the sheet is given a poster that draws, and a blob to save.
const drawn = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../poster', async (original) => ({ ...(await original<typeof PosterModule>()), drawSharePoster: drawn }));
const saved = vi.hoisted(() => vi.fn(() => true));
vi.mock('../../../lib/poster', async (original) => ({
  ...(await original<typeof LibPosterModule>()),
  canvasBlob: () => Promise.resolve(new Blob(['png'], { type: 'image/png' })),
  saveBlob: saved,
}));

const server = setupServer();
const ok = <T,>(data: T) => HttpResponse.json({ code: 0, msg: 'success', data });
const SHORT = 'http://localhost/s/Ab3dEf9';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await setupI18n('en');
  await shareTexts.load('en');
  // The sheet is a lazy chunk: loaded once here, so each test waits only on its own requests.
  await import('./share-sheet');
  HTMLCanvasElement.prototype.toDataURL = () => 'data:image/png;base64,AAAA';
});
afterEach(() => {
  server.resetHandlers();
  toast.mockReset();
  drawn.mockClear();
  saved.mockClear();
  Reflect.deleteProperty(navigator, 'share');
});
afterAll(() => server.close());

const TARGET: ShareTarget = { kind: 'collection', id: 9, name: 'Spring Rain', detail: '¥19.90', imageUrl: '/files/rain.png' };

async function openSheet(asked: unknown[]) {
  server.use(
    http.post('/api/memberapi/shareurl/share', async ({ request }) => {
      asked.push(await request.json());
      return ok({ kind: 'collection', code: 'Ab3dEf9', shortUrl: SHORT, url: '/#/pages/detail/collection?id=9' });
    }),
  );
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <ShareButton target={TARGET} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Share Spring Rain' }));
}

describe('the share sheet', () => {
  it('asks for the link only when opened, draws the poster with it and copies it', async () => {
    const asked: unknown[] = [];
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openSheet(asked);
    expect(await screen.findByTestId('share-link')).toHaveProperty('textContent', SHORT);
    expect(asked).toEqual([{ kind: 'collection', id: 9 }]);
    await screen.findByRole('img', { name: 'Poster of Spring Rain with a QR code' });
    expect(drawn).toHaveBeenCalledWith(
      expect.any(HTMLCanvasElement),
      expect.objectContaining({ link: SHORT, title: 'Spring Rain', detail: '¥19.90', imageUrl: '/files/rain.png' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Link copied'));
    expect(writeText).toHaveBeenCalledWith(SHORT);
    // No system share sheet in this browser: no "More".
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('saves the poster as a PNG named after what is shared', async () => {
    await openSheet([]);
    await screen.findByTestId('share-poster');
    fireEvent.click(screen.getByRole('button', { name: 'Save poster' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Poster saved'));
    expect(saved).toHaveBeenCalledWith(expect.any(Blob), 'share-collection-9.png');
  });

  it('offers the system share sheet where the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await openSheet([]);
    await screen.findByTestId('share-link');
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Spring Rain', text: 'Spring Rain ¥19.90', url: SHORT }));
  });

  it('shows a refusal with a retry, and draws nothing', async () => {
    server.use(
      http.post('/api/memberapi/shareurl/share', () =>
        HttpResponse.json({
          code: ErrorCode.SHARE_LISTING_CLOSED,
          msg: 'This listing is no longer on sale and cannot be shared',
          data: null,
        }),
      ),
    );
    await act(async () => {
      render(
        <QueryClientProvider client={createQueryClient()}>
          <ShareButton target={{ ...TARGET, kind: 'listing' }} />
        </QueryClientProvider>,
      );
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Share Spring Rain' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This listing is no longer on sale');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveProperty('disabled', true);
    expect(drawn).not.toHaveBeenCalled();
  });
});
