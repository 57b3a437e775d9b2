import { ErrorCode } from '@curio/contract/client';
import type { ReactNode } from 'react';
import { isRequestError } from '../lib/request/index';
import { ErrorState } from './ui/error-state';
import { PullRefresh } from './ui/pull-refresh';

export interface QueryStateProps {
  /** The query's error, if it failed. */
  error: unknown;
  onRetry: () => void;
  /** The first answer is on its way. */
  pending: boolean;
  skeleton: ReactNode;
  /** What "not found" (NOT_FOUND) looks like on this page. */
  notFound: ReactNode;
  children: ReactNode;
}

/** A detail page's loading, "not found" and failure views around its content. */
export function QueryState({ error, onRetry, pending, skeleton, notFound, children }: QueryStateProps) {
  if (error) {
    if (isRequestError(error) && error.code === ErrorCode.NOT_FOUND) return <>{notFound}</>;
    return <ErrorState onRetry={onRetry} />;
  }
  return <>{pending ? skeleton : children}</>;
}

/** The part of a TanStack query result a detail page shows. */
export interface DetailQuery<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * The shell of a detail page: "not found" when the page's key (id, order number) is missing or invalid,
 * then pull-to-refresh (unless `pull` is false) around the query's loading, "not found" and failure
 * views; `children` renders the data. A failure after data arrived keeps showing the data.
 */
export function DetailPage<T>({
  query,
  missing,
  notFound,
  skeleton,
  pull = true,
  children,
}: {
  query: DetailQuery<T>;
  /** The page was opened without a valid key: the query never runs. */
  missing: boolean;
  notFound: ReactNode;
  skeleton: ReactNode;
  pull?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (missing) return <>{notFound}</>;
  const state = (
    <QueryState
      error={query.isError && !query.data ? query.error : null}
      onRetry={() => void query.refetch()}
      pending={query.isPending}
      skeleton={skeleton}
      notFound={notFound}
    >
      {query.data ? children(query.data) : null}
    </QueryState>
  );
  return pull ? <PullRefresh onRefresh={() => query.refetch()}>{state}</PullRefresh> : state;
}
