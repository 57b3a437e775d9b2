import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { useAlbumList } from '../../../features/album/api/list-albums';
import { AlbumRow } from '../../../features/album/components/album-row';
import { useAlbumTexts } from '../../../features/album/texts';
import type { PageProps } from '../../page';
import '../../../features/album/album.css';

/** Spec: /pages/album/list — the tenant's published albums, paged, pull to refresh. */
export default function AlbumListPage(_: PageProps) {
  const { t, lang } = useAlbumTexts();
  const list = useAlbumList(lang);
  return (
    <PullRefresh onRefresh={list.refresh}>
      <div className="alb-list" data-testid="album-list">
        <InfiniteList
          items={list.items}
          keyOf={(a) => a.id}
          renderItem={(a) => <AlbumRow album={a} />}
          hasMore={list.hasMore}
          loadMore={list.loadMore}
          status={list.status}
          onRetry={list.retry}
          listClassName="alb-stack"
          empty={<EmptyState title={t('album.empty')} description={t('album.emptyHint')} />}
        />
      </div>
    </PullRefresh>
  );
}
