import { tokenIdOf } from '@curio/chain';
import { BusinessType, consoleRefundOrder, ErrorCode, SaleKind, type ErrorCodeValue } from '@curio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../errors';
import type { ActivityService } from '../modules/activity/index';
import type { ChainService } from '../modules/chain/index';
import type { CollectibleService } from '../modules/collectible/index';
import type { CouponService } from '../modules/coupon/index';
import type { InboxService } from '../modules/inbox/index';
import type { ListingRow, ListingService } from '../modules/market/index';
import type { OrderRow, OrderService } from '../modules/order/index';
import type { PaymentRow, PaymentService } from '../modules/payment/index';
import { DEFAULT_CHAIN_CHANNEL } from '../modules/tenant/index';
import type { TransferService } from '../modules/transfer/index';
import type { WalletService } from '../modules/wallet/index';
import { registerCall } from '../plugins/register-call';
import { transferKey } from './confirm-transfer';
import { defineFlow } from './define-flow';
import type { PayProceeds } from './pay-proceeds';
import type { TenantContext } from '../http/request-context';

/** Who refunds, and why (the console's operator; the audit row is theirs). */
export interface RefundBy {
  operatorId: number;
  reason: string;
}

/** What a refund answers: the order's new state, what was taken back, and where the money stands. */
export interface RefundResult {
  orderNo: string;
  status: 'refunded';
  amount: number;
  /** Collectibles burned (their ids), or unopened boxes taken back (their count). */
  burned: number[];
  boxesTakenBack: number;
  /** A resale (decision 066): the collectibles given back to their seller. */
  returnedToSeller: number[];
  /** A resale: the seller's proceeds taken back (debited from the wallet, or cancelled while still owed), fen. */
  proceedsTakenBack: number;
  /** 'done' when the provider has already given the money back; 'pending' while the refunds job retries. */
  refund: 'done' | 'pending';
}

export interface RefundOrderDeps {
  db: Kysely<Database>;
  orders: OrderService;
  collectibles: Pick<CollectibleService, 'takeBack' | 'takeBackBoxes'>;
  payments: Pick<PaymentService, 'paying' | 'oweOperatorRefund' | 'processRefunds' | 'refundsOf'>;
  chain: Pick<ChainService, 'enqueueBurn' | 'notify'>;
  /** The buyer's custodial address on this server's chain channel (identity): the burn's sender. */
  addressOf(tenantId: number, userId: number, channel: string): Promise<string | null>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Activity (type 5) and resale (type 7) refunds (decision 066); absent: only the primary sale's. */
  more?: MoreRefundDeps;
}

/** What refunding an activity order or a resale order needs besides a primary sale's (decision 066). */
export interface MoreRefundDeps {
  activities: Pick<ActivityService, 'byId' | 'orderBrief' | 'spentOf' | 'usedSince' | 'releaseOrder'>;
  coupons: Pick<CouponService, 'release'>;
  inbox: Pick<InboxService, 'add'>;
  market: Pick<ListingService, 'byId' | 'refundSale'>;
  items: Pick<CollectibleService, 'byId' | 'returnSale'>;
  /** The item's way back to its seller on chain. */
  outbox: Pick<ChainService, 'enqueueTransfer'>;
  transfers: Pick<TransferService, 'movesOf' | 'recordMove'>;
  ledger: Pick<PaymentService, 'reverseSplit'>;
  wallet: Pick<WalletService, 'balanceOf' | 'movementOf' | 'debit' | 'credit'>;
  /** The sellers' proceeds (a payout still owed is paid first, so the refund takes back what was paid). */
  proceeds(): Pick<PayProceeds, 'payOne'>;
}

/**
 * An operator refunds a paid order (issue 17, decision 039), in ONE transaction:
 * 1. the order moves paid → refunded (conditional: of two refunds, even at the same moment, one wins;
 *    the other is refused 5000151 and changes nothing);
 * 2. what it handed over is taken back: each collectible still held by the buyer is burned — status
 *    consumed (kept for history and provenance) and a burn written to the chain outbox — and unopened
 *    blind boxes are removed; an item that moved on (gifted, frozen by a gift, consigned, pledged, used,
 *    a box opened) refuses the whole refund (5000152) and rolls everything back;
 * 3. the units no longer count against the buyer's per-user limit (the drop's stock is NOT given back:
 *    the serials were given and are never reused);
 * 4. the payment that paid the order owes its whole amount back (the `refunds` row, with the operator
 *    and the reason), sent after the commit by the provider it was paid with — the payment sandbox, or
 *    the wallet into the same wallet — by the refunds job, which retries until it lands, once;
 * 5. the caller's audit row (`audit`), in the same transaction.
 * A crash anywhere before the commit leaves nothing; after it, the outbox and the refunds job finish.
 */
export class RefundOrder {
  constructor(private readonly d: RefundOrderDeps) {}

  async refund(
    tenant: TenantContext,
    orderNo: string,
    by: RefundBy,
    audit?: (trx: Kysely<Database>, before: OrderRow, after: RefundResult) => Promise<void>,
  ): Promise<RefundResult> {
    const { orders, collectibles, payments, chain } = this.d;
    const order = await orders.byNo(tenant.id, orderNo);
    if (!order) throw notFound();
    refusal(order);
    if (order.business_type === BusinessType.ACTIVITY) return this.refundActivity(tenant, order, by, audit);
    if (order.business_type === BusinessType.C2C) return this.refundResale(tenant, order, by, audit);
    // Read outside the transaction (SQLite has one connection): the buyer's address, the burn's sender.
    const from = (await this.d.addressOf(tenant.id, order.user_id, DEFAULT_CHAIN_CHANNEL)) ?? '';
    const now = this.d.clock();
    const result = await this.d.db.transaction().execute(async (trx): Promise<RefundResult> => {
      const current = (await orders.byId(tenant.id, order.id, trx))!;
      refusal(current);
      const paying = await payments.paying(trx, tenant.id, order.id);
      if (!paying) throw new AppError(ErrorCode.ORDER_PAYMENT_MISSING);
      if (!(await orders.refundPaid(trx, current, now))) throw new AppError(ErrorCode.ORDER_ALREADY_REFUNDED);
      const burned: number[] = [];
      let boxesTakenBack = 0;
      if (current.item_kind === 'collection') {
        const taken = await collectibles.takeBack(trx, tenant.id, current.id, current.user_id);
        if (taken.length !== current.quantity) throw new AppError(ErrorCode.ORDER_ITEMS_MOVED);
        for (const item of taken) {
          await chain.enqueueBurn(trx, tenant, { tokenId: tokenIdOf(item.collection_id, item.serial), from });
          burned.push(item.id);
        }
      } else {
        boxesTakenBack = await collectibles.takeBackBoxes(trx, tenant.id, current.id, current.user_id);
        if (boxesTakenBack !== current.quantity) throw new AppError(ErrorCode.ORDER_ITEMS_MOVED);
      }
      await orders.releaseTaken(trx, current);
      // Its coupon back to the buyer (decision 066), as an order that ends unpaid gives it back.
      if (this.d.more && current.coupon_id !== null && current.coupon_id !== undefined)
        await this.d.more.coupons.release(trx, tenant.id, current.coupon_id, current.id);
      if (!(await payments.oweOperatorRefund(trx, paying, now, by))) throw new AppError(ErrorCode.ORDER_ALREADY_REFUNDED);
      const out: RefundResult = {
        orderNo: current.order_no,
        status: 'refunded',
        amount: Number(paying.amount),
        burned,
        boxesTakenBack,
        returnedToSeller: [],
        proceedsTakenBack: 0,
        refund: 'pending',
      };
      await this.tellBuyer(
        trx,
        current,
        out.amount,
        now,
        current.item_kind === 'collection' ? { collectionId: current.item_id } : {},
      );
      if (audit) await audit(trx, current, out);
      return out;
    });
    chain.notify();
    return this.sent(tenant, order, by, result);
  }

  /** After the commit: the refund sent now rather than at the job's next pass (a failure stays owed and is retried). */
  private async sent(tenant: TenantContext, order: OrderRow, by: RefundBy, result: RefundResult): Promise<RefundResult> {
    if (result.amount === 0) return { ...result, refund: 'done' };
    try {
      await this.d.payments.processRefunds();
    } catch (err) {
      this.d.log.warn(
        { orderNo: order.order_no, error: err instanceof Error ? err.message : String(err) },
        'refund not sent yet',
      );
    }
    const mine = (await this.d.payments.refundsOf(tenant.id, order.id)).find(
      (r) => r.operatorId === by.operatorId && r.reason !== null,
    );
    return { ...result, refund: mine?.status === 'done' ? 'done' : 'pending' };
  }

  /** The buyer's inbox: an operator refunded their order (decision 066), in the refund's transaction. */
  private async tellBuyer(
    trx: Kysely<Database>,
    o: OrderRow,
    amount: number,
    now: number,
    what: { collectionId?: number; collection?: string },
  ): Promise<void> {
    const inbox = this.d.more?.inbox;
    if (!inbox) return;
    await inbox.add(trx, o.tenant_id, o.user_id, {
      kind: 'order_refunded',
      ref: `order:${o.order_no}`,
      params: { orderNo: o.order_no, amount, ...what },
      at: now,
    });
  }

  private more(): MoreRefundDeps {
    if (!this.d.more) throw new AppError(ErrorCode.ORDER_NOT_REFUNDABLE);
    return this.d.more;
  }

  /** The payment that paid the order (required when it cost money; none for a free order). */
  private async payingOf(trx: Kysely<Database>, o: OrderRow): Promise<PaymentRow | null> {
    const paying = await this.d.payments.paying(trx, o.tenant_id, o.id);
    if (!paying && Number(o.total_amount) > 0) throw new AppError(ErrorCode.ORDER_PAYMENT_MISSING);
    return paying;
  }

  /**
   * An activity order (business type 5, decision 066) — paid (awaiting shipment), shipping or completed — in
   * ONE transaction: refunded (conditional on the status read: a racing shipment or completion and the
   * refund have one winner), its unit back to the activity's stock and the user's quota, its held items
   * usable again, its coupon back, the paying payment's whole amount owed back (none for a free order), the
   * buyer's inbox, the audit row. A parcel already shipped is not recalled by the system: the audit row keeps
   * its carrier and number, and the operator arranges its return. Refused: a coupon reward (5000271: it took
   * no money and its coupon is the user's), an order that burned items (5000270: they cannot come back).
   */
  private async refundActivity(
    tenant: TenantContext,
    order: OrderRow,
    by: RefundBy,
    audit?: (trx: Kysely<Database>, before: OrderRow, after: RefundResult) => Promise<void>,
  ): Promise<RefundResult> {
    const m = this.more();
    const a = await m.activities.byId(tenant.id, order.item_id);
    if (a?.kind === 'coupon') throw new AppError(ErrorCode.REFUND_COUPON_REWARD);
    const brief = await m.activities.orderBrief(tenant.id, order.item_id, tenant.defaultLanguage);
    const now = this.d.clock();
    const result = await this.d.db.transaction().execute(async (trx): Promise<RefundResult> => {
      const current = (await this.d.orders.byId(tenant.id, order.id, trx))!;
      refusal(current);
      if ((await m.activities.spentOf(trx, tenant.id, current.id)) > 0) throw new AppError(ErrorCode.REFUND_ITEMS_SPENT);
      const paying = await this.payingOf(trx, current);
      if (!(await this.d.orders.refundPaid(trx, current, now))) throw new AppError(ErrorCode.ORDER_ALREADY_REFUNDED);
      await m.activities.releaseOrder(
        trx,
        { tenantId: tenant.id, activityId: current.item_id, orderId: current.id, userId: current.user_id },
        now,
      );
      if (current.coupon_id !== null && current.coupon_id !== undefined)
        await m.coupons.release(trx, tenant.id, current.coupon_id, current.id);
      if (paying && !(await this.d.payments.oweOperatorRefund(trx, paying, now, by)))
        throw new AppError(ErrorCode.ORDER_ALREADY_REFUNDED);
      const out: RefundResult = {
        orderNo: current.order_no,
        status: 'refunded',
        amount: paying ? Number(paying.amount) : 0,
        burned: [],
        boxesTakenBack: 0,
        returnedToSeller: [],
        proceedsTakenBack: 0,
        refund: 'pending',
      };
      await this.tellBuyer(trx, current, out.amount, now, { collection: brief?.name ?? '' });
      if (audit) await audit(trx, current, out);
      return out;
    });
    return this.sent(tenant, order, by, result);
  }

  /**
   * A resale order (business type 7, decision 066). Refused with the reason when the buyer moved the item on
   * (5000155 gifted, 5000156 consigned again, 5000157 burned or pledged, 5000158 cast with or held by an
   * activity order). The seller's proceeds come back first: a payout still owed is paid (so what is taken
   * back is what was paid), then debited from the seller's wallet with a request id of the listing
   * (`RV<listing>-<n>`), refused 5000154 when the balance is short (nothing moved). Then ONE transaction:
   * the order refunded (one winner), the listing refunded with its payout reversed, the item back to the
   * seller (held, free to move; a chain transfer in the outbox; the move recorded for both), every split
   * row of the order's ledger reversed, the coupon back, the buyer's payment owed back, both inboxes, the
   * audit row. If the transaction fails after the debit and no other refund took the sale, the debit is
   * credited back (`RVB<listing>-<n>`), and the next attempt uses the next n; a crash between the debit and
   * the commit leaves the debit under its id, which the next attempt finds and reuses (no second debit).
   */
  private async refundResale(
    tenant: TenantContext,
    order: OrderRow,
    by: RefundBy,
    audit?: (trx: Kysely<Database>, before: OrderRow, after: RefundResult) => Promise<void>,
    attempt = 0,
  ): Promise<RefundResult> {
    const m = this.more();
    let listing = await m.market.byId(tenant.id, order.item_id);
    if (!listing || listing.status !== 'sold' || listing.order_id !== order.id)
      throw await this.unlessRefunded(tenant.id, order, ErrorCode.ORDER_NOT_REFUNDABLE);
    const moved = await this.movedOn(tenant.id, order, listing);
    // A refund of the same order that committed since the order was read moved the item back to its seller:
    // that is "already refunded", not "consigned again".
    if (moved !== null) throw await this.unlessRefunded(tenant.id, order, moved);
    if (listing.payout === 'owed') {
      await m.proceeds().payOne(listing);
      listing = (await m.market.byId(tenant.id, order.item_id))!;
    }
    const payoutWas = listing.payout === 'done' ? 'done' : 'owed';
    const net = Number(listing.net ?? 0);
    const sellerId = listing.seller_id;
    const from = (await this.d.addressOf(tenant.id, order.user_id, DEFAULT_CHAIN_CHANNEL)) ?? '';
    const to = (await this.d.addressOf(tenant.id, sellerId, DEFAULT_CHAIN_CHANNEL)) ?? '';
    const item = (await m.items.byId(tenant.id, listing.card_nft_id))!;
    // The proceeds back from the seller's wallet, before the transaction (the wallet provider is outside it).
    let debitId: string | null = null;
    if (payoutWas === 'done' && net > 0) {
      let n = 0;
      while (await m.wallet.movementOf(tenant.id, sellerId, `RVB${listing.id}-${n}`)) n += 1;
      debitId = `RV${listing.id}-${n}`;
      if (!(await m.wallet.movementOf(tenant.id, sellerId, debitId))) {
        const id = debitId;
        // Short: unless a refund of the same sale running at this moment took the proceeds (then it is that one's).
        const short = async (): Promise<AppError> => {
          const [again, balance] = [
            await m.wallet.movementOf(tenant.id, sellerId, id),
            await m.wallet.balanceOf(tenant.id, sellerId),
          ];
          const settled = (await this.d.orders.byId(tenant.id, order.id))?.status === 'refunded';
          return again || settled
            ? new AppError(ErrorCode.ORDER_ALREADY_REFUNDED)
            : new AppError(ErrorCode.REFUND_SELLER_BALANCE_SHORT, { balance: yuan(balance), proceeds: yuan(net) });
        };
        if ((await m.wallet.balanceOf(tenant.id, sellerId)) < net) throw await short();
        try {
          await m.wallet.debit(tenant.id, sellerId, {
            requestId: id,
            amount: net,
            subject: `寄售收入退回-${listing.id}`,
            orderNo: order.order_no,
          });
        } catch (err) {
          if (err instanceof AppError && err.code === ErrorCode.WALLET_BALANCE_INSUFFICIENT) throw await short();
          throw err;
        }
      }
    }
    const sold = listing;
    const now = this.d.clock();
    let result: RefundResult;
    try {
      result = await this.d.db.transaction().execute(async (trx): Promise<RefundResult> => {
        const current = (await this.d.orders.byId(tenant.id, order.id, trx))!;
        refusal(current);
        const paying = await this.payingOf(trx, current);
        if (!(await this.d.orders.refundPaid(trx, current, now))) throw new AppError(ErrorCode.ORDER_ALREADY_REFUNDED);
        if (!(await m.market.refundSale(trx, tenant.id, sold.id, { orderId: current.id, payoutWas, now })))
          throw new PayoutChanged();
        if (await m.activities.usedSince(trx, tenant.id, current.user_id, item.id, Number(current.paid_at ?? current.created_at)))
          throw new AppError(ErrorCode.REFUND_ITEM_CAST);
        if (
          !(await m.items.returnSale(trx, tenant.id, item.id, { buyerId: current.user_id, sellerId, orderId: current.id, now }))
        )
          throw new AppError(ErrorCode.ORDER_ITEMS_MOVED);
        const jobId = await m.outbox.enqueueTransfer(trx, tenant, {
          tokenId: BigInt(item.token_id),
          from,
          to,
          dedupeKey: transferKey('sale', sold.id, 'refund'),
        });
        await m.transfers.recordMove(trx, tenant.id, {
          cardNftId: item.id,
          fromUserId: current.user_id,
          toUserId: sellerId,
          businessType: BusinessType.C2C,
          saleKind: SaleKind.C2C_MARKET,
          chainJobId: jobId,
          at: now,
          source: 'other',
        });
        await m.ledger.reverseSplit(trx, tenant.id, current.id, now);
        if (current.coupon_id !== null && current.coupon_id !== undefined)
          await m.coupons.release(trx, tenant.id, current.coupon_id, current.id);
        if (paying && !(await this.d.payments.oweOperatorRefund(trx, paying, now, by)))
          throw new AppError(ErrorCode.ORDER_ALREADY_REFUNDED);
        const out: RefundResult = {
          orderNo: current.order_no,
          status: 'refunded',
          amount: paying ? Number(paying.amount) : 0,
          burned: [],
          boxesTakenBack: 0,
          returnedToSeller: [item.id],
          proceedsTakenBack: net,
          refund: 'pending',
        };
        await this.tellBuyer(trx, current, out.amount, now, { collectionId: sold.collection_id });
        await m.inbox.add(trx, tenant.id, sellerId, {
          kind: 'sale_refunded',
          cardNftId: item.id,
          ref: current.order_no,
          params: { collectionId: sold.collection_id, amount: net },
          at: now,
        });
        if (audit) await audit(trx, current, out);
        return out;
      });
    } catch (err) {
      if (debitId !== null) await this.giveBackDebit(tenant, sold, order, debitId, net);
      // The payout was paid (owed → done) between the read and the transaction: once more, now to debit it.
      if (err instanceof PayoutChanged && attempt === 0) return this.refundResale(tenant, order, by, audit, 1);
      if (err instanceof PayoutChanged) throw new AppError(ErrorCode.ORDER_ALREADY_REFUNDED);
      throw err;
    }
    this.d.chain.notify();
    return this.sent(tenant, order, by, result);
  }

  /** The refusal `code`, or 5000151 when another refund of the order has committed since it was read. */
  private async unlessRefunded(tenantId: number, order: OrderRow, code: ErrorCodeValue): Promise<AppError> {
    const now = await this.d.orders.byId(tenantId, order.id);
    return new AppError(now?.status === 'refunded' ? ErrorCode.ORDER_ALREADY_REFUNDED : code);
  }

  /** A failed refund's debit credited back to the seller, unless another refund of the sale committed with it. */
  private async giveBackDebit(tenant: TenantContext, sold: ListingRow, order: OrderRow, debitId: string, net: number) {
    const m = this.more();
    const now = await m.market.byId(tenant.id, sold.id);
    if (now?.status === 'refunded') return;
    try {
      await m.wallet.credit(tenant.id, sold.seller_id, {
        requestId: debitId.replace(/^RV/, 'RVB'),
        amount: net,
        subject: `寄售收入退回撤销-${sold.id}`,
        orderNo: order.order_no,
      });
    } catch (err) {
      this.d.log.error({ listingId: sold.id, debitId, err }, 'a refund failed after debiting the seller: credit it back by hand');
    }
  }

  /** Why the buyer's item cannot go back to the seller, or null when it can (read before the transaction). */
  private async movedOn(tenantId: number, order: OrderRow, listing: ListingRow): Promise<ErrorCodeValue | null> {
    const m = this.more();
    const item = await m.items.byId(tenantId, listing.card_nft_id);
    if (!item) return ErrorCode.ORDER_ITEMS_MOVED;
    const moves = await m.transfers.movesOf(tenantId, item.id);
    const lastIn = [...moves].reverse().find((x) => x.direction === 'in');
    const elsewhere = item.user_id !== order.user_id || (lastIn !== undefined && lastIn.userId !== order.user_id);
    if (item.status === 'on_consignment') return ErrorCode.REFUND_ITEM_CONSIGNED;
    if (item.status === 'frozen') return ErrorCode.REFUND_ITEM_GIFTED;
    if (elsewhere)
      return lastIn?.businessType === BusinessType.C2C ? ErrorCode.REFUND_ITEM_CONSIGNED : ErrorCode.REFUND_ITEM_GIFTED;
    if (item.status === 'consumed' || item.status === 'pledged') return ErrorCode.REFUND_ITEM_USED;
    if (item.order_id !== order.id) return ErrorCode.REFUND_ITEM_GIFTED;
    if (await m.activities.usedSince(this.d.db, tenantId, order.user_id, item.id, Number(order.paid_at ?? order.created_at)))
      return ErrorCode.REFUND_ITEM_CAST;
    return null;
  }
}

/** The payout state changed between the refund's read and its transaction (the payout job paid it). */
class PayoutChanged extends Error {}

const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * What can be refunded (decisions 039, 066): a paid order of the primary sale (a collection or a blind box)
 * or of the resale market; an activity order that is paid (awaiting shipment), shipping or completed. A
 * refunded one says so; anything else is not refundable.
 */
function refusal(order: OrderRow): void {
  if (order.status === 'refunded') throw new AppError(ErrorCode.ORDER_ALREADY_REFUNDED);
  const allowed = order.business_type === BusinessType.ACTIVITY ? ACTIVITY_REFUNDABLE : ['paid'];
  if (!allowed.includes(order.status)) throw new AppError(ErrorCode.ORDER_NOT_REFUNDABLE);
  if (!REFUNDABLE_TYPES.includes(order.business_type)) throw new AppError(ErrorCode.ORDER_NOT_REFUNDABLE);
}

const REFUNDABLE_TYPES: readonly number[] = [
  BusinessType.B2C_COLLECTION,
  BusinessType.B2C_BOX,
  BusinessType.ACTIVITY,
  BusinessType.C2C,
];
const ACTIVITY_REFUNDABLE: readonly string[] = ['paid', 'shipping', 'completed'];

declare module './flows.types' {
  interface Flows {
    /** An operator refunds a paid order: items taken back, money back through the provider (decision 039). */
    refundOrder: RefundOrder;
  }
}

export const refundOrderFlow = defineFlow({
  key: 'refundOrder',
  build: ({ app, db, clock, log, flows }) =>
    new RefundOrder({
      db,
      orders: app.order.orders,
      collectibles: app.collectible.collectibles,
      payments: app.payment.payments,
      chain: app.chain.outbox,
      addressOf: (tenantId, userId, channel) => app.identity.chainAccounts.addressOn(tenantId, userId, channel),
      clock,
      log,
      more: {
        activities: app.activity.activities,
        coupons: app.coupon.coupons,
        inbox: app.inbox.inbox,
        market: app.market.listings,
        items: app.collectible.collectibles,
        outbox: app.chain.outbox,
        transfers: app.transfer.transfers,
        ledger: app.payment.payments,
        wallet: app.wallet.wallet,
        proceeds: () => flows.payProceeds,
      },
    }),
  // The console (decision 039): an operator refunds a paid order, with the audit row in the refund's transaction.
  routes(app, flow) {
    registerCall(app, consoleRefundOrder, (req) =>
      flow.refund(
        req.tenant,
        req.params.orderNo,
        { operatorId: req.operator!.id, reason: req.body.reason },
        (trx, before, after) =>
          req.audit(trx, {
            action: 'order.refund',
            targetType: 'order',
            targetId: before.order_no,
            before: {
              status: before.status,
              totalAmount: Number(before.total_amount),
              userId: before.user_id,
              businessType: before.business_type,
              // A shipped parcel is not recalled by the refund (decision 066): the audit keeps where it went.
              ...(before.carrier ? { carrier: before.carrier, trackingNo: before.tracking_no } : {}),
            },
            after: { ...after, reason: req.body.reason },
          }),
      ),
    );
  },
});
