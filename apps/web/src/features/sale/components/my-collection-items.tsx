import type { HoldingFilter } from '@curio/contract/client';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { MINTING_POLL_MS, serialText } from '../rules';
import { myCollectiblePath } from '../paths';
import { useSaleTexts } from '../texts';
import { HoldBadge } from './badges';
import { useInterval } from '../../../lib/use-interval';
import { useMyItems, type HeldCollectible } from '../api/list-my-collection-items';
import { sizedImage } from '../../../lib/image';

function ItemCard({ item }: { item: HeldCollectible }) {
  const { t, lang } = useSaleTexts();
  return (
    <Link
      to={myCollectiblePath(item.cardNftId)}
      className="sale-item"
      data-testid="my-item"
      data-card-nft-id={item.cardNftId}
      data-status={item.status}
    >
      <span className="sale-item__cover">
        <img {...sizedImage(item.coverUrl, '72px')} alt="" loading="lazy" />
      </span>
      <span className="sale-item__body">
        <span className="sale-chip sale-chip--strong" data-testid="my-item-serial">
          {serialText(item.serial, item.totalSupply)}
        </span>
        <HoldBadge status={item.status} />
        <span className="sale-item__time">{t('sale.items.acquiredAt', { time: formatDate(item.acquiredAt, lang) })}</span>
      </span>
    </Link>
  );
}

/**
 * The serial numbers I hold of one collection (my home → a collection → these → one collectible), shown by
 * /pages/account/detail/collection?collectionId= (`&filter=`: only those of my home's filter, decision 069).
 */
export function MyCollectionItems({ collectionId, filter = null }: { collectionId: number; filter?: HoldingFilter | null }) {
  const { t, lang } = useSaleTexts();
  const list = useMyItems(collectionId, lang, filter);
  const minting = list.items.some((i) => i.status === 'minting');
  useInterval(() => void list.refresh().catch(() => undefined), minting ? MINTING_POLL_MS : null);
  const first = list.items[0];
  return (
    <PullRefresh onRefresh={list.refresh}>
      <main className="sale-page" data-testid="my-collection-items">
        {first ? (
          <section className="sale-card sale-collection-head">
            <img {...sizedImage(first.coverUrl, '64px')} alt="" width={64} height={64} />
            <div>
              <h2 className="sale-collection-head__name">{first.name}</h2>
              <p className="sale-note">{t('sale.items.title')}</p>
            </div>
          </section>
        ) : null}
        <InfiniteList
          listClassName="sale-stack"
          items={list.items}
          keyOf={(i) => i.cardNftId}
          renderItem={(i) => <ItemCard item={i} />}
          hasMore={list.hasMore}
          loadMore={list.loadMore}
          status={list.status}
          onRetry={list.retry}
          empty={<EmptyState title={t('sale.items.empty')} />}
          skeleton={
            <div className="sale-stack">
              {[0, 1, 2].map((i) => (
                <SkeletonBlock key={i} height={96} radius={14} />
              ))}
            </div>
          }
        />
      </main>
    </PullRefresh>
  );
}
