import { SWIPER } from '@curio/contract/client';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { useInterval } from '../../../lib/use-interval';
import { CATALOGUE_PATHS, noticePath } from '../paths';
import type { HomeDecoration } from '../api/home-decoration';

/** The notice headlines, one at a time (changing at the banners' pace), and the way to all notices. */
export function NoticeTicker({ headlines }: { headlines: HomeDecoration['noticeHeadlines'] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const n = headlines.length;
  useInterval(() => setIndex((i) => (i + 1) % n), n < 2 ? null : SWIPER.interval);
  if (n === 0) return null;
  const current = headlines[index % n]!;
  return (
    <div className="home-notices" data-testid="home-notices">
      <span className="home-notices__label">{t('home.notices')}</span>
      <Link key={current.id} to={noticePath(current.id)} className="home-notices__title" data-testid="home-notice">
        {current.title}
      </Link>
      <Link
        to={CATALOGUE_PATHS.noticeList}
        className="home-notices__more"
        aria-label={t('catalogue.more')}
        data-testid="home-notices-more"
      >
        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" aria-hidden="true">
          <path d="m9 5 7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Link>
    </div>
  );
}
