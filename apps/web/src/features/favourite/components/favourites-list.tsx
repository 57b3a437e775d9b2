import '../favourite.css';
import type { FavouriteTarget } from '@curio/contract/client';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { Price } from '../../../components/ui/price';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useFavouritesList, type FavouriteEntry } from '../api/list-favourites';
import { favouriteLink, listingChip, type FavouriteLinks } from '../rules';
import { useFavouriteTexts } from '../texts';
import { FavouriteHeart } from './favourite-heart';
import { sizedImage } from '../../../lib/image';

function Row({ e, links, loginTo }: { e: FavouriteEntry; links: FavouriteLinks; loginTo: string }) {
  const { t } = useFavouriteTexts();
  const chip = listingChip(e.listingState);
  return (
    <div
      className={`fav-row${e.ended ? ' fav-row--ended' : ''}`}
      data-testid="favourite-row"
      data-target={`${e.targetType}:${e.targetId}`}
    >
      <Link to={favouriteLink(e, links)} className="fav-row__link" data-testid="favourite-row-link">
        <img
          className="fav-row__cover"
          {...sizedImage(e.coverUrl, '64px')}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
        />
        <span className="fav-row__body">
          <span className="fav-row__name">
            {e.name}
            {e.serial !== null ? <span className="fav-row__serial"> #{e.serial}</span> : null}
          </span>
          <span className="fav-row__meta">
            <span className="fav-row__kind">{t(`favourites.kind.${e.targetType}`)}</span>
            {chip ? (
              <span className={`fav-chip fav-chip--${chip}`} data-testid="favourite-chip">
                {t(`favourites.state.${chip}`)}
              </span>
            ) : null}
          </span>
          <span className="fav-row__price">
            <span className="fav-row__price-label">
              {t(e.targetType === 'listing' ? 'favourites.price.listing' : 'favourites.price.collection')}
            </span>
            <Price fen={e.price} size="sm" />
          </span>
        </span>
      </Link>
      <FavouriteHeart
        targetType={e.targetType}
        targetId={e.targetId}
        name={e.name}
        loginTo={loginTo}
        variant="card"
        state={{ favourited: true, count: 0 }}
      />
    </div>
  );
}

const FILTERS: readonly (FavouriteTarget | null)[] = [null, 'collection', 'listing'];

/**
 * My favourites (issue 16): all, collections or listings, newest first, each a card with its price; a
 * sold or cancelled listing shows as ended. The heart on each card removes it.
 */
export function FavouritesList({
  filter,
  onFilter,
  links,
  loginTo,
  lang,
}: {
  filter: FavouriteTarget | null;
  onFilter: (f: FavouriteTarget | null) => void;
  links: FavouriteLinks;
  loginTo: string;
  lang: string;
}) {
  const { t } = useFavouriteTexts();
  const list = useFavouritesList(filter, lang);
  return (
    <main className="fav-page" data-testid="favourites-page">
      <div className="fav-filters" role="group" aria-label={t('favourites.filter.label')}>
        {FILTERS.map((f) => (
          <button
            key={f ?? 'all'}
            type="button"
            className={`fav-filter${filter === f ? ' fav-filter--on' : ''}`}
            aria-pressed={filter === f}
            onClick={() => onFilter(f)}
            data-testid={`favourites-filter-${f ?? 'all'}`}
          >
            {t(`favourites.filter.${f ?? 'all'}`)}
          </button>
        ))}
      </div>
      <InfiniteList
        listClassName="fav-rows"
        items={list.items}
        keyOf={(e) => e.id}
        renderItem={(e) => <Row e={e} links={links} loginTo={loginTo} />}
        hasMore={list.hasMore}
        loadMore={list.loadMore}
        status={list.status}
        onRetry={list.retry}
        skeleton={
          <div className="fav-rows">
            {[0, 1, 2, 3].map((i) => (
              <SkeletonBlock key={i} height={88} radius={14} />
            ))}
          </div>
        }
        empty={<EmptyState title={t('favourites.empty.title')} description={t('favourites.empty.text')} />}
      />
    </main>
  );
}
