import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InfiniteList, type InfiniteListProps } from './infinite-list';
import { renderWithI18n } from './test-i18n';

interface Item {
  id: number;
  name: string;
}
const items: Item[] = [
  { id: 1, name: 'Dragon #1' },
  { id: 2, name: 'Phoenix #2' },
];

// jsdom has no layout: put the list's end `sentinelTop` px from the top of a 768 px viewport, and
// make every element count as displayed.
let sentinelTop = 0;
beforeEach(() => {
  sentinelTop = 0;
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
    return this.parentElement;
  });
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.getAttribute('data-testid') === 'infinite-list-sentinel') return { top: sentinelTop } as DOMRect;
    return original.call(this);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderList(props: Partial<InfiniteListProps<Item>> = {}) {
  const all: InfiniteListProps<Item> = {
    items,
    renderItem: (item, index) => <div data-testid="row">{`${index + 1}. ${item.name}`}</div>,
    keyOf: (item) => item.id,
    hasMore: true,
    loadMore: vi.fn(() => Promise.resolve()),
    status: 'success',
    onRetry: vi.fn(),
    ...props,
  };
  const view = renderWithI18n(<InfiniteList {...all} />);
  return {
    ...view,
    props: all,
    rerenderList: (p: Partial<InfiniteListProps<Item>>) => view.rerender(<InfiniteList {...all} {...p} />),
  };
}

describe('<InfiniteList> first load', () => {
  it('shows skeletons while the first page loads, without calling loadMore', () => {
    const { props } = renderList({ items: [], status: 'loading' });
    expect(screen.getByRole('status', { name: 'Loading...' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(4);
    expect(props.loadMore).not.toHaveBeenCalled();
  });

  it('uses a custom skeleton', () => {
    renderList({ items: [], status: 'loading', skeleton: <p>cards loading</p> });
    expect(screen.getByText('cards loading')).toBeTruthy();
  });

  it('shows the error state with a retry button', () => {
    const { props } = renderList({ items: [], status: 'error' });
    expect(screen.getByTestId('error-state').textContent).toContain('Failed to load');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state when there is nothing', () => {
    const { rerenderList } = renderList({ items: [], hasMore: false });
    expect(screen.getByTestId('empty-state').textContent).toContain('Nothing here yet');
    rerenderList({ items: [], hasMore: false, empty: <p>No orders yet</p> });
    expect(screen.getByText('No orders yet')).toBeTruthy();
    expect(screen.queryByTestId('empty-state')).toBeNull();
  });
});

describe('<InfiniteList> with items', () => {
  it('renders every item in order with its index', () => {
    renderList({ hasMore: false });
    expect(screen.getAllByTestId('row').map((r) => r.textContent)).toEqual(['1. Dragon #1', '2. Phoenix #2']);
  });

  it('shows "no more" at the end and never loads more', () => {
    const { props } = renderList({ hasMore: false });
    expect(screen.getByText('No more')).toBeTruthy();
    expect(props.loadMore).not.toHaveBeenCalled();
  });

  it('loads more once when the end is within 50 px of the viewport', async () => {
    sentinelTop = 768 + 50; // exactly 50 px below the viewport's bottom
    let resolve = () => {};
    const loadMore = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const { rerenderList } = renderList({ loadMore });
    expect(loadMore).toHaveBeenCalledTimes(1);
    // Re-renders and scrolls while the page loads do not call it again.
    rerenderList({ loadMore, items: [...items] });
    fireEvent.scroll(document);
    await act(async () => {
      await new Promise((r) => requestAnimationFrame(r));
    });
    expect(loadMore).toHaveBeenCalledTimes(1);
    await act(async () => resolve());
  });

  it('waits until the user scrolls near the end', async () => {
    sentinelTop = 768 + 51;
    const { props, rerenderList } = renderList();
    expect(props.loadMore).not.toHaveBeenCalled();
    // Meanwhile the footer keeps its place without a spinner turning far below the screen (decision 086).
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByTestId('spinner')).toBeNull();
    sentinelTop = 700;
    fireEvent.scroll(document);
    await act(async () => {
      await new Promise((r) => requestAnimationFrame(r));
    });
    expect(props.loadMore).toHaveBeenCalledTimes(1);
    // The page on its way (the query says so): the spinner and its words, until it is in.
    rerenderList({ status: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.getByTestId('spinner')).toBeTruthy();
    sentinelTop = 768 + 600;
    rerenderList({ status: 'success', items: [...items, { id: 3, name: 'Crane #3' }] });
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByTestId('spinner')).toBeNull();
  });

  it('does not load while the list is hidden', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(null);
    const { props } = renderList();
    expect(props.loadMore).not.toHaveBeenCalled();
  });

  it('does not load while a page is loading or after an error', () => {
    const { props, rerenderList } = renderList({ status: 'loading' });
    expect(screen.getByText('Loading...')).toBeTruthy();
    rerenderList({ status: 'error' });
    expect(props.loadMore).not.toHaveBeenCalled();
  });

  it('shows a retry footer after a failed page', () => {
    const { props } = renderList({ status: 'error' });
    expect(screen.getAllByTestId('row')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Failed to load, tap to retry' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });

  it('stops auto-loading when loadMore rejects, until retried', async () => {
    const loadMore = vi.fn(() => Promise.reject(new Error('offline')));
    const onRetry = vi.fn();
    renderList({ loadMore, onRetry });
    const retry = await screen.findByRole('button', { name: 'Failed to load, tap to retry' });
    expect(loadMore).toHaveBeenCalledTimes(1);
    fireEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
    await screen.findByRole('button', { name: 'Failed to load, tap to retry' });
    expect(loadMore).toHaveBeenCalledTimes(2);
  });
});
