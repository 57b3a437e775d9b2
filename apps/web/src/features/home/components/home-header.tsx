import { useTranslation } from 'react-i18next';
import { useTenant } from '../../bootstrap/tenant-store';

/** The custom page bar of the home pages: it covers 132px (spec section 2). */
export function HomeHeader() {
  const { t } = useTranslation();
  const info = useTenant((s) => s.info);
  return (
    <header className="home-header" data-testid="home-header">
      <div className="home-header__row">
        {info?.imgUrl ? <img className="home-header__logo" src={info.imgUrl} alt="" /> : null}
        <div>
          <h1 className="home-header__name" data-testid="platform-name">
            {info?.platformName}
          </h1>
          <p className="home-header__tagline">{t('home.greeting')}</p>
        </div>
      </div>
    </header>
  );
}
