import { BusinessType, SaleKind, splitProceeds } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ChainService } from '../modules/chain/index';
import type { CollectibleService } from '../modules/collectible/index';
import type { InboxService } from '../modules/inbox/index';
import type { ListingRow, ListingService } from '../modules/market/index';
import type { OrderRow } from '../modules/order/index';
import type { PaymentRow, PaymentService } from '../modules/payment/index';
import { DEFAULT_CHAIN_CHANNEL } from '../modules/tenant/index';
import type { TransferService } from '../modules/transfer/index';
import type { PaymentEvent } from '../providers/pay/payment-provider';
import { defineFlow } from './define-flow';
import { transferKey } from './confirm-transfer';
import type { TenantContext } from '../http/request-context';

/** What completing a resale needs, read before the payment's transaction. */
export interface ListingSaleContext {
  tenant: TenantContext;
  listing: ListingRow;
  /** The buyer's and the seller's custodial addresses on this server's chain. */
  buyerAddress: string;
  sellerAddress: string;
  /** The cooling period the buyer gets (the collection's). */
  holdHours: number;
  /** The collection's creator, whom the royalty accrues to (decision 065). */
  creatorId: number;
}

export interface ListingSaleDeps {
  market: ListingService;
  collectibles: Pick<CollectibleService, 'sell' | 'byId'>;
  chain: Pick<ChainService, 'enqueueTransfer'>;
  transfers: Pick<TransferService, 'recordMove'>;
  payments: Pick<PaymentService, 'recordSplit'>;
  inbox: Pick<InboxService, 'add'>;
  tenantOf(id: number): Promise<TenantContext | null>;
  addressOf(tenantId: number, userId: number): Promise<string | null>;
}

/**
 * A paid resale order (decision 033), a step of the payment notice flow inside its transaction: the
 * listing its order locked is sold (its price split: fee, royalty, net — `splitProceeds`, rounding down
 * the fee and the royalty, so the parts add up to the price), the item becomes the buyer's at once (its
 * move recorded for both sides), its chain transfer goes to the outbox, the ledger gets the split, and
 * the seller's inbox says "sold" with the net. The royalty accrues to the collection's creator and a
 * coupon's discount is the platform's (decision 065: payment = fee + royalty + proceeds + discount). The
 * seller's proceeds are owed on the listing (`payout`): `PayProceeds` credits the wallet after the commit,
 * and again by the job until it lands.
 */
export class ListingSale {
  constructor(private readonly d: ListingSaleDeps) {}

  async prepare(order: OrderRow): Promise<ListingSaleContext> {
    const tenant = await this.d.tenantOf(order.tenant_id);
    const listing = await this.d.market.byId(order.tenant_id, order.item_id);
    if (!tenant || !listing) throw new Error(`order ${order.order_no}: no listing ${order.item_id}`);
    const buyerAddress = await this.d.addressOf(order.tenant_id, order.user_id);
    const sellerAddress = await this.d.addressOf(order.tenant_id, listing.seller_id);
    if (!buyerAddress || !sellerAddress) throw new Error(`order ${order.order_no}: a side has no chain account`);
    const terms = await this.d.market.terms(order.tenant_id, listing.collection_id, 'en');
    return { tenant, listing, buyerAddress, sellerAddress, holdHours: terms.holdHours, creatorId: terms.creator.id };
  }

  /** Completes the sale; false (nothing written) when the listing is no longer this order's to sell. */
  async complete(
    trx: Kysely<Database>,
    order: OrderRow,
    p: PaymentRow,
    event: PaymentEvent,
    now: number,
    ctx: ListingSaleContext,
  ): Promise<boolean> {
    const tenantId = order.tenant_id;
    const listing = await this.d.market.byId(tenantId, order.item_id, trx);
    if (!listing || listing.status !== 'locked' || listing.order_id !== order.id) return false;
    const price = Number(listing.price);
    const split = splitProceeds(price, listing.fee_bp, listing.royalty_bp);
    if (!(await this.d.market.sell(trx, tenantId, listing.id, { orderId: order.id, buyerId: order.user_id, ...split, now })))
      return false;
    const moved = await this.d.collectibles.sell(trx, tenantId, listing.card_nft_id, {
      sellerId: listing.seller_id,
      buyerId: order.user_id,
      orderId: order.id,
      holdHours: ctx.holdHours,
      now,
    });
    if (!moved) throw new Error(`listing ${listing.id}: its item is not on consignment by its seller`);
    const item = await this.d.collectibles.byId(tenantId, listing.card_nft_id, trx);
    const jobId = await this.d.chain.enqueueTransfer(trx, ctx.tenant, {
      tokenId: BigInt(item!.token_id),
      from: ctx.sellerAddress,
      to: ctx.buyerAddress,
      dedupeKey: transferKey('sale', listing.id),
    });
    await this.d.transfers.recordMove(trx, tenantId, {
      cardNftId: listing.card_nft_id,
      fromUserId: listing.seller_id,
      toUserId: order.user_id,
      businessType: BusinessType.C2C,
      saleKind: SaleKind.C2C_MARKET,
      chainJobId: jobId,
      at: now,
    });
    // A coupon on the order (decision 043) is the platform's: the seller's split is of the whole price.
    const discount = Number(order.discount_amount ?? 0);
    await this.d.payments.recordSplit(trx, p, event, { ...split, discount, creatorId: ctx.creatorId }, now);
    await this.d.inbox.add(trx, tenantId, listing.seller_id, {
      kind: 'sold',
      cardNftId: listing.card_nft_id,
      ref: order.order_no,
      params: { collectionId: listing.collection_id, amount: split.net, price, fee: split.fee, royalty: split.royalty },
      at: now,
    });
    return true;
  }
}

declare module './flows.types' {
  interface Flows {
    /** A paid resale order's completion (a step of the payment notice). */
    listingSale: ListingSale;
  }
}

export const listingSaleFlow = defineFlow({
  key: 'listingSale',
  build: ({ app }) =>
    new ListingSale({
      market: app.market.listings,
      collectibles: app.collectible.collectibles,
      chain: app.chain.outbox,
      transfers: app.transfer.transfers,
      payments: app.payment.payments,
      inbox: app.inbox.inbox,
      tenantOf: (id) => app.tenant.tenants.byId(id),
      addressOf: (tenantId, userId) => app.identity.chainAccounts.addressOn(tenantId, userId, DEFAULT_CHAIN_CHANNEL),
    }),
});
