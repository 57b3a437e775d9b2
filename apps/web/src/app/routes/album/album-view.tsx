import { Suspense, type ReactNode } from 'react';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import type { AlbumDetail } from '../../../features/album/api/get-album';
import { AlbumCollections } from '../../../features/album/components/album-collections';
import { AlbumHeader } from '../../../features/album/components/album-header';
import { useAlbumTexts } from '../../../features/album/texts';
import { collectionPath } from '../../../features/catalogue/paths';
import { RichText } from '../../../features/catalogue/notice/rich-text';
import '../../../features/catalogue/notice/notice.css';
import '../../../features/album/album.css';

/**
 * An album as the user sees it (its page and the console's preview): cover, title, the description
 * sanitized and rendered like a notice's, its collections as cards, then its posts (`trends`).
 */
export function AlbumView({ album, draft, trends }: { album: AlbumDetail; draft?: boolean; trends: ReactNode }) {
  const { t } = useAlbumTexts();
  return (
    <div className="alb-page" data-testid="album-detail" data-id={album.id}>
      <AlbumHeader
        title={album.title}
        coverUrl={album.coverUrl}
        draft={draft}
        description={
          album.descriptionHtml ? (
            <Suspense fallback={<SkeletonBlock width="100%" height={60} />}>
              <RichText html={album.descriptionHtml} className="ntc-rich" />
            </Suspense>
          ) : null
        }
      />
      <AlbumCollections collections={album.collections} collectionHref={collectionPath} />
      <section className="alb-section" aria-labelledby="alb-trends">
        <h2 id="alb-trends" className="alb-section__title">
          {t('album.trends')}
        </h2>
        {trends}
      </section>
    </div>
  );
}
