import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { CATALOGUE_PATHS } from '../paths';
import { useTenant } from '../../../lib/tenant/tenant-store';
import { useServerLazy } from '../../../lib/server-markup';
import { sizedImage } from '../../../lib/image';

/** The custom page bar of the home pages: it covers 132px (spec section 2), with the search entry. */
export function HomeHeader() {
  const loading = useServerLazy();
  const { t } = useTranslation();
  const info = useTenant((s) => s.info);
  return (
    <header className="home-header" data-testid="home-header">
      <div className="home-header__row">
        {info?.imgUrl ? (
          <img
            className="home-header__logo"
            {...sizedImage(info.imgUrl, '44px')}
            alt=""
            width={44}
            height={44}
            loading={loading}
          />
        ) : null}
        <div>
          <h1 className="home-header__name" data-testid="platform-name">
            {info?.platformName}
          </h1>
          <p className="home-header__tagline">{t('home.greeting')}</p>
        </div>
      </div>
      <Link to={CATALOGUE_PATHS.search} className="home-search" data-testid="home-search">
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
        <span>{t('home.search')}</span>
      </Link>
    </header>
  );
}
