import { randomBytes } from 'node:crypto';
import { ErrorCode, openBox, type CallData, type Language } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../errors';
import type { DropStock } from '../modules/catalogue/index';
import type { ChainService } from '../modules/chain/index';
import { pick, seedHash, ticketOf, type CollectibleService } from '../modules/collectible/index';
import type { OrderService } from '../modules/order/index';
import { DEFAULT_CHAIN_CHANNEL } from '../modules/tenant/index';
import { registerCall } from '../plugins/register-call';
import type { Buyers } from './buyers';
import type { HandOver, HandOverContext } from './hand-over';
import { defineFlow, uid } from './define-flow';
import { issuable, issueSerials } from './issue';
import type { TenantContext } from '../http/request-context';

export interface OpenBoxDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  orders: OrderService;
  collectibles: CollectibleService;
  stock: DropStock;
  handOver: HandOver;
  buyers: Buyers;
  chain: Pick<ChainService, 'notify'>;
  clock: Clock;
}

/**
 * Opening a blind box (PRODUCT.md §5, decision 012): a provably fair draw (src/modules/collectible/
 * fairness.ts) from the box's remaining items, in one transaction that uses the box up (collectibles),
 * draws the item (catalogue), takes it from its collection's supply and numbers it within it (decision 062)
 * and hands it over with its mint in the
 * outbox; after the commit, wake the outbox. Also makes the boxes' seeds and publishes their hashes
 * (the catalogue shows them) before any box can be opened.
 */
export class OpenBox {
  constructor(private readonly d: OpenBoxDeps) {}

  async open(tenant: TenantContext, userId: number, boxId: number, lang: Language): Promise<CallData<typeof openBox>> {
    const { collectibles, stock } = this.d;
    // The same rule as placing an order: a real name and every chain account of the tenant.
    await this.d.buyers.requireOpened(tenant, userId);
    const address = await this.d.buyers.addressOn(tenant.id, userId, DEFAULT_CHAIN_CHANNEL);
    if (!address) throw new AppError(ErrorCode.NO_CHAIN_ACCOUNT);
    const holding = await collectibles.box(tenant.id, userId, boxId);
    if (!holding) throw notFound();
    if (holding.opened_at !== null) throw new AppError(ErrorCode.BOX_ALREADY_OPENED);
    const order = (await this.d.orders.byId(tenant.id, holding.order_id))!;
    const box = await stock.find(tenant.id, 'blindBox', holding.blind_box_id, lang);
    if (!box) throw notFound();
    const { seed } = await this.ensureSeed(tenant.id, holding.blind_box_id);
    const drawInput = `${order.order_no}:${holding.order_index}`;
    const now = this.d.clock();
    await this.d.db.transaction().execute(async (trx) => {
      if (!(await collectibles.lockBox(trx, holding.id))) throw new AppError(ErrorCode.BOX_ALREADY_OPENED);
      const items = await stock.boxItems(trx, tenant.id, holding.blind_box_id, this.d.dialect === 'postgres');
      const remaining = items.map((i) => Math.max(0, i.quantity - i.drawn));
      const total = remaining.reduce((a, b) => a + b, 0);
      if (total === 0) throw new AppError(ErrorCode.INVENTORY_SHORTAGE);
      const ticket = ticketOf(seed, drawInput, total);
      const item = items[pick(remaining, ticket)]!;
      if (!(await stock.draw(trx, tenant.id, item.itemId))) throw new AppError(ErrorCode.INVENTORY_SHORTAGE);
      // The drawn collection's supply is a hard limit too (decision 062): 5000039 leaves the box unopened.
      const drop = await issuable(stock, tenant.id, item.collectionId, 1, lang, trx);
      const ctx: HandOverContext = { tenant, address, holdHours: drop.holdHours };
      const [serial] = await issueSerials(trx, this.d, tenant.id, drop, 1);
      const [nft] = await this.d.handOver.give(
        trx,
        ctx,
        { userId, collectionId: item.collectionId, serials: [serial!], orderId: order.id, boxId: holding.id },
        now,
      );
      const remainingBefore = items.map((i, k) => ({ collectionId: i.collectionId, remaining: remaining[k]! }));
      await collectibles.markOpened(trx, holding.id, {
        now,
        cardNftId: nft!.id,
        ticket,
        remaining: JSON.stringify(remainingBefore),
      });
    });
    this.d.chain.notify();
    return collectibles.openedBox(tenant, userId, boxId, lang);
  }

  /** The box's seed, made and its hash published (catalogue) if it has none yet. */
  async ensureSeed(tenantId: number, boxId: number): Promise<{ seed: Buffer; hash: string }> {
    const existing = await this.d.collectibles.seedOf(tenantId, boxId);
    if (existing) return existing;
    const seed = randomBytes(32);
    await this.d.db.transaction().execute(async (trx) => {
      const kept = await this.d.collectibles.addSeed(trx, tenantId, boxId, seed, seedHash(seed), this.d.clock());
      await this.d.stock.publishSeedHash(trx, tenantId, boxId, kept);
    });
    return (await this.d.collectibles.seedOf(tenantId, boxId))!;
  }

  /** Publishes seed hashes for every box that has none (a background job; run at start and after imports). */
  async commitSeeds(tenantId: number | null = null): Promise<number> {
    const boxes = await this.d.stock.boxesWithoutSeed(tenantId);
    for (const b of boxes) await this.ensureSeed(b.tenant_id, b.id);
    return boxes.length;
  }
}

declare module './flows.types' {
  interface Flows {
    /** Opening a blind box (provably fair: the seed committed before the opening). */
    openBox: OpenBox;
  }
}

export const openBoxFlow = defineFlow({
  key: 'openBox',
  build: ({ app, db, clock, stock, flows }) =>
    new OpenBox({
      db,
      dialect: app.db.dialect,
      orders: app.order.orders,
      collectibles: app.collectible.collectibles,
      stock,
      handOver: flows.handOver,
      buyers: app.identity.chainAccounts,
      chain: app.chain.outbox,
      clock,
    }),
  routes(app, flow) {
    registerCall(app, openBox, (req) => flow.open(req.tenant, uid(req), req.body.boxId, req.lang));
  },
});
