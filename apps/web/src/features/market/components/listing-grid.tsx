import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { Price } from '../../../components/ui/price';
import { SkeletonList } from '../../../components/ui/skeleton';
import { TileCard } from '../../../components/ui/tile-card';
import { sizedImage } from '../../../lib/image';
import type { CursorList } from '../../../lib/query/cursor-list';
import type { ListingCard } from '../api/list-listings';
import { listingPath } from '../paths';
import { serialText } from '../rules';
import { useMarketTexts } from '../texts';

const CARD_SIZES = '(min-width: 750px) 360px, 50vw';

/** One listing: cover, name, serial, the masked seller, the asking price; "locked" while a buyer's order holds it. */
export function ListingCardView({ item, eager = false }: { item: ListingCard; eager?: boolean }) {
  const { t } = useMarketTexts();
  return (
    <TileCard
      to={listingPath(item.id)}
      testId="listing-card"
      data={{ 'data-id': item.id, 'data-status': item.status }}
      cover={
        <>
          <img
            {...sizedImage(item.collection.coverUrl, CARD_SIZES)}
            alt=""
            width={300}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
          <span className="mk-card__serial">{serialText(item.serial, item.collection.totalSupply)}</span>
          {item.status === 'locked' ? <span className="mk-card__locked">{t('resale.status.locked')}</span> : null}
        </>
      }
      name={item.collection.name}
      byline={{ avatarUrl: item.seller.avatarUrl, name: item.seller.nickname || item.seller.maskedPhone }}
      foot={<Price fen={item.price} size="sm" />}
    />
  );
}

/** The C2C tab's list: listings in a grid with infinite scroll, a skeleton and an empty state (the caller's, if given). */
export function ListingGrid({
  list,
  className,
  empty,
}: {
  list: CursorList<ListingCard>;
  className?: string;
  empty?: { title: string; description?: string };
}) {
  const { t } = useMarketTexts();
  return (
    <InfiniteList
      {...(className ? { className } : {})}
      items={list.items}
      keyOf={(l) => l.id}
      renderItem={(l, i) => <ListingCardView item={l} eager={i < 2} />}
      hasMore={list.hasMore}
      loadMore={list.loadMore}
      status={list.status}
      onRetry={list.retry}
      listClassName="mk-grid"
      skeleton={<SkeletonList variant="grid" count={4} />}
      empty={
        empty ? (
          <EmptyState title={empty.title} {...(empty.description ? { description: empty.description } : {})} />
        ) : (
          <EmptyState title={t('resale.empty')} description={t('resale.emptyHint')} />
        )
      }
    />
  );
}
