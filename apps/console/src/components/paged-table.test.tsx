import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '../test/dom';
import { PagedTable, type PagedTableProps } from './paged-table';
import type { UrlPaging } from './use-url-filters';

// The paged list's footer (decision 068), in jsdom: the page number, first / previous / next and the page
// size, what each is allowed to do, an emptied page and a refused request.

type Row = { id: number; name: string };

function paging(over: Partial<UrlPaging> = {}): UrlPaging {
  return {
    size: 20,
    sizes: [10, 20, 50, 100],
    cursor: undefined,
    page: 1,
    setSize: vi.fn(),
    next: vi.fn(),
    prev: vi.fn(),
    first: vi.fn(),
    ...over,
  };
}

function render(props: Partial<PagedTableProps<Row>>) {
  mount(
    <PagedTable<Row>
      paging={paging()}
      rows={[]}
      nextCursor={null}
      loading={false}
      rowKey="id"
      columns={[{ title: 'Name', dataIndex: 'name' }]}
      {...props}
    />,
  );
}

const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('[data-testid="paging"] button')].find((b) => b.textContent?.trim() === name)!;
const pageText = () => document.querySelector('[data-testid="paging-page"]')?.textContent;
const cells = () => [...document.querySelectorAll('.ant-table-tbody td')].map((c) => c.textContent);

describe('PagedTable', () => {
  it('shows the page; on the first page only "next", which follows the server’s cursor', () => {
    const p = paging();
    render({ paging: p, rows: [{ id: 3, name: 'Third' }], nextCursor: 3 });
    expect(cells()).toEqual(['Third']);
    expect(pageText()).toBe('Page 1');
    expect(button('First page').disabled).toBe(true);
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(false);
    act(() => button('Next').click());
    expect(p.next).toHaveBeenCalledWith(3);
    expect(document.querySelector('[aria-label="Rows per page"]')).not.toBeNull();
    expect(document.body.textContent).toContain('20 per page');
  });

  it('on the last page: no "next", says it is the last; previous and first go back', () => {
    const p = paging({ page: 3, cursor: '40' });
    render({ paging: p, rows: [{ id: 1, name: 'One' }], nextCursor: null });
    expect(pageText()).toBe('Page 3 · Last page');
    expect(button('Next').disabled).toBe(true);
    act(() => button('Previous').click());
    act(() => button('First page').click());
    expect(p.prev).toHaveBeenCalledTimes(1);
    expect(p.first).toHaveBeenCalledTimes(1);
  });

  it('while another page loads, "next" waits (the rows on screen are the page before)', () => {
    render({ paging: paging({ page: 2, cursor: '9' }), rows: [{ id: 8, name: 'Eight' }], nextCursor: 8, loading: true });
    expect(button('Next').disabled).toBe(true);
    expect(document.querySelector('.ant-spin-spinning')).not.toBeNull();
  });

  it('says so when a page past the first has emptied, and shows a refused request with retry and first page', () => {
    const onRetry = vi.fn();
    const p = paging({ page: 2, cursor: '9' });
    render({ paging: p, rows: [], nextCursor: null, error: new Error('The request is invalid'), onRetry });
    expect(document.body.textContent).toContain('Nothing on this page any more.');
    const alert = document.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('The list could not be loaded: The request is invalid');
    const [retry, first] = [...alert.querySelectorAll('button')];
    act(() => retry!.click());
    act(() => first!.click());
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(p.first).toHaveBeenCalledTimes(1);
  });
});
