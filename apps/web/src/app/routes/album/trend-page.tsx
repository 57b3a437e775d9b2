import { Link } from 'react-router';
import { useTrend } from '../../../features/album/api/get-trend';
import { AlbumQueryState } from '../../../features/album/components/album-state';
import { TrendCard } from '../../../features/album/components/trend-card';
import { albumIdParam, albumPath } from '../../../features/album/paths';
import { useAlbumTexts } from '../../../features/album/texts';
import type { PageProps } from '../../page';
import '../../../features/album/album.css';

/** Spec: /pages/album/trendsDetail?id= — one post: text, up to nine images (viewer 1-4x), a video. */
export default function TrendPage({ query }: PageProps) {
  const { lang } = useAlbumTexts();
  const id = albumIdParam(query.id);
  const q = useTrend(id, lang);
  return (
    <AlbumQueryState query={q} missing={id === null} kind="trend">
      {(trend) => (
        <div className="alb-page" data-testid="trend-detail" data-id={trend.id}>
          <Link to={albumPath(trend.albumId)} className="alb-trend__album" data-testid="trend-album">
            {trend.albumTitle}
          </Link>
          <TrendCard trend={trend} link={false} />
        </div>
      )}
    </AlbumQueryState>
  );
}
