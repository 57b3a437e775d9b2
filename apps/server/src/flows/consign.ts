import {
  cancelConsignment,
  consign,
  CONSIGN_PRICE_MIN,
  ErrorCode,
  splitProceeds,
  type CallData,
  type MyListing,
} from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { AppError, notFound } from '../errors';
import type { CollectibleService } from '../modules/collectible/index';
import { isListable, platformFeeBp, priceValid, resaleCeiling, type ListingService } from '../modules/market/index';
import { activeUserId } from '../http/active-user';
import { registerCall } from '../plugins/register-call';
import { defineFlow, uid } from './define-flow';
import type { TenantContext } from '../http/request-context';

/** What a new listing tells others (favourites' inbox events), inside the consign transaction. */
export type OnListed = (
  trx: Kysely<Database>,
  e: {
    tenantId: number;
    collectionId: number;
    listingId: number;
    priceFen: number;
    /** The collection's lowest open price before this listing; null when nothing was listed. */
    floorBeforeFen: number | null;
    sellerId: number;
    now: number;
  },
) => Promise<void>;

export interface ConsignDeps {
  db: Kysely<Database>;
  market: ListingService;
  collectibles: Pick<CollectibleService, 'owned' | 'byId' | 'moveRefusal' | 'consign' | 'unconsign'>;
  /** The pay password under the payments' lock counter: 5000026 wrong, 5000027 locked, 5000028 not set. */
  verifyPayPassword(tenantId: number, userId: number, payPassword: string): Promise<void>;
  clock: Clock;
  onListed?: OnListed | undefined;
}

/**
 * Consigning an item on the resale market and taking it off the shelf (PRODUCT.md §7, decision 033).
 * The rules are checked before the pay password (a refusal never costs an attempt): the item mine, the
 * collection listable at all (its ceiling at least 100: 5000092, decision 061), the price in [100, the
 * collection's ceiling] (4000035), my wallet open for the proceeds (5000029), the item
 * free to move (cooling 5000033, pledged 5000034, frozen 5000037, listed 5000038). Then one transaction:
 * the item goes on consignment by a conditional update (of a racing gift and listing one wins), the
 * listing is written (one open listing per item: a unique index), and `onListed` runs.
 */
export class Consign {
  constructor(private readonly d: ConsignDeps) {}

  async consign(
    tenant: TenantContext,
    userId: number,
    body: { cardNftId: number; price: number; payPassword: string },
  ): Promise<MyListing> {
    const { collectibles, market } = this.d;
    const item = await collectibles.owned(tenant.id, userId, body.cardNftId);
    if (!item || item.status === 'consumed') throw notFound();
    const terms = await market.terms(tenant.id, item.collection_id, 'en');
    const ceiling = resaleCeiling(tenant.settings, terms);
    const range = { minPrice: CONSIGN_PRICE_MIN, ceiling };
    // No price fits under the ceiling (a free collection while the tenant's ceiling for them is 0): say so.
    if (!isListable(ceiling)) throw new AppError(ErrorCode.NOT_LISTABLE, {}, range);
    if (!priceValid(body.price, ceiling)) throw new AppError(ErrorCode.CONSIGN_PRICE_INVALID, {}, range);
    if (!(await market.walletOpen(tenant.id, userId))) throw new AppError(ErrorCode.WALLET_NOT_OPENED);
    const refusal = collectibles.moveRefusal(item, this.d.clock());
    if (refusal) throw refusal;

    await this.d.verifyPayPassword(tenant.id, userId, body.payPassword);

    const now = this.d.clock();
    const feeBp = platformFeeBp(tenant);
    let listing;
    try {
      listing = await this.d.db.transaction().execute(async (trx) => {
        if (!(await collectibles.consign(trx, tenant.id, item.id, userId, now))) {
          const current = await collectibles.byId(tenant.id, item.id, trx);
          if (!current || current.user_id !== userId) throw notFound();
          throw collectibles.moveRefusal(current, now) ?? new AppError(ErrorCode.ON_CONSIGNMENT);
        }
        const floorBefore = await market.floor(tenant.id, item.collection_id, trx);
        const row = await market.insert(trx, {
          tenant_id: tenant.id,
          card_nft_id: item.id,
          collection_id: item.collection_id,
          serial: item.serial,
          seller_id: userId,
          category_path: terms.categoryPath,
          issue_price: terms.issuePrice,
          price: body.price,
          fee_bp: feeBp,
          royalty_bp: terms.royaltyBp,
          listed_at: now,
        });
        await this.d.onListed?.(trx, {
          tenantId: tenant.id,
          collectionId: item.collection_id,
          listingId: row.id,
          priceFen: body.price,
          floorBeforeFen: floorBefore,
          sellerId: userId,
          now,
        });
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(ErrorCode.ON_CONSIGNMENT);
      throw err;
    }
    const split = splitProceeds(body.price, feeBp, terms.royaltyBp);
    return {
      id: listing.id,
      cardNftId: item.id,
      collectionId: item.collection_id,
      price: body.price,
      status: 'on-sale',
      listedAt: now,
      ...split,
    };
  }

  /** Takes my listing off the shelf: refused while a buyer's unpaid order holds it (7020073). */
  async cancel(
    tenant: TenantContext,
    userId: number,
    body: { listingId: number; payPassword: string },
  ): Promise<CallData<typeof cancelConsignment>> {
    const { market, collectibles } = this.d;
    const listing = await market.byId(tenant.id, body.listingId);
    if (!listing || listing.seller_id !== userId) throw notFound();
    const refuse = (status: string) =>
      new AppError(
        status === 'locked' ? ErrorCode.LOCKED : status === 'on_sale' ? ErrorCode.ORDER_EXCEPTION : ErrorCode.LISTING_ENDED,
      );
    if (listing.status !== 'on_sale') throw refuse(listing.status);

    await this.d.verifyPayPassword(tenant.id, userId, body.payPassword);

    const now = this.d.clock();
    await this.d.db.transaction().execute(async (trx) => {
      if (!(await market.cancel(trx, tenant.id, listing.id, userId, now))) {
        const current = await market.byId(tenant.id, listing.id, trx);
        throw refuse(current?.status ?? 'cancelled');
      }
      if (!(await collectibles.unconsign(trx, tenant.id, listing.card_nft_id, userId)))
        throw new Error(`listing ${listing.id}: its item was not on consignment`);
    });
    return { id: listing.id, cardNftId: listing.card_nft_id, status: 'cancelled', endedAt: now };
  }
}

declare module './flows.types' {
  interface Flows {
    /** Consigning on the resale market and taking off the shelf (decision 033). */
    consign: Consign;
  }
  interface FlowsModuleOptions {
    /** What a new resale listing tells others, in the consign transaction; default: favourites' inbox events. */
    onListed?: OnListed;
  }
}

export const consignFlow = defineFlow({
  key: 'consign',
  build: ({ app, db, clock, options, flows }) =>
    new Consign({
      db,
      market: app.market.listings,
      collectibles: app.collectible.collectibles,
      verifyPayPassword: (tenantId, userId, pw) => app.identity.accounts.verifyPayPassword(tenantId, userId, pw),
      clock,
      // A new listing's news for the collection's favouriters (decision 034), unless the caller gives another.
      onListed: options.onListed ?? flows.favouriteEvents.onListed,
    }),
  routes(app, flow) {
    registerCall(app, consign, (req) => flow.consign(req.tenant, activeUserId(req), req.body), {
      rateLimit: { by: 'user', max: 60, windowMs: 60_000 },
    });
    registerCall(app, cancelConsignment, (req) => flow.cancel(req.tenant, uid(req), req.body), {
      rateLimit: { by: 'user', max: 60, windowMs: 60_000 },
    });
  },
});
