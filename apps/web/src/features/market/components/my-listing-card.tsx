import { Chip, type ChipTone } from '../../../components/ui/chip';
import { ListCard } from '../../../components/ui/list-card';
import { Price } from '../../../components/ui/price';
import { formatDateTime, formatPrice } from '../../../lib/format';
import type { MySaleListing } from '../api/list-my-listings';
import { listingPath } from '../paths';
import { percentText, serialText } from '../rules';
import { useMarketTexts } from '../texts';

const TONE: Record<string, ChipTone> = { 'on-sale': 'success', locked: 'pending', sold: 'strong', cancelled: 'neutral' };

/** A listing's state as its seller reads it: an operator's take-down is its own state (decision 067). */
export function MyListingChip({ listing }: { listing: MySaleListing }) {
  const { t } = useMarketTexts();
  if (listing.takenDown)
    return (
      <Chip tone="warn" testId="my-listing-status">
        {t('resale.mySales.takenDown')}
      </Chip>
    );
  return (
    <Chip tone={TONE[listing.status] ?? 'neutral'} testId="my-listing-status">
      {t(`resale.status.${listing.status}`)}
    </Chip>
  );
}

/**
 * One of my listings (decision 069): the item, its price and state; sold, what the sale gave (fee, royalty,
 * what I received, the buyer masked, when); open, what I would receive; ended, when and why.
 */
export function MyListingCard({ listing: l, eager = false }: { listing: MySaleListing; eager?: boolean }) {
  const { t, lang } = useMarketTexts();
  const money = (fen: number) => formatPrice(fen, lang);
  return (
    <ListCard
      to={listingPath(l.id)}
      cover={l.collection.coverUrl}
      coverSize={84}
      eager={eager}
      title={l.collection.name}
      badge={<MyListingChip listing={l} />}
      testId="my-listing"
      data={{ 'data-id': l.id, 'data-status': l.takenDown ? 'taken-down' : l.status }}
    >
      <p className="mk-mine__line">
        <span className="mk-mine__serial">{serialText(l.serial, l.collection.totalSupply)}</span>
        <Price fen={l.price} size="sm" />
      </p>
      {l.status === 'sold' ? (
        <dl className="mk-mine__split" data-testid="my-listing-split">
          <div>
            <dt>{t('resale.mySales.fee', { rate: percentText(l.feeRateBp) })}</dt>
            <dd data-testid="my-listing-fee" data-fen={l.fee}>
              −{money(l.fee)}
            </dd>
          </div>
          <div>
            <dt>{t('resale.mySales.royalty', { rate: percentText(l.royaltyRateBp) })}</dt>
            <dd data-testid="my-listing-royalty" data-fen={l.royalty}>
              −{money(l.royalty)}
            </dd>
          </div>
          <div className="mk-mine__net">
            <dt>{t(l.paidOut ? 'resale.mySales.received' : 'resale.mySales.receiving')}</dt>
            <dd data-testid="my-listing-net" data-fen={l.net}>
              {money(l.net)}
            </dd>
          </div>
        </dl>
      ) : l.endedAt === null ? (
        <p className="mk-mine__meta" data-testid="my-listing-net" data-fen={l.net}>
          {t('resale.mySales.wouldReceive', { amount: money(l.net) })}
        </p>
      ) : null}
      {l.buyer ? (
        <p className="mk-mine__meta" data-testid="my-listing-buyer">
          {t('resale.mySales.buyer', {
            buyer: l.buyer.nickname ? `${l.buyer.nickname} · ${l.buyer.maskedPhone}` : l.buyer.maskedPhone,
          })}
        </p>
      ) : null}
      {l.takenDown?.reason ? (
        <p className="mk-mine__meta mk-mine__reason">{t('resale.mySales.reason', { reason: l.takenDown.reason })}</p>
      ) : null}
      <p className="mk-mine__meta">
        {l.endedAt === null
          ? t('resale.mySales.listedAt', { time: formatDateTime(l.listedAt, lang) })
          : t(l.status === 'sold' ? 'resale.mySales.soldAt' : 'resale.mySales.endedAt', {
              time: formatDateTime(l.endedAt, lang),
            })}
      </p>
    </ListCard>
  );
}
