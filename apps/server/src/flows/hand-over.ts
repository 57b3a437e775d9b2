import { tokenIdOf } from '@curio/chain';
import { BusinessType, SaleKind } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { CardNftsTable, Database } from '../db/schema';
import type { DropStock } from '../modules/catalogue/index';
import type { ChainService } from '../modules/chain/index';
import type { CollectibleService } from '../modules/collectible/index';
import type { OrderRow, OrderService } from '../modules/order/index';
import type { TransferService } from '../modules/transfer/index';
import { DEFAULT_CHAIN_CHANNEL } from '../modules/tenant/index';
import { defineFlow } from './define-flow';
import type { TenantContext } from '../http/request-context';

/** What handing over needs, read before the payment's transaction. */
export interface HandOverContext {
  tenant: TenantContext;
  /** The buyer's custodial address on this server's chain. */
  address: string;
  holdHours: number;
}

/** The token's metadata URI: the tenant, the collection and the serial (decision 012). */
export const tokenUri = (tenantCode: string, collectionId: number, serial: number) =>
  `curio://${tenantCode}/${collectionId}/${serial}`;

export interface HandOverDeps {
  orders: OrderService;
  collectibles: CollectibleService;
  stock: Pick<DropStock, 'find'>;
  chain: Pick<ChainService, 'enqueueMint'>;
  /** Each item handed over is a move in: its receiver's circulation record (decision 025). */
  transfers: Pick<TransferService, 'recordMove'>;
  tenantOf(id: number): Promise<TenantContext | null>;
  /** The buyer's custodial address on this server's chain channel (identity). */
  addressOf(tenantId: number, userId: number): Promise<string | null>;
}

/**
 * Hands a paid order over, inside the payment's transaction (PRODUCT.md §5): collections get their
 * serial numbers (in the order payments succeed) and become the buyer's at once, with a mint written
 * to the chain outbox for each; blind boxes become unopened boxes. A step of the payment notice flow
 * (`handOver`) and of opening a box (`give`): it never opens a transaction of its own, and the caller
 * wakes the outbox after its commit.
 */
export class HandOver {
  constructor(private readonly d: HandOverDeps) {}

  /** Reads, before the transaction, what handing the order over needs (tenant, address, cooling). */
  async prepare(order: OrderRow): Promise<HandOverContext> {
    const tenant = await this.d.tenantOf(order.tenant_id);
    const address = await this.d.addressOf(order.tenant_id, order.user_id);
    if (!tenant || !address) throw new Error(`order ${order.order_no}: the buyer has no chain account`);
    const drop = order.item_kind === 'collection' ? await this.d.stock.find(tenant.id, 'collection', order.item_id, 'en') : null;
    return { tenant, address, holdHours: drop?.holdHours ?? 0 };
  }

  async handOver(trx: Kysely<Database>, order: OrderRow, now: number, ctx: HandOverContext): Promise<void> {
    if (order.item_kind === 'blindBox') {
      await this.d.collectibles.addBoxes(
        trx,
        Array.from({ length: order.quantity }, (_, i) => ({
          tenant_id: order.tenant_id,
          user_id: order.user_id,
          blind_box_id: order.item_id,
          order_id: order.id,
          order_index: i,
          acquired_at: now,
        })),
      );
      return;
    }
    const serials = await this.d.orders.nextSerials(trx, order.tenant_id, order.item_id, order.quantity);
    await this.give(
      trx,
      ctx,
      { userId: order.user_id, collectionId: order.item_id, serials, orderId: order.id, boxId: null },
      now,
    );
  }

  /**
   * Makes collectibles the user's and writes their mints; answers the new rows, each with its mint's
   * outbox job, and records each move in (claims, circulation: the transfer module). `source` defaults to
   * a purchase (no box) or a box's draw, `move` to a primary sale.
   */
  async give(
    trx: Kysely<Database>,
    ctx: HandOverContext,
    g: {
      userId: number;
      collectionId: number;
      serials: number[];
      orderId: number | null;
      boxId: number | null;
      source?: CardNftsTable['source'];
      /** How the move in is recorded when it is not a sale (an airdrop: SEND, its id); default a primary sale. */
      move?: { businessType: number; saleKind: number | null; airdropId: number | null };
    },
    now: number,
  ) {
    const source = g.source ?? (g.boxId === null ? ('purchase' as const) : ('box' as const));
    const rows = await this.d.collectibles.addCollectibles(
      trx,
      g.serials.map((serial) => ({
        tenant_id: ctx.tenant.id,
        user_id: g.userId,
        collection_id: g.collectionId,
        serial,
        token_id: tokenIdOf(g.collectionId, serial).toString(),
        source,
        order_id: g.orderId,
        box_id: g.boxId,
        status: 'held' as const,
        acquired_at: now,
        transferable_at: now + ctx.holdHours * 3_600_000,
      })),
    );
    const jobs = new Map<number, number>();
    for (const row of rows) {
      const { jobId } = await this.d.chain.enqueueMint(trx, ctx.tenant, {
        collectionId: g.collectionId,
        serial: row.serial,
        to: ctx.address,
        uri: tokenUri(ctx.tenant.code, g.collectionId, row.serial),
      });
      await this.d.transfers.recordMove(trx, ctx.tenant.id, {
        cardNftId: row.id,
        fromUserId: null,
        toUserId: g.userId,
        businessType: g.move?.businessType ?? (g.boxId === null ? BusinessType.B2C_COLLECTION : BusinessType.B2C_BOX),
        saleKind: g.move ? g.move.saleKind : SaleKind.IPO,
        airdropId: g.move?.airdropId ?? null,
        chainJobId: jobId,
        at: now,
        // The record says what the move was, as the item does (decision 062).
        source,
      });
      jobs.set(row.serial, jobId);
    }
    return rows.map((r) => ({ ...r, mintJobId: jobs.get(r.serial)! }));
  }
}

declare module './flows.types' {
  interface Flows {
    /** Paid items into their buyer's hands: serials, holdings, mints queued (a step of the flows that hand over). */
    handOver: HandOver;
  }
}

export const handOverFlow = defineFlow({
  key: 'handOver',
  build: ({ app, stock }) =>
    new HandOver({
      orders: app.order.orders,
      collectibles: app.collectible.collectibles,
      stock,
      chain: app.chain.outbox,
      transfers: app.transfer.transfers,
      tenantOf: (id) => app.tenant.tenants.byId(id),
      addressOf: (tenantId, userId) => app.identity.chainAccounts.addressOn(tenantId, userId, DEFAULT_CHAIN_CHANNEL),
    }),
});
