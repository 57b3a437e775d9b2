import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { trendPath } from '../paths';
import { useAlbumTexts } from '../texts';
import { TrendMedia } from './trend-media';

export interface TrendCardData {
  id: number;
  text: string;
  images: string[];
  videoUrl: string | null;
  publishedAt: number;
  /** The console's preview shows drafts too, marked. */
  status?: 'draft' | 'published';
}

/** One post in an album's timeline: time, text (a link to the post's page), images and video. */
export function TrendCard({ trend, link = true }: { trend: TrendCardData; link?: boolean }) {
  const { t, lang } = useAlbumTexts();
  const time =
    trend.publishedAt > 0 ? (
      <time className="alb-trend__time" dateTime={new Date(trend.publishedAt).toISOString()}>
        {formatDateTime(trend.publishedAt, lang)}
      </time>
    ) : null;
  return (
    <article className="alb-trend" data-testid="trend-card" data-id={trend.id}>
      <header className="alb-trend__head">
        {time}
        {trend.status === 'draft' ? <span className="alb-badge">{t('album.draft')}</span> : null}
      </header>
      {trend.text ? (
        link ? (
          <Link to={trendPath(trend.id)} className="alb-trend__text" data-testid="trend-link">
            {trend.text}
          </Link>
        ) : (
          <p className="alb-trend__text">{trend.text}</p>
        )
      ) : link ? (
        <Link to={trendPath(trend.id)} className="alb-trend__more" data-testid="trend-link">
          {t('album.trend.open')}
        </Link>
      ) : null}
      <TrendMedia images={trend.images} videoUrl={trend.videoUrl} />
    </article>
  );
}
