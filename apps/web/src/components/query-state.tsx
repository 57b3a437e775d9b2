import { ErrorCode } from '@curio/contract/client';
import type { ReactNode } from 'react';
import { isRequestError } from '../lib/request/index';
import { ErrorState } from './ui/error-state';
import { PullRefresh } from './ui/pull-refresh';

/** The part of a TanStack query result a page shows. */
export interface DetailQuery<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  refetch: () => Promise<unknown>;
}

/** Several queries, one per element of `T`. */
export type DetailQueries<T extends readonly unknown[]> = { readonly [K in keyof T]: DetailQuery<T[K]> };

/** A failure that means the page's thing does not exist: the API's NOT_FOUND. */
export const isNotFoundError = (error: unknown) => isRequestError(error) && error.code === ErrorCode.NOT_FOUND;

export interface QueryStateProps<T extends readonly unknown[]> {
  /** What the view needs, the main resource first: it shows once every one has answered. */
  queries: readonly [...DetailQueries<T>];
  /** More queries it waits for (and retries) whose data the view reads itself: one that may be off. */
  also?: readonly DetailQuery<unknown>[];
  /** The view opened without a valid key (id, order number): "not found", no query runs. */
  missing?: boolean;
  /** What "not found" looks like here; without it, a not-found failure is a failure like any other. */
  notFound?: ReactNode;
  /** Which failure means "not found" (`isNotFoundError` by default: the API's NOT_FOUND). */
  isNotFound?: (error: unknown) => boolean;
  /** Shown while any query has not answered yet. */
  skeleton: ReactNode;
  /** The failure's text (`ui.loadFailed` by default) and class. */
  errorTitle?: ReactNode;
  errorClassName?: string;
  /** Renders the data, in the order of `queries`. */
  children: (...data: NoInfer<T>) => ReactNode;
}

/**
 * The one way a page or a section shows its queries' loading, "not found" and failure: "not found" for a
 * missing key or when a query answers that its thing does not exist; one retry (of the failed queries)
 * when one failed; one skeleton while any is on its way; then the data. A failure after data arrived keeps
 * showing the data.
 */
export function QueryState<T extends readonly unknown[]>({
  queries,
  also = [],
  missing = false,
  notFound,
  isNotFound = isNotFoundError,
  skeleton,
  errorTitle,
  errorClassName,
  children,
}: QueryStateProps<T>) {
  if (missing) return <>{notFound}</>;
  const list = queries as readonly DetailQuery<unknown>[];
  const all = [...list, ...also];
  const failed = all.filter((q) => q.isError && q.data === undefined);
  if (failed.length > 0) {
    if (notFound !== undefined && failed.some((q) => isNotFound(q.error))) return <>{notFound}</>;
    return (
      <ErrorState
        title={errorTitle}
        className={errorClassName}
        onRetry={() => {
          for (const q of failed) void q.refetch();
        }}
      />
    );
  }
  if (all.some((q) => q.data === undefined)) return <>{skeleton}</>;
  return <>{children(...(list.map((q) => q.data) as unknown as T))}</>;
}

/**
 * The shell of a detail page: QueryState over its query (or several: `queries`), inside pull-to-refresh
 * (unless `pull` is false) that refetches them all.
 */
export function DetailPage<T>(props: {
  query: DetailQuery<T>;
  missing: boolean;
  notFound: ReactNode;
  isNotFound?: (error: unknown) => boolean;
  skeleton: ReactNode;
  pull?: boolean;
  children: (data: T) => ReactNode;
}): ReactNode;
export function DetailPage<T extends readonly unknown[]>(props: {
  queries: readonly [...DetailQueries<T>];
  missing: boolean;
  notFound: ReactNode;
  isNotFound?: (error: unknown) => boolean;
  skeleton: ReactNode;
  pull?: boolean;
  children: (...data: NoInfer<T>) => ReactNode;
}): ReactNode;
export function DetailPage({
  query,
  queries,
  missing,
  notFound,
  isNotFound,
  skeleton,
  pull = true,
  children,
}: {
  query?: DetailQuery<unknown>;
  queries?: readonly DetailQuery<unknown>[];
  missing: boolean;
  notFound: ReactNode;
  isNotFound?: (error: unknown) => boolean;
  skeleton: ReactNode;
  pull?: boolean;
  children: (...data: unknown[]) => ReactNode;
}) {
  const all = queries ?? (query ? [query] : []);
  const state = (
    <QueryState queries={all} missing={missing} notFound={notFound} isNotFound={isNotFound} skeleton={skeleton}>
      {children}
    </QueryState>
  );
  if (!pull || missing) return state;
  return <PullRefresh onRefresh={() => Promise.all(all.map((q) => q.refetch()))}>{state}</PullRefresh>;
}
