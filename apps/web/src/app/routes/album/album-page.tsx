import { useQueryClient } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { useAlbum } from '../../../features/album/api/get-album';
import { trendListQueryOptions, useTrendList } from '../../../features/album/api/list-trends';
import { AlbumQueryState } from '../../../features/album/components/album-state';
import { TrendCard } from '../../../features/album/components/trend-card';
import { albumIdParam } from '../../../features/album/paths';
import { useAlbumTexts } from '../../../features/album/texts';
import type { PageProps } from '../../page';
import { AlbumView } from './album-view';

function Trends({ albumId }: { albumId: number }) {
  const { t, lang } = useAlbumTexts();
  const list = useTrendList(albumId, lang);
  return (
    <InfiniteList
      items={list.items}
      keyOf={(p) => p.id}
      renderItem={(p) => <TrendCard trend={p} />}
      hasMore={list.hasMore}
      loadMore={list.loadMore}
      status={list.status}
      onRetry={list.retry}
      listClassName="alb-stack"
      empty={<EmptyState title={t('album.noTrends')} />}
    />
  );
}

/** Spec: /pages/album/index?id= — one album: cover, title, description, its collections, its posts newest first. */
export default function AlbumPage({ query }: PageProps) {
  const { lang } = useAlbumTexts();
  const id = albumIdParam(query.id);
  const q = useAlbum(id, lang);
  const queryClient = useQueryClient();
  // Pull to refresh reads the album and its posts again.
  const refetch = () =>
    Promise.all([q.refetch(), queryClient.refetchQueries({ queryKey: trendListQueryOptions(id ?? 0, lang).queryKey })]);
  return (
    <AlbumQueryState query={{ ...q, refetch }} missing={id === null} kind="album">
      {(album) => <AlbumView album={album} trends={<Trends albumId={album.id} />} />}
    </AlbumQueryState>
  );
}
