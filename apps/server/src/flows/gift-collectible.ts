import { BusinessType, ErrorCode, findRecipient, giftCollectible, SaleKind, type CallData } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../errors';
import type { DropStock } from '../modules/catalogue/index';
import type { ChainJobRow, ChainService } from '../modules/chain/index';
import type { CollectibleService } from '../modules/collectible/index';
import { DEFAULT_CHAIN_CHANNEL } from '../modules/tenant/index';
import type { TransferService } from '../modules/transfer/index';
import { activeUserId } from '../http/active-user';
import { registerCall } from '../plugins/register-call';
import { defineFlow, uid } from './define-flow';
import { transferKey } from './confirm-transfer';
import type { TenantContext } from '../http/request-context';

/** A user as the gift sees them (identity's `users.lookup`). */
export interface GiftParty {
  userId: number;
  nickname: string;
  avatarUrl: string;
  maskedPhone: string;
  realName: boolean;
}

/** What the gift asks of the identity module (`giftCollectibleFlow` below supplies it). */
export interface GiftIdentity {
  lookup(tenantId: number, by: { userId: number } | { areaCode: string; phone: string }): Promise<GiftParty | null>;
  /** The user's custodial address on a chain channel, or null when that account is not opened. */
  addressOn(tenantId: number, userId: number, channel: string): Promise<string | null>;
  /** The pay password under the payments' lock counter: 5000026 wrong, 5000027 locked, 5000028 not set. */
  verifyPayPassword(tenantId: number, userId: number, payPassword: string): Promise<void>;
}

/**
 * What others add to a gift, each in the gift's own transaction (`defaultGiftEvents` below: the inbox and
 * the display reset): `gifted` when the gift is made (the recipient's inbox), `transferred` when the
 * chain confirms and the item changed owner (the giver's inbox; the item is no longer displayed).
 */
export interface GiftEvents {
  gifted(
    trx: Kysely<Database>,
    tenantId: number,
    e: { fromUserId: number; toUserId: number; cardNftId: number; at: number },
  ): Promise<void>;
  transferred(
    trx: Kysely<Database>,
    tenantId: number,
    e: { fromUserId: number; toUserId: number; cardNftId: number; at: number },
  ): Promise<void>;
}

export interface GiftCollectibleDeps {
  db: Kysely<Database>;
  collectibles: CollectibleService;
  transfers: TransferService;
  chain: Pick<ChainService, 'enqueueTransfer' | 'notify'>;
  stock: Pick<DropStock, 'find'>;
  identity: GiftIdentity;
  clock: Clock;
  events?: GiftEvents;
}

const PHONE = /^[0-9]{6,15}$/;
const USER_ID = /^[1-9][0-9]{0,9}$/;

/**
 * Giving a collectible to another user of the tenant (PRODUCT.md §6, decision 025). The rules are
 * checked before the pay password is (a refusal never costs an attempt); then one transaction freezes
 * the item (only if it is still the giver's, held and out of its cooling period: of racing gifts one
 * wins), writes the chain transfer to the outbox, and records the move (circulation records for both
 * sides, the recipient's claim). The owner changes when the chain confirms (`onChainConfirmed`, which the
 * transfer confirmation flow runs for a gift's job: `confirm-transfer.ts`), in the confirmation's transaction: the item is never without an
 * owner or with two, and a failing transfer is retried by the outbox until it lands.
 */
export class GiftCollectible {
  private readonly events: GiftEvents;

  constructor(private readonly d: GiftCollectibleDeps) {
    this.events = d.events ?? { gifted: async () => undefined, transferred: async () => undefined };
  }

  /** The recipient to confirm, found by phone (with area code) or user id on this tenant only. */
  async findRecipient(
    tenant: TenantContext,
    userId: number,
    q: { by: 'phone' | 'userId'; areaCode?: string; keyword: string },
  ): Promise<CallData<typeof findRecipient>> {
    const keyword = q.keyword.trim();
    let party: GiftParty | null = null;
    if (q.by === 'userId') {
      if (USER_ID.test(keyword)) party = await this.d.identity.lookup(tenant.id, { userId: Number(keyword) });
    } else if (PHONE.test(keyword)) {
      party = await this.d.identity.lookup(tenant.id, { areaCode: q.areaCode ?? '+86', phone: keyword });
    }
    if (!party || !party.realName) throw new AppError(ErrorCode.RECIPIENT_INVALID);
    if (party.userId === userId) throw new AppError(ErrorCode.GIFT_TO_SELF);
    return { userId: party.userId, nickname: party.nickname, avatarUrl: party.avatarUrl, maskedPhone: party.maskedPhone };
  }

  async gift(
    tenant: TenantContext,
    userId: number,
    body: { cardNftId: number; recipientUserId: number; payPassword: string },
  ): Promise<CallData<typeof giftCollectible>> {
    const { identity, collectibles } = this.d;
    if (body.recipientUserId === userId) throw new AppError(ErrorCode.GIFT_TO_SELF);
    // The giver: real name, and an account on the chain the item lives on (decision 025: 7020078).
    const sender = await identity.lookup(tenant.id, { userId });
    if (!sender) throw new AppError(ErrorCode.SESSION_EXPIRED);
    if (!sender.realName) throw new AppError(ErrorCode.NOT_REAL_NAME);
    const from = await identity.addressOn(tenant.id, userId, DEFAULT_CHAIN_CHANNEL);
    if (!from) throw new AppError(ErrorCode.NO_CHAIN_ACCOUNT, {}, { side: 'sender' });
    // The item: mine, and free to move now.
    const item = await collectibles.owned(tenant.id, userId, body.cardNftId);
    if (!item) throw notFound();
    const refusal = collectibles.moveRefusal(item, this.d.clock());
    if (refusal) throw refusal;
    // The recipient: a real-name verified user of this tenant with a chain account.
    const recipient = await identity.lookup(tenant.id, { userId: body.recipientUserId });
    if (!recipient || !recipient.realName) throw new AppError(ErrorCode.RECIPIENT_INVALID);
    const to = await identity.addressOn(tenant.id, recipient.userId, DEFAULT_CHAIN_CHANNEL);
    if (!to) throw new AppError(ErrorCode.NO_CHAIN_ACCOUNT, {}, { side: 'recipient' });
    const drop = await this.d.stock.find(tenant.id, 'collection', item.collection_id, 'en');
    const holdHours = drop?.holdHours ?? 24;

    await identity.verifyPayPassword(tenant.id, userId, body.payPassword);

    const now = this.d.clock();
    await this.d.db.transaction().execute(async (trx) => {
      const frozen = await collectibles.freeze(trx, tenant.id, item.id, {
        ownerId: userId,
        toUserId: recipient.userId,
        holdHours,
        now,
      });
      if (!frozen) {
        // Another move got there first (a racing gift, a listing): say what the item is now.
        const current = await collectibles.byId(tenant.id, item.id, trx);
        if (!current || current.user_id !== userId) throw notFound();
        throw collectibles.moveRefusal(current, now) ?? new AppError(ErrorCode.TRANSFER_PENDING);
      }
      const n = await this.d.transfers.moveCount(trx, tenant.id, item.id);
      const jobId = await this.d.chain.enqueueTransfer(trx, tenant, {
        tokenId: BigInt(item.token_id),
        from,
        to,
        // One job per change of hands of this item (the row is frozen: nobody else numbers it now).
        dedupeKey: transferKey('gift', item.id, n),
      });
      await collectibles.setTransferJob(trx, tenant.id, item.id, jobId);
      await this.d.transfers.recordMove(trx, tenant.id, {
        cardNftId: item.id,
        fromUserId: userId,
        toUserId: recipient.userId,
        businessType: BusinessType.SEND,
        saleKind: SaleKind.C2C_GIVE,
        chainJobId: jobId,
        at: now,
      });
      await this.events.gifted(trx, tenant.id, { fromUserId: userId, toUserId: recipient.userId, cardNftId: item.id, at: now });
    });
    this.d.chain.notify();
    return {
      cardNftId: item.id,
      recipient: {
        userId: recipient.userId,
        nickname: recipient.nickname,
        avatarUrl: recipient.avatarUrl,
        maskedPhone: recipient.maskedPhone,
      },
      status: 'frozen',
      giftedAt: now,
    };
  }

  /**
   * A gift's chain confirmation (decision 025; `confirm-transfer.ts` calls it for a gift's transfer job),
   * inside the transaction that records the job as confirmed: a confirmed transfer that froze an item makes
   * it its recipient's, held, with a new cooling period. Any other job, or the same one again, changes nothing.
   */
  async onChainConfirmed(trx: Kysely<Database>, job: ChainJobRow, now: number): Promise<void> {
    if (job.kind !== 'transfer') return;
    const moved = await this.d.collectibles.completeTransfer(trx, job.tenant_id, job.id, now);
    if (moved) await this.events.transferred(trx, job.tenant_id, { ...moved, at: now });
  }
}

declare module './flows.types' {
  interface Flows {
    /** Giving a collectible to another user, and the chain's confirmation of it (decision 025). */
    giftCollectible: GiftCollectible;
  }
  interface FlowsModuleOptions {
    /** What other modules add to a gift in its transactions (inbox events, display reset); default: `defaultGiftEvents`. */
    giftEvents?: GiftEvents;
  }
}

export const giftCollectibleFlow = defineFlow({
  key: 'giftCollectible',
  build: ({ app, db, clock, stock, options }) =>
    new GiftCollectible({
      db,
      collectibles: app.collectible.collectibles,
      transfers: app.transfer.transfers,
      chain: app.chain.outbox,
      stock,
      identity: {
        lookup: (tenantId, by) => app.identity.users.lookup(tenantId, by),
        addressOn: (tenantId, userId, channel) => app.identity.chainAccounts.addressOn(tenantId, userId, channel),
        verifyPayPassword: (tenantId, userId, pw) => app.identity.accounts.verifyPayPassword(tenantId, userId, pw),
      },
      clock,
      events: options.giftEvents ?? defaultGiftEvents(app),
    }),
  routes(app, flow) {
    registerCall(app, findRecipient, (req) => flow.findRecipient(req.tenant, uid(req), req.query), {
      rateLimit: { by: 'user', max: 30, windowMs: 60_000 },
    });
    registerCall(app, giftCollectible, (req) => flow.gift(req.tenant, activeUserId(req), req.body), {
      rateLimit: { by: 'user', max: 60, windowMs: 60_000 },
    });
  },
});

/**
 * What a gift writes beside its move, each in the gift's or the confirmation's transaction: at the gift the
 * item leaves the giver's public page (decision 028); when the chain confirms, the recipient's inbox says
 * "gifted to you" (the item is theirs now, so the event opens it) and the giver's says it arrived.
 * Counter-parties are named as others see them: nickname, else the masked phone.
 */
export function defaultGiftEvents(app: FastifyInstance): GiftEvents {
  const shownName = async (trx: Kysely<Database>, tenantId: number, userId: number) => {
    const u = await app.identity.users.lookup(tenantId, { userId }, trx);
    return u ? u.nickname || u.maskedPhone : '';
  };
  return {
    gifted: (trx, tenantId, e) => app.collectible.collectibles.hideOnOwnerChange(trx, tenantId, e.cardNftId),
    transferred: async (trx, tenantId, e) => {
      const item = await app.collectible.collectibles.byId(tenantId, e.cardNftId, trx);
      const collectionId = item?.collection_id ?? 0;
      const from = await shownName(trx, tenantId, e.fromUserId);
      const to = await shownName(trx, tenantId, e.toUserId);
      await app.inbox.inbox.add(trx, tenantId, e.toUserId, {
        kind: 'gifted',
        cardNftId: e.cardNftId,
        params: { collectionId, from },
        at: e.at,
      });
      await app.inbox.inbox.add(trx, tenantId, e.fromUserId, {
        kind: 'transfer_done',
        cardNftId: e.cardNftId,
        params: { collectionId, to },
        at: e.at,
      });
    },
  };
}
