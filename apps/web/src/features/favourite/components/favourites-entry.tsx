import '../favourite.css';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { FAVOURITE_PATHS } from '../paths';
import { useFavouriteTexts } from '../texts';
import { HeartIcon } from './heart-icon';

function EntryBody() {
  const { t } = useFavouriteTexts();
  return (
    <Link to={FAVOURITE_PATHS.list} className="fav-entry" data-testid="mine-favourites">
      <span className="fav-entry__icon">
        <HeartIcon filled={false} />
      </span>
      <span className="fav-entry__text">
        <span className="fav-entry__label">{t('favourites.mine.label')}</span>
        <span className="fav-entry__hint">{t('favourites.mine.hint')}</span>
      </span>
      <svg className="fav-entry__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Link>
  );
}

/** The mine page's way to my favourites (its texts load beside the mine page, never holding it up). */
export function FavouritesEntry() {
  return (
    <Suspense fallback={<div className="fav-entry fav-entry--waiting" aria-hidden="true" />}>
      <EntryBody />
    </Suspense>
  );
}
