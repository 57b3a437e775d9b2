import { act } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mount } from '../test/dom';
import { idPage, urlField, useUrlFilters, type UrlListState, type UrlFilters } from './use-url-filters';

// A console list's state in the address (decision 068), in jsdom with a memory router: the filter, the page
// size and the keyset cursor are read from the query string, every change is a new history entry (so back
// and forward walk the pages), and what the address cannot hold is read as absent.

const FIELDS = {
  q: urlField.text(10),
  userId: urlField.id(),
  status: urlField.oneOf(['paid', 'cancelled'] as const),
  type: urlField.oneOf([3, 4, 7] as const),
  from: urlField.day(),
};
type State = UrlListState<UrlFilters<typeof FIELDS>>;

let state: State;
let search = '';

function Probe({ opaque }: { opaque?: boolean }) {
  state = useUrlFilters(FIELDS, opaque ? { cursor: 'opaque' } : {});
  search = useLocation().search;
  return null;
}

function render(url: string, opaque = false) {
  const router = createMemoryRouter([{ path: '/orders', element: <Probe opaque={opaque} /> }], { initialEntries: [url] });
  mount(<RouterProvider router={router} />);
  return router;
}

const params = () => Object.fromEntries(new URLSearchParams(search));

describe('useUrlFilters', () => {
  it('reads the filter, the page size and the page from the address', () => {
    render('/orders?q=ab&userId=12&status=paid&type=7&from=2024-02-29&size=50&cursor=80&trail=120.100');
    expect(state.filter).toEqual({ q: 'ab', userId: 12, status: 'paid', type: 7, from: '2024-02-29' });
    expect(state.size).toBe(50);
    expect(state.cursor).toBe('80');
    // Page 1 has no cursor, pages 2 and 3 those of the trail.
    expect(state.page).toBe(4);
    expect(idPage(state)).toEqual({ limit: 50, before: 80 });
  });

  it('starts on the first page of everything at the default size', () => {
    render('/orders');
    expect(state.filter).toEqual({});
    expect(state).toMatchObject({ size: 20, cursor: undefined, page: 1 });
    expect(idPage(state)).toEqual({ limit: 20 });
  });

  it('reads what the address cannot hold as absent', () => {
    render('/orders?q=far-too-long-text&userId=0&status=lost&type=5&from=2023-02-29&size=33');
    expect(state.filter).toEqual({});
    expect(state.size).toBe(20);
    for (const bad of [
      'cursor=abc',
      'cursor=0',
      'cursor=-4',
      'cursor=2147483648',
      'cursor=80&trail=70',
      'cursor=80&trail=x.100',
    ]) {
      render(`/orders?${bad}`);
      expect({ bad, page: state.page, cursor: state.cursor }).toEqual({ bad, page: 1, cursor: undefined });
    }
    render('/orders?userId=2147483647&type=4');
    expect(state.filter).toEqual({ userId: 2147483647, type: 4 });
  });

  it('pages forward and back, each page a history entry, and back and forward find them again', async () => {
    const router = render('/orders?status=paid');
    act(() => state.next(90));
    expect(params()).toEqual({ status: 'paid', cursor: '90' });
    expect(state.page).toBe(2);
    act(() => state.next(60));
    expect(params()).toEqual({ status: 'paid', cursor: '60', trail: '90' });
    expect(state.page).toBe(3);
    act(() => state.next(30));
    expect(params()).toEqual({ status: 'paid', cursor: '30', trail: '90.60' });
    expect(state.page).toBe(4);

    // "Previous" goes to the page before with no help from the server.
    act(() => state.prev());
    expect(params()).toEqual({ status: 'paid', cursor: '60', trail: '90' });
    expect(state.page).toBe(3);

    // The browser's back and forward.
    await act(() => router.navigate(-1));
    expect(params()).toEqual({ status: 'paid', cursor: '30', trail: '90.60' });
    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(params()).toEqual({ status: 'paid', cursor: '90' });
    await act(() => router.navigate(1));
    expect(state.page).toBe(3);
    expect(state.filter).toEqual({ status: 'paid' });

    act(() => state.first());
    expect(params()).toEqual({ status: 'paid' });
    expect(state.page).toBe(1);
    // Nothing before the first page.
    act(() => state.prev());
    expect(params()).toEqual({ status: 'paid' });
  });

  it('a new filter or page size starts again at the first page; the size stays with a new filter', () => {
    render('/orders?status=paid&cursor=60&trail=90');
    act(() => state.setSize(50));
    expect(params()).toEqual({ status: 'paid', size: '50' });
    act(() => state.next(40));
    act(() => state.setFilter({ status: 'cancelled', q: '  hi ', userId: undefined }));
    expect(params()).toEqual({ q: 'hi', status: 'cancelled', size: '50' });
    expect(state.page).toBe(1);
    expect(state.filter).toEqual({ q: 'hi', status: 'cancelled' });
    // A size not offered is the default one (and the default is not written).
    act(() => state.setSize(33));
    expect(params()).toEqual({ q: 'hi', status: 'cancelled' });
    // A value no field can hold is not written.
    act(() => state.setFilter({ q: 'x'.repeat(11), userId: 0 }));
    expect(params()).toEqual({});
  });

  it('a change made before the last one rendered starts from the address it wrote (the search stays)', () => {
    render('/orders?status=paid');
    // A search, then a page size picked before any render has read the search's address (a navigation renders
    // in a transition; a busy browser may take the next click first): both are kept.
    const before = state;
    act(() => {
      before.setFilter({ userId: 61 });
      before.setSize(10);
    });
    expect(params()).toEqual({ userId: '61', size: '10' });
    const searched = state;
    act(() => {
      searched.setSize(50);
      searched.first();
    });
    expect(params()).toEqual({ userId: '61', size: '50' });
    // Once rendered, the address is read again: a change of it from elsewhere (back) is where the next starts.
    act(() => state.setFilter({ status: 'cancelled' }));
    expect(params()).toEqual({ status: 'cancelled', size: '50' });
  });

  it('keeps the same filter object while only the page changes', () => {
    render('/orders?status=paid');
    const before = state.filter;
    const key = state.filterKey;
    act(() => state.next(90));
    expect(state.filter).toBe(before);
    expect(state.filterKey).toBe(key);
    act(() => state.setFilter({ status: 'cancelled' }));
    expect(state.filter).not.toBe(before);
    expect(state.filterKey).not.toBe(key);
  });

  it('holds opaque cursors (the storefront kind) as they are', () => {
    render('/orders?cursor=WzEsIjIwMjQiLDVd&trail=WzEsIjIwMjUiLDld', true);
    expect(state.cursor).toBe('WzEsIjIwMjQiLDVd');
    expect(state.page).toBe(3);
    act(() => state.next('WzEsIjIwMjMiLDJd'));
    expect(params()).toEqual({ cursor: 'WzEsIjIwMjMiLDJd', trail: 'WzEsIjIwMjUiLDld.WzEsIjIwMjQiLDVd' });
    render('/orders?cursor=not%20base64!', true);
    expect(state.page).toBe(1);
  });
});
