import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import type { AlbumCard } from '../api/list-albums';
import { albumPath } from '../paths';
import { useAlbumTexts } from '../texts';

/** An album in the list: cover, title, summary, its collections and newest post. */
export function AlbumRow({ album }: { album: AlbumCard }) {
  const { t, lang } = useAlbumTexts();
  return (
    <Link to={albumPath(album.id)} className="alb-row" data-testid="album-row" data-id={album.id}>
      {album.coverUrl ? (
        <img className="alb-row__cover" src={album.coverUrl} alt="" width={366} height={160} loading="lazy" decoding="async" />
      ) : null}
      <span className="alb-row__body">
        <span className="alb-row__title">{album.title}</span>
        {album.summary ? <span className="alb-row__summary">{album.summary}</span> : null}
        <span className="alb-row__meta">
          <span>{t('album.collectionCount', { count: album.collectionCount })}</span>
          {album.latestTrendAt !== null ? (
            <span>{t('album.latestTrend', { date: formatDate(album.latestTrendAt, lang) })}</span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
