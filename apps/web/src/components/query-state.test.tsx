import { ErrorCode } from '@curio/contract/client';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '../lib/request/index';
import { DetailPage, type DetailQuery } from './query-state';
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
