import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BottomBar, bottomBarAction } from '../../../components/ui/bottom-bar';
import { Chip } from '../../../components/ui/chip';
import { Price } from '../../../components/ui/price';
import { formatDateTime } from '../../../lib/format';
import type { ListingDetail } from '../api/get-listing';
import { isBuyable, serialText } from '../rules';
import { useMarketTexts } from '../texts';
import { PriceHistory } from './price-history';
import { sizedImage } from '../../../lib/image';

/**
 * A listing's head: name, serial, state, price, the masked seller, the collection's floor price. `heart`:
 * what the route puts at the end of its marks (the favourites' heart, decision 034).
 */
export function ListingSummary({ listing, heart }: { listing: ListingDetail; heart?: ReactNode }) {
  const { t, lang } = useMarketTexts();
  const l = listing;
  return (
    <>
      <section className="mk-card-section mk-head" data-testid="listing-head">
        <div className="mk-head__marks">
          <Chip tone="strong" regular className="mk-serial" testId="listing-serial">
            {serialText(l.serial, l.collection.totalSupply)}
          </Chip>
          <Chip regular testId="listing-status" data-status={l.status}>
            {t(`resale.status.${l.status}`)}
          </Chip>
          <Chip regular>{t('resale.resale')}</Chip>
          {heart}
        </div>
        <h2 className="mk-title" data-testid="listing-name">
          {l.collection.name}
        </h2>
        <div className="mk-head__price">
          <Price fen={l.price} size="lg" />
          {l.floorPrice !== null ? (
            <span className="mk-floor" data-testid="listing-floor">
              {t('resale.floor')} <Price fen={l.floorPrice} size="sm" />
            </span>
          ) : null}
        </div>
        <div className="mk-rows">
          <div className="mk-row">
            <span className="mk-row__label">{t('resale.seller')}</span>
            <span className="mk-row__value mk-seller" data-testid="listing-seller">
              {l.seller.avatarUrl ? <img {...sizedImage(l.seller.avatarUrl, '20px')} alt="" width={20} height={20} /> : null}
              <span>{l.seller.nickname}</span>
              <span className="mk-muted">{l.seller.maskedPhone}</span>
            </span>
          </div>
          <div className="mk-row">
            <span className="mk-row__label">{t('resale.creator')}</span>
            <span className="mk-row__value">{l.collection.creator.name}</span>
          </div>
          <div className="mk-row">
            <span className="mk-row__label">{t('resale.issuePrice')}</span>
            <span className="mk-row__value">
              <Price fen={l.collection.issuePrice} size="sm" />
            </span>
          </div>
          <div className="mk-row">
            <span className="mk-row__label">{t('resale.listedAt')}</span>
            <span className="mk-row__value">{formatDateTime(l.listedAt, lang)}</span>
          </div>
        </div>
      </section>
      <section className="mk-card-section">
        <PriceHistory collectionId={l.collection.id} />
      </section>
      {l.description ? (
        <section className="mk-card-section">
          <h3 className="mk-h3">{t('resale.description')}</h3>
          <p className="mk-text">{l.description}</p>
        </section>
      ) : null}
      <section className="mk-card-section">
        <h3 className="mk-h3">{t('resale.rules.title')}</h3>
        <ul className="mk-notes">
          <li>{t('resale.rules.lock')}</li>
          <li>{t('resale.rules.transfer')}</li>
        </ul>
      </section>
    </>
  );
}

/**
 * The listing's bottom bar: the price and "Buy" while on sale; otherwise its state (locked by a buyer's
 * unpaid order, sold, off the shelf). My own listing links to my item instead, where it is taken off.
 */
export function ListingBuyBar({ listing, onBuy, myItemPath }: { listing: ListingDetail; onBuy: () => void; myItemPath: string }) {
  const { t } = useMarketTexts();
  const buyable = isBuyable(listing.status) && !listing.mine;
  return (
    <BottomBar testId="buy-bar">
      <Price fen={listing.price} size="lg" />
      {listing.mine ? (
        <Link to={myItemPath} className={bottomBarAction(false, 'mk-buybar__ghost')} data-testid="listing-mine">
          {t('resale.mine')}
        </Link>
      ) : (
        <button
          type="button"
          className={bottomBarAction(buyable)}
          data-testid="buy-button"
          data-state={listing.status}
          disabled={!buyable}
          onClick={onBuy}
        >
          {buyable ? t('resale.buy') : t(`resale.status.${listing.status}`)}
        </button>
      )}
    </BottomBar>
  );
}
