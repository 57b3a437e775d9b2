import { FALLBACK_LANGUAGE, normalizeLanguage } from '@curio/contract/client';
import { Suspense, useMemo } from 'react';
import { DetailPage } from '../../../components/query-state';
import { DetailSkeleton } from '../../../features/catalogue/components/detail-skeleton';
import { MediaView } from '../../../features/catalogue/components/media-view';
import { NotFound } from '../../../features/catalogue/components/not-found';
import { WithCatalogueTexts } from '../../../features/catalogue/components/with-texts';
import { idParam } from '../../../features/catalogue/paths';
import { CouponSlot } from '../../../features/coupon/components/coupon-slot';
import { FavouriteHeart } from '../../../features/favourite/components/favourite-heart';
import { IDENTITY_PATHS, loginUrl } from '../../../features/identity/paths';
import { useListing, type ListingDetail } from '../../../features/market/api/get-listing';
import { ListingBuyBar, ListingSummary } from '../../../features/market/components/listing-view';
import { serialText } from '../../../features/market/rules';
import { useMarketTexts } from '../../../features/market/texts';
import { useBuySheet, type BuyTarget } from '../../../features/sale/components/buy-sheet';
import { myCollectiblePath } from '../../../features/sale/paths';
import { ShareButton } from '../../../features/share/components/share-button';
import { formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import type { PageProps } from '../../page';
import '../../../features/catalogue/catalogue.css';
import '../../../features/market/market.css';

/** The sale's buy sheet sends a refused buyer to these identity pages. */
const BUY_LINKS = { verify: IDENTITY_PATHS.verify, chainVerify: IDENTITY_PATHS.chainVerify };

function Listing({ listing, refresh }: { listing: ListingDetail; refresh: () => void }) {
  useMarketTexts();
  const l = listing;
  // One item, sold through the sale's buy sheet as business type 7 (the same order and cashier path as a drop).
  const target = useMemo<BuyTarget>(
    () => ({
      kind: 'listing',
      id: l.id,
      name: l.collection.name,
      coverUrl: l.collection.coverUrl,
      price: l.price,
      remaining: 1,
      perUserLimit: 1,
      mine: { taken: 0, allowance: 1, unpaidOrderNo: null },
      serial: serialText(l.serial, l.collection.totalSupply),
    }),
    [l],
  );
  const buy = useBuySheet(target, { onStale: refresh, links: BUY_LINKS, coupon: CouponSlot });
  return (
    <div className="mk-detail" data-testid="listing-detail" data-status={l.status} data-id={l.id}>
      <MediaView media={l.media} name={l.collection.name} />
      <div className="mk-detail__body">
        <ListingSummary
          listing={l}
          heart={
            <>
              {l.status === 'on-sale' || l.status === 'locked' ? (
                <ShareButton
                  target={{
                    kind: 'listing',
                    id: l.id,
                    name: l.collection.name,
                    detail: `${serialText(l.serial, l.collection.totalSupply)} · ${formatPrice(l.price)}`,
                    imageUrl: l.collection.coverUrl || null,
                  }}
                  className="share-btn--end"
                />
              ) : null}
              <FavouriteHeart
                targetType="listing"
                targetId={l.id}
                name={`${l.collection.name} ${serialText(l.serial, l.collection.totalSupply)}`}
                loginTo={loginUrl()}
                className="fav-heart--end"
              />
            </>
          }
        />
      </div>
      <ListingBuyBar listing={l} onBuy={buy.open} myItemPath={myCollectiblePath(l.cardNftId)} />
      {buy.sheet}
    </div>
  );
}

/**
 * Spec: /pages/detail/collection?marketType=2&id=<listing> (decision 035): a resale listing — the item
 * and its serial, the masked seller, the price, the collection's floor price and price history, and
 * "Buy" through the sale's buy sheet (order business type 7, then the cashier). The collection page
 * hands over to this one when the query says market type 2.
 */
export default function ListingPage({ query }: PageProps) {
  const { i18n } = useTranslation();
  const lang = normalizeLanguage(i18n.language) ?? FALLBACK_LANGUAGE;
  const id = idParam(query.id);
  const q = useListing(id, lang);
  return (
    <Suspense fallback={<DetailSkeleton />}>
      <WithCatalogueTexts>
        <DetailPage query={q} missing={id === null} notFound={<NotFound />} skeleton={<DetailSkeleton />}>
          {(l) => <Listing listing={l} refresh={() => void q.refetch()} />}
        </DetailPage>
      </WithCatalogueTexts>
    </Suspense>
  );
}
