import { ErrorCode, errorMessage } from '@curio/contract/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query/query-client';
import { socialTexts } from '../texts';
import { DisplaySwitch } from './display-switch';

// antd-mobile's toast is a React root of its own that closes on a timer: left real, it could close after the
// file's jsdom is gone. What the switch asks it to show is asserted instead.
const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../components/shell/feedback', () => ({ toast }));

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await setupI18n('en');
  // The switch's texts load beside the page (Suspense): in before the first render.
  await socialTexts.load('en');
});
afterEach(() => {
  server.resetHandlers();
  toast.mockReset();
});
afterAll(() => server.close());

/** Rendered inside an awaited act: the switch suspends once on its texts. */
async function renderSwitch(p: { displayed: boolean; status: string }) {
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <DisplaySwitch cardNftId={3} {...p} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

describe('the display switch', () => {
  it('is a labelled switch that sends the change and says what it means', async () => {
    let sent: unknown = null;
    server.use(
      http.post('/api/mallapp/cardNft/display', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ code: 0, msg: 'success', data: { cardNftId: 3, displayed: true } });
      }),
    );
    await renderSwitch({ displayed: false, status: 'held' });
    const toggle = await screen.findByRole('switch', { name: 'Show on my page' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('display-hint').textContent).toBe('Hidden: only you can see it');
    expect(screen.queryByTestId('display-view-page')).toBeNull();
    fireEvent.click(toggle);
    await waitFor(() => expect(sent).toEqual({ cardNftId: 3, displayed: 1 }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Shown on your page'));
  });

  it('shown: on, with a link to my page', async () => {
    await renderSwitch({ displayed: true, status: 'minting' });
    const toggle = await screen.findByRole('switch', { name: 'Show on my page' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('display-view-page').getAttribute('href')).toBe('/pages/account/personal/index');
  });

  it('frozen for a transfer: off limits, and says why (nothing is sent)', async () => {
    await renderSwitch({ displayed: true, status: 'frozen' });
    const toggle = await screen.findByRole('switch', { name: 'Show on my page' });
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('display-hint').textContent).toBe('It cannot be shown or hidden while its transfer is on chain');
    fireEvent.click(toggle);
  });

  it("pledged for a synthesis: off limits, in the server's words (5000034)", async () => {
    await renderSwitch({ displayed: false, status: 'pledged' });
    const toggle = await screen.findByRole('switch', { name: 'Show on my page' });
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('display-hint').textContent).toBe(errorMessage(ErrorCode.PLEDGED, 'en'));
  });
});
