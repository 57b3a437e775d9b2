import type { FavouriteService } from '../modules/favourite/index';
import type { InboxService } from '../modules/inbox/index';
import type { OnListed } from './consign';
import { defineFlow } from './define-flow';

/** A new resale listing, as the consign flow tells it inside its transaction (decision 034). */
export type ListedEvent = Parameters<OnListed>[1];

export interface FavouriteEventsDeps {
  favourites: Pick<FavouriteService, 'keepersOf'>;
  inbox: Pick<InboxService, 'addForUsers'>;
}

/** A listing below the floor that was there before it; the first listing of a collection is not a drop. */
export const isPriceDrop = (e: Pick<ListedEvent, 'priceFen' | 'floorBeforeFen'>): boolean =>
  e.floorBeforeFen !== null && e.priceFen < e.floorBeforeFen;

/**
 * What a favourited collection's new listing writes (issue 16, decision 034): one inbox event for each
 * user who keeps the collection — never the seller — in the consign transaction, so the events exist
 * exactly when the listing does. A listing below the collection's previous floor is a price drop
 * (`favourite_price_drop`), any other a new listing (`favourite_listed`); one event per user either way.
 * The event names the listing (`ref`), the collection and the price.
 */
export class FavouriteEvents {
  constructor(private readonly d: FavouriteEventsDeps) {}

  readonly onListed: OnListed = async (trx, e) => {
    const keepers = (await this.d.favourites.keepersOf(trx, e.tenantId, e.collectionId)).filter((u) => u !== e.sellerId);
    if (keepers.length === 0) return;
    const drop = isPriceDrop(e);
    await this.d.inbox.addForUsers(trx, e.tenantId, keepers, {
      kind: drop ? 'favourite_price_drop' : 'favourite_listed',
      ref: String(e.listingId),
      params: {
        collectionId: e.collectionId,
        amount: e.priceFen,
        ...(drop && e.floorBeforeFen !== null ? { floor: e.floorBeforeFen } : {}),
      },
      at: e.now,
    });
  };
}

declare module './flows.types' {
  interface Flows {
    /** A favourited collection's new listing → its keepers' inbox events (decision 034; the consign flow's `onListed`). */
    favouriteEvents: FavouriteEvents;
  }
}

/** The consign flow's `onListed` hook (decision 034): inbox events for the collection's favouriters. */
export const favouriteEventsFlow = defineFlow({
  key: 'favouriteEvents',
  build: ({ app }) => new FavouriteEvents({ favourites: app.favourite.favourites, inbox: app.inbox.inbox }),
});
