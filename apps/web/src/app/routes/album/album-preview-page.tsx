import { EmptyState } from '../../../components/ui/empty-state';
import { useAlbumTexts } from '../../../features/album/texts';
import { AlbumNotFound, AlbumSkeleton } from '../../../features/album/components/album-state';
import { TrendCard } from '../../../features/album/components/trend-card';
import { isPreviewInvalid } from '../../../features/album/rules';
import { useAlbumPreview } from '../../../features/album/use-album-preview';
import { StatusView } from '../../../components/shell/status-view';
import type { PageProps } from '../../page';
import { AlbumView } from './album-view';
import { QueryState } from '../../../components/query-state';

/**
 * Spec: /pages/album/indexView?album=<token> — the console's live preview (PRODUCT.md §12, decision 047):
 * the album page with the operator's album (a draft too) and all its posts, drafts marked; read again
 * each time the console saves (`curio-album-preview:refresh`).
 */
export default function AlbumPreviewPage({ query }: PageProps) {
  const { t } = useAlbumTexts();
  const token = query.album ?? '';
  const q = useAlbumPreview(token);
  if (token === '') return <AlbumNotFound kind="album" />;
  return (
    <QueryState
      queries={[q]}
      notFound={
        <StatusView
          art="error"
          title={t('album.preview.invalid')}
          description={t('album.preview.invalidHint')}
          testId="album-preview-invalid"
        />
      }
      isNotFound={isPreviewInvalid}
      skeleton={<AlbumSkeleton />}
    >
      {({ album, trends }) => {
        return (
          <div data-testid="album-preview">
            <p className="alb-preview-note">{t('album.preview.note')}</p>
            <AlbumView
              album={album}
              draft={album.status === 'draft'}
              trends={
                trends.length === 0 ? (
                  <EmptyState title={t('album.noTrends')} />
                ) : (
                  <div className="alb-stack">
                    {trends.map((p) => (
                      <TrendCard key={p.id} trend={p} link={false} />
                    ))}
                  </div>
                )
              }
            />
          </div>
        );
      }}
    </QueryState>
  );
}
