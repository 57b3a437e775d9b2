import { consoleListListings, consoleTakeDownListing, ErrorCode, type CallData, type ConsoleListing } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../errors';
import type { TenantContext } from '../http/request-context';
import type { CollectibleService } from '../modules/collectible/index';
import type { InboxService } from '../modules/inbox/index';
import type { ListingConsoleService, ListingRow, ListingService } from '../modules/market/index';
import { registerCall } from '../plugins/register-call';
import { defineFlow } from './define-flow';

/** Who takes a listing down, and why (the seller reads the reason in the inbox). */
export interface TakeDownBy {
  operatorId: number | null;
  reason: string;
}

export interface TakeDownListingDeps {
  db: Kysely<Database>;
  listings: Pick<ListingService, 'byId'>;
  console: ListingConsoleService;
  collectibles: Pick<CollectibleService, 'unconsign'>;
  inbox: Pick<InboxService, 'add'>;
  /** Identity: the users a seller filter names (an id, or phone digits). */
  sellerIds(tenantId: number, text: string): Promise<number[]>;
  clock: Clock;
}

/**
 * The market's operator view (issue 32 item 6, decision 067): the tenant's listings, and an operator's
 * take-down. A take-down is one transaction: the listing on sale → taken_down (a conditional update: of a
 * take-down racing a buyer's lock or the seller's own withdrawal, one wins and the others change nothing),
 * its item back in the seller's hands unlocked (off consignment), the seller's inbox event with the reason
 * and the collectible, and the caller's audit row. A listing a buyer's unpaid order holds is refused
 * (5000281): the buyer may be paying at this moment, and the order ends within the tenant's payment time.
 */
export class TakeDownListing {
  constructor(private readonly d: TakeDownListingDeps) {}

  async list(tenant: TenantContext, q: ListQuery): Promise<CallData<typeof consoleListListings>> {
    const sellerIds = q.seller?.trim() ? await this.d.sellerIds(tenant.id, q.seller) : undefined;
    return this.d.console.page(
      tenant.id,
      { state: q.state, collectionId: q.collectionId, sellerIds, priceMin: q.priceMin, priceMax: q.priceMax },
      q.limit,
      q.before,
    );
  }

  async takeDown(
    tenant: TenantContext,
    listingId: number,
    by: TakeDownBy,
    audit?: (trx: Kysely<Database>, before: ListingRow, after: ListingRow) => Promise<void>,
  ): Promise<ConsoleListing> {
    const listing = await this.d.listings.byId(tenant.id, listingId);
    if (!listing) throw notFound();
    refusal(listing);
    const now = this.d.clock();
    const after = await this.d.db.transaction().execute(async (trx) => {
      if (!(await this.step(trx, tenant.id, listing, by, now))) {
        refusal((await this.d.listings.byId(tenant.id, listingId, trx)) ?? listing);
        throw new AppError(ErrorCode.LISTING_NOT_ON_SALE);
      }
      const row = (await this.d.listings.byId(tenant.id, listingId, trx))!;
      if (audit) await audit(trx, listing, row);
      return row;
    });
    return (await this.d.console.views(tenant.id, [after]))[0]!;
  }

  /**
   * Step, in the caller's transaction: an on-sale listing taken down, its item off consignment, the seller
   * told. False (nothing written) when the listing was not on sale.
   */
  async step(trx: Kysely<Database>, tenantId: number, listing: ListingRow, by: TakeDownBy, now: number): Promise<boolean> {
    if (!(await this.d.console.takeDown(trx, tenantId, listing.id, { ...by, now }))) return false;
    if (!(await this.d.collectibles.unconsign(trx, tenantId, listing.card_nft_id, listing.seller_id)))
      throw new Error(`listing ${listing.id}: its item was not on consignment`);
    await this.d.inbox.add(trx, tenantId, listing.seller_id, {
      kind: 'listing_taken_down',
      cardNftId: listing.card_nft_id,
      ref: `listing:${listing.id}`,
      params: { collectionId: listing.collection_id, serial: listing.serial, amount: Number(listing.price), reason: by.reason },
      at: now,
    });
    return true;
  }
}

/** The console's filters (the contract parsed them). */
interface ListQuery {
  state?: ConsoleListing['state'] | undefined;
  collectionId?: number | undefined;
  seller?: string | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  limit: number;
  before?: number | undefined;
}

/** A locked listing waits for its order (5000281); an ended one is no longer on sale (5000282). */
function refusal(listing: ListingRow): void {
  if (listing.status === 'locked') throw new AppError(ErrorCode.LISTING_HELD_BY_ORDER);
  if (listing.status !== 'on_sale') throw new AppError(ErrorCode.LISTING_NOT_ON_SALE);
}

declare module './flows.types' {
  interface Flows {
    /** The market's operator view: the listings, an operator's take-down (decision 067). */
    takeDownListing: TakeDownListing;
  }
}

export const takeDownListingFlow = defineFlow({
  key: 'takeDownListing',
  build: ({ app, db, clock }) =>
    new TakeDownListing({
      db,
      listings: app.market.listings,
      console: app.market.console,
      collectibles: app.collectible.collectibles,
      inbox: app.inbox.inbox,
      sellerIds: (tenantId, text) => app.identity.console.idsMatching(tenantId, text),
      clock,
    }),
  routes(app, flow) {
    registerCall(app, consoleListListings, (req) => flow.list(req.tenant, req.query));
    registerCall(app, consoleTakeDownListing, (req) =>
      flow.takeDown(req.tenant, req.params.id, { operatorId: req.operator!.id, reason: req.body.reason }, (trx, before, after) =>
        req.audit(trx, {
          action: 'market.listing.takeDown',
          targetType: 'listing',
          targetId: before.id,
          before: {
            status: before.status,
            sellerId: before.seller_id,
            cardNftId: before.card_nft_id,
            price: Number(before.price),
          },
          after: { status: after.status, reason: after.take_down_reason },
        }),
      ),
    );
  },
});
