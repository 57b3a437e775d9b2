import type { ReactNode } from 'react';
import { StatusView } from '../../../components/shell/status-view';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { isAlbumMissing } from '../rules';
import { useAlbumTexts } from '../texts';
import { DetailPage, type DetailQuery } from '../../../components/query-state';

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

/**
 * An album page's states around its data (components/query-state's DetailPage): "not found" (no valid id,
 * or the album's/post's own code), loading skeleton, failure with retry (unless data is already shown),
 * pull to refresh.
 */
export function AlbumQueryState<T>({
  query,
  missing,
  kind,
  children,
}: {
  query: DetailQuery<T>;
  missing: boolean;
  kind: 'album' | 'trend';
  children: (data: T) => ReactNode;
}) {
  return (
    <DetailPage
      query={query}
      missing={missing}
      notFound={<AlbumNotFound kind={kind} />}
      isNotFound={isAlbumMissing}
      skeleton={<AlbumSkeleton />}
    >
      {children}
    </DetailPage>
  );
}
