import type { ReactNode } from 'react';
import { StatusView } from '../../../components/shell/status-view';
import { ErrorState } from '../../../components/ui/error-state';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { isAlbumMissing } from '../rules';
import { useAlbumTexts } from '../texts';

/** An album or a post that is not there (unknown, a draft, another tenant's), or a page without a valid id. */
export function AlbumNotFound({ kind }: { kind: 'album' | 'trend' }) {
  const { t } = useAlbumTexts();
  return (
    <StatusView
      art="not-found"
      title={t(kind === 'album' ? 'album.notFound.album' : 'album.notFound.trend')}
      description={t('album.notFound.hint')}
      testId="album-not-found"
    />
  );
}

export function AlbumSkeleton() {
  return (
    <div className="alb-page" aria-busy="true" data-testid="album-skeleton">
      <SkeletonBlock width="100%" height={200} radius={12} />
      <SkeletonBlock width="70%" height={22} />
      <SkeletonBlock width="100%" height={14} />
      <SkeletonBlock width="90%" height={14} />
      <SkeletonBlock width="100%" height={120} radius={12} />
    </div>
  );
}

interface Q<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * An album page's states around its data: "not found" (no valid id, or the album's/post's own code),
 * loading skeleton, failure with retry (unless data is already shown), pull to refresh.
 */
export function AlbumQueryState<T>({
  query,
  missing,
  kind,
  children,
}: {
  query: Q<T>;
  missing: boolean;
  kind: 'album' | 'trend';
  children: (data: T) => ReactNode;
}) {
  if (missing) return <AlbumNotFound kind={kind} />;
  let body: ReactNode;
  if (query.isError && !query.data) {
    body = isAlbumMissing(query.error) ? <AlbumNotFound kind={kind} /> : <ErrorState onRetry={() => void query.refetch()} />;
  } else if (query.isPending || !query.data) {
    body = <AlbumSkeleton />;
  } else {
    body = children(query.data);
  }
  return <PullRefresh onRefresh={() => query.refetch()}>{body}</PullRefresh>;
}
