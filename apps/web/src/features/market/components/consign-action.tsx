import type { CollectibleHoldStatus } from '@curio/contract/client';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/shell/feedback';
import { Price } from '../../../components/ui/price';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { listingPath } from '../paths';
import { useMarketTexts } from '../texts';

// The forms (zod, the form kit, the passcode keyboard) load when the owner opens one, not with the item page.
const ConsignForm = lazy(() => import('./consign-form').then((m) => ({ default: m.ConsignForm })));
const CancelConsignmentForm = lazy(() => import('./cancel-consignment-form').then((m) => ({ default: m.CancelConsignmentForm })));

export interface ConsignableItem {
  cardNftId: number;
  status: CollectibleHoldStatus;
  /** My open listing of it (getMyCollectible's `listing`). */
  listing: { id: number; price: number; status: 'on-sale' | 'locked'; listedAt: number } | null;
}

type Open = 'none' | 'consign' | 'unlist';

function Action({ item, walletPath }: { item: ConsignableItem; walletPath: string }) {
  const { t } = useMarketTexts();
  const [open, setOpen] = useState<Open>('none');
  const listing = item.listing;
  // Pledged, frozen (a transfer on chain) or consumed items are not offered (the gift action says why).
  if (!listing && item.status !== 'held' && item.status !== 'minting') return null;
  const close = () => setOpen('none');

  if (open === 'consign' && !listing) {
    return (
      <Suspense fallback={<SkeletonBlock height={320} radius={14} />}>
        <ConsignForm
          cardNftId={item.cardNftId}
          walletPath={walletPath}
          onCancel={close}
          onDone={() => {
            close();
            toast(t('resale.consign.done'));
          }}
        />
      </Suspense>
    );
  }
  if (open === 'unlist' && listing) {
    return (
      <Suspense fallback={<SkeletonBlock height={240} radius={14} />}>
        <CancelConsignmentForm
          listingId={listing.id}
          onCancel={close}
          onDone={() => {
            close();
            toast(t('resale.unlist.done'));
          }}
        />
      </Suspense>
    );
  }
  return (
    <section
      className="mk-card-section mk-action"
      data-testid="consign-action"
      data-state={listing ? listing.status : 'unlisted'}
    >
      <span className="mk-action__state">
        <span className="mk-action__label">{listing ? t('resale.action.listed') : t('resale.action.consign')}</span>
        <span className="mk-action__detail">
          {listing ? (
            <>
              <Price fen={listing.price} size="sm" />{' '}
              {listing.status === 'locked' ? t('resale.action.lockedDetail') : t('resale.action.listedDetail')}
            </>
          ) : (
            t('resale.action.consignDetail')
          )}
        </span>
      </span>
      {listing ? (
        <span className="mk-action__buttons">
          <Link to={listingPath(listing.id)} className="mk-link-button mk-link-button--ghost" data-testid="consign-view-listing">
            {t('resale.action.view')}
          </Link>
          <button
            type="button"
            className="mk-link-button"
            disabled={listing.status === 'locked'}
            onClick={() => setOpen('unlist')}
            data-testid="unlist-button"
          >
            {t('resale.action.unlist')}
          </button>
        </span>
      ) : (
        <button type="button" className="mk-link-button" onClick={() => setOpen('consign')} data-testid="consign-button">
          {t('resale.action.consignButton')}
        </button>
      )}
    </section>
  );
}

/**
 * The owner's consignment action on their item page (`/pages/account/detail/collection`): "Consign"
 * (shelf on) with the form, or — listed — its price, "view" and "take off the shelf" (shelf off).
 */
export function ConsignAction({
  item,
  walletPath,
}: {
  item: ConsignableItem;
  /** Where to open the wallet. */ walletPath: string;
}) {
  return (
    <Suspense fallback={null}>
      <Action item={item} walletPath={walletPath} />
    </Suspense>
  );
}
