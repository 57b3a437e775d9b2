import { BusinessType, cast, ErrorCode, type CallData, type Language } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../errors';
import {
  blockOf,
  blockRefusal,
  requirementsOf,
  type ActivityItem,
  type ActivityRow,
  type ActivityService,
} from '../modules/activity/index';
import type { DropStock } from '../modules/catalogue/index';
import type { ChainService } from '../modules/chain/index';
import type { CollectibleService } from '../modules/collectible/index';
import type { OrderService } from '../modules/order/index';
import { DEFAULT_CHAIN_CHANNEL } from '../modules/tenant/index';
import { registerCall } from '../plugins/register-call';
import type { Buyers } from './buyers';
import type { HandOver } from './hand-over';
import { defineFlow, uid } from './define-flow';
import { issuable, issueSerials } from './issue';
import type { TransferService } from '../modules/transfer/index';
import type { TenantContext } from '../http/request-context';

/** The user's notification inbox (the inbox module's `add`). */
export interface CastInbox {
  add(
    trx: Kysely<Database>,
    tenantId: number,
    userId: number,
    event: { kind: 'cast_done'; cardNftId: number; ref: string; params: Record<string, string | number>; at: number },
  ): Promise<unknown>;
}

export interface CastDeps {
  db: Kysely<Database>;
  activities: ActivityService;
  collectibles: Pick<CollectibleService, 'castableOf' | 'owned' | 'byId' | 'takeForCast'>;
  orders: Pick<OrderService, 'nextSerialsWithin'>;
  stock: Pick<DropStock, 'find' | 'take'>;
  handOver: Pick<HandOver, 'give'>;
  buyers: Buyers;
  chain: Pick<ChainService, 'enqueueBurn' | 'notify'>;
  /** Each spent item's end: its holder's circulation record (decision 062). */
  transfers: Pick<TransferService, 'recordEnd'>;
  clock: Clock;
  /** The inbox's "cast done" event (the inbox module); null leaves it out. */
  inbox: CastInbox | null;
}

type Input = { activityId: number; itemIds: number[] };

/**
 * Casting in an activity (issue 18, decisions 042 and 062). Checked first, with the refusal that says what
 * is wrong: the activity (5000030), the caster's real name and chain accounts, the window (5000170/5000171),
 * the stock (5000032), my casts against the per-user limit (5000204), the result collection's supply
 * (5000039), then the selection: enough items held (5000031), exactly each qualifying collection's count
 * selected (4000034), every item mine (4000006) and free for this activity (pledged, frozen, listed; cast
 * with by me already: 4000031, each collectible once per holder — its next owner may; spending: minting,
 * cooling when the activity says so). Then ONE transaction, where the database decides every race: one
 * result taken from the stock (a conditional update), one cast of my quota (a conditional upsert), the cast
 * record, the items taken (one conditional update: spent ones burned — status consumed — held ones
 * locked) and marked used by me (unique per activity, item and holder), the result taken from its
 * collection's supply and numbered within it, handed over with its mint in the outbox (source 'cast'), the
 * burns in the outbox with each spent item's end in my circulation records (cast_spend), the inbox's "cast
 * done". A refusal inside rolls it all back; the outbox is woken after the commit.
 */
export class Cast {
  constructor(private readonly d: CastDeps) {}

  async cast(tenant: TenantContext, userId: number, input: Input, lang: Language): Promise<CallData<typeof cast>> {
    const { activities } = this.d;
    const now = this.d.clock();
    const a = await activities.byId(tenant.id, input.activityId);
    if (!a || a.enabled !== 1) throw new AppError(ErrorCode.ACTIVITY_NOT_FOUND);
    if (a.kind !== 'cast') throw new AppError(ErrorCode.ACTIVITY_KIND_MISMATCH);
    if (a.result_collection_id === null) throw new AppError(ErrorCode.ACTIVITY_NOT_FOUND);
    await this.d.buyers.requireOpened(tenant, userId);
    const address = await this.d.buyers.addressOn(tenant.id, userId, DEFAULT_CHAIN_CHANNEL);
    if (!address) throw new AppError(ErrorCode.NO_CHAIN_ACCOUNT);
    const closed = activities.windowRefusal(a, now);
    if (closed !== null) throw new AppError(closed);
    if (a.cast_count >= a.stock) throw new AppError(ErrorCode.CLAIMS_EXHAUSTED);
    if ((await activities.castsBy(tenant.id, a.id, userId)) >= a.per_user_limit)
      throw new AppError(ErrorCode.ACTIVITY_ORDER_LIMIT);
    const resultCollectionId = a.result_collection_id;
    const drop = await issuable(this.d.stock, tenant.id, resultCollectionId, 1, lang);
    const selected = await selectItems(this.d, tenant.id, userId, a, input.itemIds, now);
    const holdHours = drop.holdHours;
    const spend = a.mode === 'spend';
    const used = selected.map((i) => ({ cardNftId: i.id, collectionId: i.collection_id, serial: i.serial }));

    const castId = await this.d.db.transaction().execute(async (trx) => {
      await activities.takeOne(trx, a, now);
      await activities.takeQuota(trx, a, userId);
      const id = await activities.recordCast(trx, a, userId, used, now);
      const ids = selected.map((i) => i.id);
      const taken = await this.d.collectibles.takeForCast(trx, tenant.id, userId, ids, {
        spend,
        freeBy: spend && a.cooling_blocks === 1 ? now : null,
      });
      if (taken.length !== ids.length) throw await this.takeRefusal(trx, tenant.id, userId, a, ids, now);
      await activities.markUsed(trx, a, id, userId, ids, now);
      const serials = await issueSerials(trx, this.d, tenant.id, drop, 1);
      const [result] = await this.d.handOver.give(
        trx,
        { tenant, address, holdHours },
        {
          userId,
          collectionId: resultCollectionId,
          serials,
          orderId: null,
          boxId: null,
          source: 'cast',
          // The result comes from the platform: a move in with no giver and no sale (not a SEND: that is a claim).
          move: { businessType: BusinessType.B2C_COLLECTION, saleKind: null, airdropId: null },
        },
        now,
      );
      await activities.setResult(trx, tenant.id, id, {
        cardNftId: result!.id,
        collectionId: resultCollectionId,
        serial: result!.serial,
      });
      if (spend)
        for (const item of taken) {
          const jobId = await this.d.chain.enqueueBurn(trx, tenant, { tokenId: BigInt(item.token_id), from: address });
          await this.d.transfers.recordEnd(trx, tenant.id, {
            cardNftId: item.id,
            userId,
            source: 'cast_spend',
            businessType: BusinessType.B2C_COLLECTION,
            chainJobId: jobId,
            at: now,
          });
        }
      await this.d.inbox?.add(trx, tenant.id, userId, {
        kind: 'cast_done',
        cardNftId: result!.id,
        ref: `activity:${a.id}`,
        params: { activityId: a.id, collectionId: resultCollectionId, serial: result!.serial },
        at: now,
      });
      return id;
    });
    this.d.chain.notify();
    return activities.record(tenant.id, castId, lang);
  }

  /** Why an item could not be taken in the transaction (it moved since the checks): its refusal now. */
  private async takeRefusal(trx: Kysely<Database>, tenantId: number, userId: number, a: ActivityRow, ids: number[], now: number) {
    for (const id of ids) {
      const row = await this.d.collectibles.byId(tenantId, id, trx);
      if (!row || row.user_id !== userId || row.status === 'consumed') return notFound();
      const block = blockOf({ ...row, minted: true }, a, false, now);
      if (block) return blockRefusal(block, row, now, a);
    }
    return new AppError(ErrorCode.SELECT_REQUIRED);
  }
}

/**
 * The selected items against an activity's needs (casting and activity orders alike): each qualifying
 * collection exactly its count of my usable items, none twice, none I may not use for this activity again
 * (cast with by me already: 4000031; held by a live order of it: 5000172). 5000031 when I hold too few,
 * 4000034 for a wrong selection, not found for an item not mine, and the item's block (pledged, frozen,
 * listed, cooling, minting) otherwise.
 */
export async function selectItems(
  d: { activities: Pick<ActivityService, 'usedOf'>; collectibles: Pick<CollectibleService, 'castableOf' | 'owned'> },
  tenantId: number,
  userId: number,
  a: ActivityRow,
  itemIds: number[],
  now: number,
): Promise<ActivityItem[]> {
  const reqs = requirementsOf(a);
  const mine = await d.collectibles.castableOf(
    tenantId,
    userId,
    reqs.map((r) => r.collectionId),
  );
  for (const r of reqs)
    if (mine.filter((i) => i.collection_id === r.collectionId).length < r.count)
      throw new AppError(ErrorCode.INSUFFICIENT_MATERIALS);
  if (new Set(itemIds).size !== itemIds.length) throw new AppError(ErrorCode.SELECT_REQUIRED);
  const byId = new Map(mine.map((i) => [i.id, i]));
  const selected: ActivityItem[] = [];
  for (const id of itemIds) {
    const item = byId.get(id);
    if (item) {
      selected.push(item);
      continue;
    }
    // Mine but of a collection that does not qualify: a wrong selection; not mine at all: not found.
    throw (await d.collectibles.owned(tenantId, userId, id)) ? new AppError(ErrorCode.SELECT_REQUIRED) : notFound();
  }
  for (const r of reqs)
    if (selected.filter((i) => i.collection_id === r.collectionId).length !== r.count)
      throw new AppError(ErrorCode.SELECT_REQUIRED);
  const usedAlready = await d.activities.usedOf(
    tenantId,
    a.id,
    userId,
    selected.map((i) => i.id),
  );
  for (const item of selected) {
    const block = blockOf(item, a, usedAlready.has(item.id), now);
    if (block) throw blockRefusal(block, item, now, a);
  }
  return selected;
}

declare module './flows.types' {
  interface Flows {
    /** Casting in an activity (issue 18, decision 042). */
    cast: Cast;
  }
  interface FlowsModuleOptions {
    /** The inbox's "cast done" event; default: the inbox module. */
    castInbox?: CastInbox | null;
  }
}

export const castFlow = defineFlow({
  key: 'cast',
  build: ({ app, db, clock, stock, options, flows }) =>
    new Cast({
      db,
      activities: app.activity.activities,
      collectibles: app.collectible.collectibles,
      orders: app.order.orders,
      stock,
      handOver: flows.handOver,
      buyers: app.identity.chainAccounts,
      chain: app.chain.outbox,
      transfers: app.transfer.transfers,
      clock,
      inbox: options.castInbox === undefined ? app.inbox.inbox : options.castInbox,
    }),
  routes(app, flow) {
    registerCall(app, cast, (req) => flow.cast(req.tenant, uid(req), req.body, req.lang), {
      rateLimit: { by: 'user', max: 60, windowMs: 60_000 },
    });
  },
});
