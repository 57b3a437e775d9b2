import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { detail, fail, ok, renderCatalogue, warmUp } from '../../../features/catalogue/test-utils';

// The first render in a file loads the page's modules and texts.
vi.setConfig({ testTimeout: 20_000 });
import { useTenant } from '../../../lib/tenant/tenant-store';
import { BuyBar } from '../../../features/catalogue/components/buy-bar';
import { videoSources } from '../../../features/catalogue/components/media-view';
import CollectionPage from './collection-page';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await warmUp();
}, 30_000);
afterEach(() => {
  server.resetHandlers();
  useTenant.getState().set({ configEnable: [] });
});
afterAll(() => server.close());

const answer = (d: ReturnType<typeof detail>) => server.use(http.get('*/api/mallapp/collection/detail/:id', () => ok(d)));

describe('collection detail', () => {
  it('shows the collection, its sale, creator, privileges, certificate, and the tabs', async () => {
    answer(detail());
    await renderCatalogue(<CollectionPage query={{ id: '1' }} />);
    expect((await screen.findByTestId('collection-name', {}, { timeout: 8000 })).textContent).toBe('Spring Rain');
    expect(screen.getByTestId('collection-remaining').textContent).toBe('588');
    expect(screen.getByTestId('creator-link').getAttribute('href')).toBe('/creativePages/index/index?id=3');
    expect(screen.getByTestId('series-link').getAttribute('href')).toBe('/pages/detail/series?id=1');
    expect(screen.getByTestId('privileges').textContent).toContain('Can be used 2 times a month');
    expect(screen.getByTestId('copyright').textContent).toContain('CD-1');
    // The page's largest paint: sized, loaded at once and first.
    const media = screen.getByTestId('media-image');
    expect([media.getAttribute('width'), media.getAttribute('height')]).toEqual(['750', '750']);
    expect(media.getAttribute('fetchpriority')).toBe('high');
    expect(media.getAttribute('loading')).toBe('eager');
    // The favourites' heart (its texts load beside the page): signed out, not pressed.
    const heart = await screen.findByRole('button', { name: 'Favourite: Spring Rain' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    // Info on chain: the contract is not deployed yet.
    fireEvent.click(screen.getByTestId('detail-tab-chain'));
    const chain = screen.getByTestId('chain-info');
    expect(chain.textContent).toContain('ERC-721');
    expect(within(chain).getAllByText('Being deployed')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('detail-tab-records'));
    expect(screen.getByText('No transactions yet')).toBeTruthy();
  });

  it('shows the deployed contract, without the rows the tenant switched off', async () => {
    useTenant.getState().set({ configEnable: [{ classification: 1, disableContent: ['chainName'] }] });
    answer(
      detail({
        onChain: { standard: 'ERC-721', chainName: 'Curio EVM', contractAddress: '0xAbC0000000000000000000000000000000000001' },
      }),
    );
    await renderCatalogue(<CollectionPage query={{ id: '1' }} />);
    fireEvent.click(await screen.findByTestId('detail-tab-chain'));
    const chain = screen.getByTestId('chain-info');
    expect(screen.getByTestId('contract-address').textContent).toBe('0xAbC0000000000000000000000000000000000001');
    expect(chain.textContent).not.toContain('Curio EVM');
    expect(chain.textContent).not.toContain('Being deployed');
  });

  it('a video plays inline with its poster, WebM offered first; a glb gets the 3D viewer', async () => {
    const media = {
      kind: 'video' as const,
      url: '/m.mp4',
      contentType: 'video/mp4',
      posterUrl: '/p.svg',
      sources: [
        { url: '/m.mp4', contentType: 'video/mp4' },
        { url: '/m.webm', contentType: 'video/webm' },
      ],
    };
    expect(videoSources(media).map((s) => s.url)).toEqual(['/m.webm', '/m.mp4']);
    answer(detail({ media, mediaKind: 'video' }));
    const { unmount } = await renderCatalogue(<CollectionPage query={{ id: '1' }} />);
    const video = (await screen.findByTestId('media-video')) as HTMLVideoElement;
    expect(video.getAttribute('poster')).toBe('/p.svg');
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.hasAttribute('controls')).toBe(true);
    expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual(['video/webm', 'video/mp4']);
    unmount();

    answer(detail({ media: { kind: 'glb', url: '/r.glb', contentType: 'model/gltf-binary', posterUrl: '/r.svg', sources: [] } }));
    await renderCatalogue(<CollectionPage query={{ id: '2' }} />);
    const viewer = (await screen.findByTestId('glb-viewer')).querySelector('model-viewer');
    expect(viewer?.getAttribute('src')).toBe('/r.glb');
    expect(viewer?.getAttribute('poster')).toBe('/r.svg');
    expect(viewer?.hasAttribute('camera-controls')).toBe(true);
  });

  it('answers "not found" for an id of nothing here, and for no id at all', async () => {
    server.use(http.get('*/api/mallapp/collection/detail/:id', () => fail(4000006, 'Not found')));
    const { unmount } = await renderCatalogue(<CollectionPage query={{ id: '999' }} />);
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    unmount();
    await renderCatalogue(<CollectionPage query={{}} />);
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('a failure other than "not found" offers to try again', async () => {
    let calls = 0;
    server.use(http.get('*/api/mallapp/collection/detail/:id', () => (++calls === 1 ? fail(5000099, 'Boom') : ok(detail()))));
    await renderCatalogue(<CollectionPage query={{ id: '1' }} />);
    fireEvent.click(await screen.findByText('Retry'));
    expect((await screen.findByTestId('collection-name')).textContent).toBe('Spring Rain');
  });
});

describe('buy bar', () => {
  it.each([
    ['upcoming', 'Coming soon'],
    ['sold_out', 'Sold out'],
    ['ended', 'Sale ended'],
  ] as const)('%s: disabled, saying so', async (state, label) => {
    const onBuy = vi.fn();
    await renderCatalogue(<BuyBar price={100} saleState={state} onBuy={onBuy} />);
    const button = (await screen.findByTestId('buy-button')) as HTMLButtonElement;
    expect(button.textContent).toBe(label);
    expect(button.disabled).toBe(true);
  });

  it('on sale: "Buy now", active once the order flow is wired', async () => {
    const onBuy = vi.fn();
    const { rerender } = await renderCatalogue(<BuyBar price={100} saleState="on_sale" />);
    const button = (await screen.findByTestId('buy-button')) as HTMLButtonElement;
    expect(button.textContent).toBe('Buy now');
    expect(button.disabled).toBe(true);
    rerender(<BuyBar price={100} saleState="on_sale" onBuy={onBuy} />);
    fireEvent.click(screen.getByTestId('buy-button'));
    expect(onBuy).toHaveBeenCalledOnce();
  });

  it('a collection not sold on its own says so', async () => {
    await renderCatalogue(<BuyBar price={100} saleState="on_sale" listed={false} onBuy={() => undefined} />);
    const button = (await screen.findByTestId('buy-button')) as HTMLButtonElement;
    expect(button.textContent).toBe('Not sold separately');
    expect(button.disabled).toBe(true);
  });
});
