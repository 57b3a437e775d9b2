import type { FavouriteTarget } from '@curio/contract/client';
import { useNavigate } from 'react-router';
import { FavouritesList } from '../../../features/favourite/components/favourites-list';
import { FAVOURITE_PATHS } from '../../../features/favourite/paths';
import { favouriteFilter, type FavouriteLinks } from '../../../features/favourite/rules';
import { useFavouriteTexts } from '../../../features/favourite/texts';
import { collectionPath } from '../../../features/catalogue/paths';
import { listingPath } from '../../../features/market/paths';
import { loginUrl } from '../../../features/identity/paths';
import type { PageProps } from '../../page';

/** What a favourite opens: a collection's detail (the catalogue's page), a listing's (the market's). */
const links: FavouriteLinks = { collection: collectionPath, listing: listingPath };

/** /pages/account/favourites/index (login; pull): my favourites, `?type=collection|listing` (none: all). */
export default function FavouritesPage({ query }: PageProps) {
  const { lang } = useFavouriteTexts();
  const navigate = useNavigate();
  const filter = favouriteFilter(query.type);
  const onFilter = (f: FavouriteTarget | null) =>
    void navigate(f ? `${FAVOURITE_PATHS.list}?type=${f}` : FAVOURITE_PATHS.list, { replace: true });
  return (
    <FavouritesList filter={filter} onFilter={onFilter} links={links} loginTo={loginUrl(FAVOURITE_PATHS.list)} lang={lang} />
  );
}
