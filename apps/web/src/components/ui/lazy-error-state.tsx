import { lazy, Suspense, type ReactNode } from 'react';
import type { ErrorStateProps } from './error-state';

const ErrorState = lazy(() => import('./error-state').then((m) => ({ default: m.ErrorState })));

/**
 * ErrorState loaded on first use, for a page that must stay small (the home: its failure view is not part
 * of its first load); `fallback` holds the place while it loads.
 */
export function LazyErrorState({ fallback, ...props }: ErrorStateProps & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ErrorState {...props} />
    </Suspense>
  );
}
