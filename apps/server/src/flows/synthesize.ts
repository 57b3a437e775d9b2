import { ErrorCode, SYNTHESIS_BUSINESS_TYPE, synthesize, type CallData, type Language } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { AppError } from '../errors';
import type { DropStock } from '../modules/catalogue/index';
import type { ChainService } from '../modules/chain/index';
import type { CollectibleService } from '../modules/collectible/index';
import type { OrderService } from '../modules/order/index';
import {
  blockCode,
  fragmentBlock,
  recipeRefusal,
  type FragmentItem,
  type RecipeWithFragments,
  type SynthesisService,
} from '../modules/synthesis/index';
import { DEFAULT_CHAIN_CHANNEL } from '../modules/tenant/index';
import { registerCall } from '../plugins/register-call';
import type { Buyers } from './buyers';
import type { HandOver } from './hand-over';
import { defineFlow, uid } from './define-flow';
import { issuable, issueSerials } from './issue';
import type { TransferService } from '../modules/transfer/index';
import type { TenantContext } from '../http/request-context';

/** The user's notification inbox (the inbox module's `add`). */
export interface SynthesisInbox {
  add(
    trx: Kysely<Database>,
    tenantId: number,
    userId: number,
    event: {
      kind: 'synthesis_done' | 'pledge_finished';
      cardNftId?: number | null;
      ref: string;
      params: Record<string, string | number>;
      at: number;
    },
  ): Promise<unknown>;
}

export interface SynthesizeDeps {
  db: Kysely<Database>;
  synthesis: SynthesisService;
  collectibles: Pick<CollectibleService, 'ofCollections' | 'useForSynthesis'>;
  orders: Pick<OrderService, 'nextSerialsWithin'>;
  stock: Pick<DropStock, 'find' | 'take'>;
  handOver: Pick<HandOver, 'give'>;
  buyers: Buyers;
  chain: Pick<ChainService, 'enqueueBurn' | 'notify'>;
  /** Each burned fragment's end: its holder's circulation record (decision 062). */
  transfers: Pick<TransferService, 'recordEnd'>;
  inbox: SynthesisInbox | null;
  clock: Clock;
}

/** A card_nfts row as synthesis reads it. */
type ItemRow = Awaited<ReturnType<CollectibleService['ofCollections']>>[number];

const asFragment = (r: ItemRow): FragmentItem => ({
  id: r.id,
  collectionId: r.collection_id,
  serial: r.serial,
  status: r.status,
  transferableAt: Number(r.transferable_at),
  pledgeEndsAt: r.pledge_ends_at === null ? null : Number(r.pledge_ends_at),
});

/** Tries of the transaction when two syntheses of one user race for the same allowance (n). */
const ATTEMPTS = 5;

/**
 * Synthesizing (issue 18, decision 041). The recipe's rules and the user's standing (a real name and
 * every chain account), limit, stock and selection are checked first; then ONE transaction takes a
 * result of the recipe's stock (a conditional update: never oversold), counts the user's syntheses
 * ((recipe, user, n) is unique: never past the limit), burns or pledges exactly the selected items (one
 * conditional update: each must still be the user's, held, and out of its cooling period unless the
 * recipe ignores it), writes each burn to the chain outbox with its end in the holder's circulation records
 * (synthesis_burn), takes the result from its collection's supply and numbers it within it (5000039 when it
 * is all issued, decision 062), hands it over with its mint in the outbox (source 'synthesis'), records the synthesis and
 * its inputs, and writes the inbox event; after the commit the outbox is woken. A refusal anywhere rolls
 * everything back: nothing changes.
 */
export class Synthesize {
  constructor(private readonly d: SynthesizeDeps) {}

  async synthesize(
    tenant: TenantContext,
    userId: number,
    body: { recipeId: number; itemIds: number[] },
    lang: Language,
  ): Promise<CallData<typeof synthesize>> {
    const now = this.d.clock();
    const rf = await this.d.synthesis.forSynthesis(tenant.id, body.recipeId);
    const { recipe } = rf;
    const closed = recipeRefusal(recipe, now);
    if (closed !== null) throw new AppError(closed);
    await this.d.buyers.requireOpened(tenant, userId);
    const address = await this.d.buyers.addressOn(tenant.id, userId, DEFAULT_CHAIN_CHANNEL);
    if (!address) throw new AppError(ErrorCode.NO_CHAIN_ACCOUNT);
    if ((await this.d.synthesis.usedBy(tenant.id, recipe.id, userId)) >= recipe.per_user_limit)
      throw new AppError(ErrorCode.SYNTHESIS_LIMIT_REACHED);
    if (recipe.used >= recipe.stock) throw new AppError(ErrorCode.CLAIMS_EXHAUSTED);
    const drop = await issuable(this.d.stock, tenant.id, recipe.result_collection_id, 1, lang);
    const mine = (await this.d.collectibles.ofCollections(tenant.id, userId, collectionsOf(rf))).map(asFragment);
    checkSelection(rf, body.itemIds, mine, now);
    const holdHours = drop.holdHours;

    let row: Awaited<ReturnType<SynthesisService['record']>> | undefined;
    for (let attempt = 1; !row; attempt++) {
      try {
        row = await this.d.db.transaction().execute(async (trx) => {
          if (!(await this.d.synthesis.takeStock(trx, tenant.id, recipe.id, now))) throw new AppError(ErrorCode.CLAIMS_EXHAUSTED);
          const n = (await this.d.synthesis.usedBy(tenant.id, recipe.id, userId, trx)) + 1;
          if (n > recipe.per_user_limit) throw new AppError(ErrorCode.SYNTHESIS_LIMIT_REACHED);
          const burn = recipe.mode === 'burn';
          const taken = await this.d.collectibles.useForSynthesis(trx, tenant.id, userId, body.itemIds, {
            burn,
            now,
            ignoreCooling: recipe.ignore_cooling === 1,
            pledgeEndsAt: burn ? null : now + recipe.pledge_hours * 3_600_000,
          });
          if (taken.length !== body.itemIds.length) {
            // Another move took an item meanwhile: say which refusal it is now (read in this transaction).
            const current = (await this.d.collectibles.ofCollections(tenant.id, userId, collectionsOf(rf), trx)).map(asFragment);
            checkSelection(rf, body.itemIds, current, now);
            throw new AppError(ErrorCode.INSUFFICIENT_MATERIALS);
          }
          if (burn) {
            for (const item of taken) {
              const jobId = await this.d.chain.enqueueBurn(trx, tenant, { tokenId: BigInt(item.token_id), from: address });
              await this.d.transfers.recordEnd(trx, tenant.id, {
                cardNftId: item.id,
                userId,
                source: 'synthesis_burn',
                businessType: SYNTHESIS_BUSINESS_TYPE,
                chainJobId: jobId,
                at: now,
              });
            }
          }
          const serials = await issueSerials(trx, this.d, tenant.id, drop, 1);
          const [result] = await this.d.handOver.give(
            trx,
            { tenant, address, holdHours },
            {
              userId,
              collectionId: recipe.result_collection_id,
              serials,
              orderId: null,
              boxId: null,
              source: 'synthesis',
              move: { businessType: SYNTHESIS_BUSINESS_TYPE, saleKind: null, airdropId: null },
            },
            now,
          );
          const s = await this.d.synthesis.record(trx, {
            tenantId: tenant.id,
            recipe,
            userId,
            n,
            result: { cardNftId: result!.id, collectionId: result!.collection_id, serial: result!.serial },
            inputs: taken.map((t) => ({ cardNftId: t.id, collectionId: t.collection_id, serial: t.serial })),
            now,
          });
          await this.d.inbox?.add(trx, tenant.id, userId, {
            kind: 'synthesis_done',
            cardNftId: result!.id,
            ref: `synthesis:${s.id}`,
            params: { collectionId: recipe.result_collection_id, recipeId: recipe.id, synthesisId: s.id },
            at: now,
          });
          return s;
        });
      } catch (err) {
        // Two syntheses of this user took the same n: the later tries again (and meets the limit, or the next n).
        if (!isUniqueViolation(err) || attempt >= ATTEMPTS) throw err;
      }
    }
    this.d.chain.notify();
    const [view] = await this.d.synthesis.views(tenant.id, [row], lang);
    return { synthesis: view!, resultItemId: row.result_card_nft_id, serverTime: this.d.clock() };
  }
}

const collectionsOf = (rf: RecipeWithFragments) => rf.fragments.map((f) => f.collection_id);

/**
 * The selection's refusals, in order: the user lacks usable fragments (5000031); the selection is not
 * exactly the fragments the recipe needs (4000034); a selected item is not the user's (5000031); a
 * selected item is blocked (pledged 5000034, listed 5000038, frozen 5000037, cooling 5000033).
 */
function checkSelection(rf: RecipeWithFragments, itemIds: number[], mine: FragmentItem[], now: number): void {
  const ignoreCooling = rf.recipe.ignore_cooling === 1;
  for (const f of rf.fragments) {
    const usable = mine.filter((i) => i.collectionId === f.collection_id && fragmentBlock(i, now, ignoreCooling) === null);
    if (usable.length < f.count) throw new AppError(ErrorCode.INSUFFICIENT_MATERIALS);
  }
  if (new Set(itemIds).size !== itemIds.length) throw new AppError(ErrorCode.SELECT_REQUIRED);
  const byId = new Map(mine.map((i) => [i.id, i]));
  const selected = itemIds.map((id) => byId.get(id));
  if (selected.some((i) => i === undefined)) throw new AppError(ErrorCode.INSUFFICIENT_MATERIALS);
  for (const f of rf.fragments) {
    if (selected.filter((i) => i?.collectionId === f.collection_id).length !== f.count)
      throw new AppError(ErrorCode.SELECT_REQUIRED);
  }
  if (selected.length !== rf.fragments.reduce((n, f) => n + f.count, 0)) throw new AppError(ErrorCode.SELECT_REQUIRED);
  for (const i of selected) {
    const b = fragmentBlock(i!, now, ignoreCooling);
    if (b) throw new AppError(blockCode(b.block), {}, b.until === null ? null : { until: b.until });
  }
}

declare module './flows.types' {
  interface Flows {
    /** Synthesizing with a recipe: burn or pledge the fragments, hand over the result (issue 18, decision 041). */
    synthesize: Synthesize;
  }
  interface FlowsModuleOptions {
    /** The inbox's synthesis events (synthesis done, pledge finished); default: the inbox module. */
    synthesisInbox?: SynthesisInbox | null;
  }
}

export const synthesizeFlow = defineFlow({
  key: 'synthesize',
  build: ({ app, db, clock, stock, options, flows }) =>
    new Synthesize({
      db,
      synthesis: app.synthesis.synthesis,
      collectibles: app.collectible.collectibles,
      orders: app.order.orders,
      stock,
      handOver: flows.handOver,
      buyers: app.identity.chainAccounts,
      chain: app.chain.outbox,
      transfers: app.transfer.transfers,
      inbox: options.synthesisInbox === undefined ? app.inbox.inbox : options.synthesisInbox,
      clock,
    }),
  // After the app's confirmation; no pay password.
  routes(app, flow) {
    registerCall(app, synthesize, (req) => flow.synthesize(req.tenant, uid(req), req.body, req.lang), {
      rateLimit: { by: 'user', max: 60, windowMs: 60_000 },
    });
  },
});
