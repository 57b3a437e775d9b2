import { ErrorCode } from '@curio/contract/client';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '../lib/request/index';
import { DetailPage, QueryState, type DetailQuery } from './query-state';
import { renderWithI18n } from './ui/test-i18n';

const query = (over: Partial<DetailQuery<{ name: string }>> = {}): DetailQuery<{ name: string }> => ({
  data: undefined,
  error: null,
  isError: false,
  isPending: false,
  refetch: vi.fn(() => Promise.resolve()),
  ...over,
});

function renderPage(q: DetailQuery<{ name: string }>, opts: { missing?: boolean; pull?: boolean } = {}) {
  return renderWithI18n(
    <DetailPage
      query={q}
      missing={opts.missing ?? false}
      pull={opts.pull ?? true}
      notFound={<p>not here</p>}
      skeleton={<p>loading…</p>}
    >
      {(d) => <p>{d.name}</p>}
    </DetailPage>,
  );
}

describe('<DetailPage>', () => {
  it('shows "not found" for a missing key, without the query', () => {
    renderPage(query({ isPending: true }), { missing: true });
    expect(screen.getByText('not here')).toBeTruthy();
    expect(screen.queryByText('loading…')).toBeNull();
  });

  it('shows the skeleton, then the data, inside pull-to-refresh', () => {
    const { rerender } = renderPage(query({ isPending: true }));
    expect(screen.getByText('loading…')).toBeTruthy();
    expect(screen.getByTestId('pull-refresh-head')).toBeTruthy();
    rerender(
      <DetailPage query={query({ data: { name: 'Spring Rain' } })} missing={false} notFound={null} skeleton={null}>
        {(d) => <p>{d.name}</p>}
      </DetailPage>,
    );
    expect(screen.getByText('Spring Rain')).toBeTruthy();
  });

  it('answers NOT_FOUND with the page\'s "not found", other failures with a retry', () => {
    const notFound = new RequestError('business', 'gone', { code: ErrorCode.NOT_FOUND });
    const { unmount } = renderPage(query({ isError: true, error: notFound }));
    expect(screen.getByText('not here')).toBeTruthy();
    unmount();
    const q = query({ isError: true, error: new RequestError('transport', 'offline') });
    renderPage(q, { pull: false });
    expect(screen.queryByTestId('pull-refresh-head')).toBeNull();
    fireEvent.click(screen.getByRole('button'));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps showing the data when a refetch fails', () => {
    renderPage(query({ data: { name: 'Spring Rain' }, isError: true, error: new Error('offline') }));
    expect(screen.getByText('Spring Rain')).toBeTruthy();
  });
});

describe('<QueryState> over several queries', () => {
  const activity = (over: Partial<DetailQuery<{ name: string }>> = {}) => query(over);
  const items = (over: Partial<DetailQuery<number[]>> = {}): DetailQuery<number[]> => ({
    data: undefined,
    error: null,
    isError: false,
    isPending: false,
    refetch: vi.fn(() => Promise.resolve()),
    ...over,
  });
  function renderBoth(a: DetailQuery<{ name: string }>, b: DetailQuery<number[]>, more: Partial<{ missing: boolean }> = {}) {
    return renderWithI18n(
      <QueryState
        queries={[a, b]}
        missing={more.missing}
        notFound={<p>not here</p>}
        isNotFound={(e) => e instanceof RequestError && e.code === 4242}
        skeleton={<p>loading…</p>}
      >
        {(x, list) => (
          <p>
            {x.name}: {list.length}
          </p>
        )}
      </QueryState>,
    );
  }

  it('shows one skeleton while any of them is on its way, then all their data', () => {
    const { rerender } = renderBoth(activity({ data: { name: 'Spring Rain' } }), items({ isPending: true }));
    expect(screen.getAllByText('loading…')).toHaveLength(1);
    expect(screen.queryByText(/Spring Rain/)).toBeNull();
    rerender(
      <QueryState queries={[activity({ data: { name: 'Spring Rain' } }), items({ data: [1, 2, 3] })]} skeleton={<p>loading…</p>}>
        {(x, list) => (
          <p>
            {x.name}: {list.length}
          </p>
        )}
      </QueryState>,
    );
    expect(screen.getByText('Spring Rain: 3')).toBeTruthy();
  });

  it('shows one failure whose retry refetches only the failed queries, even while another is pending', () => {
    const ok = activity({ isPending: true });
    const failed = items({ isError: true, error: new RequestError('transport', 'offline') });
    renderBoth(ok, failed);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('loading…')).toBeNull();
    fireEvent.click(screen.getByRole('button'));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(ok.refetch).not.toHaveBeenCalled();
  });

  it('shows "not found" when a query answers the page\'s not-found code, or the key is missing', () => {
    const gone = new RequestError('business', 'gone', { code: 4242 });
    const { unmount } = renderBoth(activity({ isError: true, error: gone }), items({ data: [] }));
    expect(screen.getByText('not here')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    renderBoth(activity({ isPending: true }), items({ isPending: true }), { missing: true });
    expect(screen.getByText('not here')).toBeTruthy();
    expect(screen.queryByText('loading…')).toBeNull();
  });

  it('without a "not found", every failure is a failure with a retry', () => {
    const failed = activity({ isError: true, error: new RequestError('business', 'gone', { code: ErrorCode.NOT_FOUND }) });
    renderWithI18n(
      <QueryState queries={[failed]} skeleton={null}>
        {(x) => <p>{x.name}</p>}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('waits for and retries the further queries (`also`) it does not hand to the view', () => {
    const extra = items({ isError: true, error: new Error('offline') });
    const { unmount } = renderWithI18n(
      <QueryState queries={[activity({ data: { name: 'Spring Rain' } })]} also={[extra]} skeleton={<p>loading…</p>}>
        {(x) => <p>{x.name}</p>}
      </QueryState>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(extra.refetch).toHaveBeenCalledTimes(1);
    unmount();
    renderWithI18n(
      <QueryState
        queries={[activity({ data: { name: 'Spring Rain' } })]}
        also={[items({ isPending: true })]}
        skeleton={<p>loading…</p>}
      >
        {(x) => <p>{x.name}</p>}
      </QueryState>,
    );
    expect(screen.getByText('loading…')).toBeTruthy();
  });

  it('refreshes every query of a detail page on pull', () => {
    const a = activity({ data: { name: 'Spring Rain' } });
    const b = items({ data: [1] });
    renderWithI18n(
      <DetailPage queries={[a, b]} missing={false} notFound={null} skeleton={null}>
        {(x, list) => (
          <p>
            {x.name}: {list.length}
          </p>
        )}
      </DetailPage>,
    );
    expect(screen.getByText('Spring Rain: 1')).toBeTruthy();
    expect(screen.getByTestId('pull-refresh-head')).toBeTruthy();
  });
});
