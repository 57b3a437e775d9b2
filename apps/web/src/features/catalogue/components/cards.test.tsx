import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DropCard, SortBar } from './cards';
import { DropGrid } from './drop-grid';
import type { CursorList } from '../../../lib/query/cursor-list';
import { card, renderCatalogue, warmUp } from '../test-utils';

// The first render in a file loads the page's modules and texts.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => warmUp(), 30_000);

describe('drop card', () => {
  it('shows price, edition left, creator and the sale state, and links to the detail', async () => {
    await renderCatalogue(<DropCard item={card({ mediaKind: 'video' })} to="/pages/detail/collection?id=1" />);
    const link = await screen.findByTestId('collection-card');
    expect(link.getAttribute('href')).toBe('/pages/detail/collection?id=1');
    expect(link.textContent).toContain('Spring Rain');
    expect(link.textContent).toContain('Lin Studio');
    expect(link.textContent).toContain('588 left');
    expect(link.textContent).toContain('On sale');
    expect(link.textContent).toContain('Video');
    expect(link.querySelector('[data-price]')?.getAttribute('data-price')).toBe('9900');
  });

  it('counts down to the start of an upcoming drop, in the user’s language', async () => {
    const start = Date.now() + (2 * 86400 + 3 * 3600 + 4 * 60 + 5) * 1000 + 500;
    await renderCatalogue(<DropCard item={card({ saleState: 'upcoming', saleStart: start })} to="/x" />, { lang: 'zh-CN' });
    const link = await screen.findByTestId('collection-card');
    expect(link.textContent).toContain('即将开售');
    expect(link.textContent).toContain('限量 1000');
    expect(screen.getByRole('timer').textContent).toMatch(/^距开售 2天 03:04:0[45]$/);
  });

  it('a blind box says so', async () => {
    await renderCatalogue(<DropCard item={{ ...card(), businessType: 3 } as never} to="/x" />);
    expect((await screen.findByTestId('blind-box-card')).textContent).toContain('Blind box');
  });
});

describe('drop grid images', () => {
  it('loads the first row at once, the LCP candidate first, and the rest lazily, each with its size', async () => {
    const items = [1, 2, 3, 4].map((id) => card({ id, coverUrl: `/c${id}.png` }));
    const list: CursorList<(typeof items)[number]> = {
      items,
      hasMore: false,
      status: 'success',
      loadMore: () => Promise.resolve(),
      retry: () => undefined,
      refresh: () => Promise.resolve(),
      isPending: false,
    };
    await renderCatalogue(
      <DropGrid list={list} pathOf={(id) => `/x?id=${id}`} emptyTitle="none" eagerCount={2} priorityCount={1} />,
    );
    const covers = (await screen.findAllByTestId('collection-card')).map((c) => c.querySelector('img')!);
    expect(covers.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
    expect(covers.map((i) => i.getAttribute('fetchpriority'))).toEqual(['high', null, null, null]);
    for (const img of covers) {
      expect(img.getAttribute('width')).toBe('300');
      expect(img.getAttribute('height')).toBe('300');
    }
  });

  it('loads every cover lazily by default (a grid below the first screen)', async () => {
    const list: CursorList<ReturnType<typeof card>> = {
      items: [card({ id: 1 }), card({ id: 2 })],
      hasMore: false,
      status: 'success',
      loadMore: () => Promise.resolve(),
      retry: () => undefined,
      refresh: () => Promise.resolve(),
      isPending: false,
    };
    await renderCatalogue(<DropGrid list={list} pathOf={(id) => `/x?id=${id}`} emptyTitle="none" />);
    const covers = (await screen.findAllByTestId('collection-card')).map((c) => c.querySelector('img')!);
    expect(covers.map((i) => [i.getAttribute('loading'), i.getAttribute('fetchpriority')])).toEqual([
      ['lazy', null],
      ['lazy', null],
    ]);
  });
});

describe('sort bar', () => {
  it('offers featured, newest, popular and one price button that flips the direction', async () => {
    const onChange = vi.fn();
    const { rerender } = await renderCatalogue(<SortBar value={-1} onChange={onChange} sorts={[-1, 1, 4, 2, 3]} />);
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual(['Featured', 'Newest', 'Popular', 'Price']);
    expect(radios[0]!.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByTestId('sort-price'));
    expect(onChange).toHaveBeenLastCalledWith(2);
    rerender(<SortBar value={2} onChange={onChange} sorts={[-1, 1, 4, 2, 3]} />);
    fireEvent.click(screen.getByTestId('sort-price'));
    expect(onChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByText('Newest'));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('name lists have no price sort', async () => {
    await renderCatalogue(<SortBar value={1} onChange={() => undefined} sorts={[-1, 1]} />);
    expect((await screen.findAllByRole('radio')).map((r) => r.textContent)).toEqual(['Featured', 'Newest']);
  });
});
