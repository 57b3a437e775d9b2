import {
  BusinessType,
  ErrorCode,
  RECORD_SOURCES,
  SaleKind,
  SYNTHESIS_BUSINESS_TYPE,
  type CallData,
  type CirculationRecord,
  type Counterparty,
  type getSendDetailPage,
  type Language,
  type MovedItem,
  type RecordSource,
} from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { CirculationRow, TransferRepository } from './transfer.repository';

/** One ownership move, as the flows that cause it describe it (a gift, an airdrop, a purchase ...). */
export interface Move {
  cardNftId: number;
  /** The giver; null when the item comes from the platform (a mint: purchase, box, airdrop). */
  fromUserId: number | null;
  toUserId: number;
  /** Spec §4 business type: 3 B2C_BOX, 4 B2C_COLLECTION, 6 SEND, 7 C2C. */
  businessType: number;
  /** Spec §4 sale kind: 1 IPO, 2 C2C_GIVE, 3 C2C_MARKET; null when none applies. */
  saleKind: number | null;
  airdropId?: number | null;
  /** The chain job that carries the move on chain (a transfer or a mint), when there is one. */
  chainJobId?: number | null;
  at: number;
  /**
   * What the move was (decision 062); absent: read from the business type (`sourceOf`: a gift, an airdrop, a
   * resale, a purchase, a box). A cast, a synthesis and a redemption say so.
   */
  source?: RecordSource;
}

/** An item leaving its holder to no one (decision 062): burned by a synthesis or spent by a cast. */
export interface End {
  cardNftId: number;
  /** Whose it was. */
  userId: number;
  source: Extract<RecordSource, 'synthesis_burn' | 'cast_spend'>;
  /** The business type of what burned it (a synthesis 8, a cast 4). */
  businessType: number;
  /** The burn's chain job. */
  chainJobId: number;
  at: number;
}

const SOURCES: ReadonlySet<string> = new Set(RECORD_SOURCES);

/**
 * A record's source (decision 062): as written, else — a row written without one — read from what it stored
 * (the way migration 0030 filled the rows before it).
 */
export function sourceOf(r: {
  source?: string | null;
  business_type: number;
  sale_kind: number | null;
  counterparty_user_id: number | null;
  airdrop_id: number | null;
}): RecordSource {
  if (r.source != null && SOURCES.has(r.source)) return r.source as RecordSource;
  if (r.business_type === BusinessType.B2C_BOX) return 'box';
  if (r.business_type === BusinessType.C2C || r.sale_kind === SaleKind.C2C_MARKET) return 'resale';
  if (r.business_type === SYNTHESIS_BUSINESS_TYPE) return 'synthesis';
  if (r.business_type === BusinessType.SEND)
    return r.counterparty_user_id !== null ? 'gift' : r.airdrop_id !== null ? 'airdrop' : 'redemption';
  if (r.business_type === BusinessType.B2C_COLLECTION) return r.sale_kind === null ? 'cast' : 'purchase';
  return 'other';
}

/** A move that reached someone, as it was recorded (the 'in' side): what an item's history shows. */
export interface ItemMove {
  /** Who received it (an end: whose it was). */
  userId: number;
  /** Who gave it; null when it came from the platform (a mint: purchase, box, airdrop). */
  counterpartyUserId: number | null;
  businessType: number;
  saleKind: number | null;
  airdropId: number | null;
  /** The chain job that carried it (a transfer or the mint; an end: the burn). */
  chainJobId: number | null;
  at: number;
  /** What the move was (decision 062). */
  source: RecordSource;
  /** 'in': it reached `userId`; 'out': its end, leaving `userId` to no one (a burn). */
  direction: 'in' | 'out';
}

/**
 * What the transfer module reads of its neighbours (wiring/transfer.ports.ts supplies them): the items as lists show
 * them (collectibles + catalogue), other users masked (identity), the moves' chain status (chain).
 */
export interface TransferPorts {
  items(tenantId: number, cardNftIds: readonly number[], lang: Language): Promise<Map<number, MovedItem>>;
  people(tenantId: number, userIds: readonly number[]): Promise<Map<number, Counterparty>>;
  chainStatus(
    tenantId: number,
    jobIds: readonly number[],
  ): Promise<Map<number, { status: 'pending' | 'confirmed'; txHash: string | null }>>;
}

const nothing: MovedItem = {
  cardNftId: 0,
  collectionId: 0,
  name: '',
  coverUrl: '',
  mediaKind: 'image',
  serial: 0,
  totalSupply: 0,
};

function beforeId(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const n = Number(cursor);
  if (!Number.isInteger(n) || n < 1) throw new AppError(ErrorCode.VALIDATION_FAILED);
  return n;
}

/**
 * Ownership moves (decision 025): the circulation records of both sides of every move, each with its source
 * (decision 062), and the claims (what was sent to a user: gifts, airdrops, redeemed codes' collectibles)
 * with their read state. The gift itself is a flow
 * (src/flows/gift-collectible.ts) that runs `recordMove` beside the collectibles' and the chain's steps.
 */
export class TransferService {
  constructor(
    private readonly moves: TransferRepository,
    private readonly ports: TransferPorts,
    private readonly clock: Clock,
  ) {}

  /**
   * Step: records one move in the caller's transaction — an 'out' record for the giver (when there is
   * one), an 'in' record for the receiver, both with the move's source, and for a SEND (business type 6)
   * the receiver's claim (a gift when there is a giver, a redemption when the move says so, an airdrop
   * otherwise).
   */
  async recordMove(trx: Kysely<Database>, tenantId: number, move: Move): Promise<void> {
    const source =
      move.source ??
      sourceOf({
        business_type: move.businessType,
        sale_kind: move.saleKind,
        counterparty_user_id: move.fromUserId,
        airdrop_id: move.airdropId ?? null,
      });
    const common = {
      tenant_id: tenantId,
      card_nft_id: move.cardNftId,
      business_type: move.businessType,
      sale_kind: move.saleKind,
      airdrop_id: move.airdropId ?? null,
      chain_job_id: move.chainJobId ?? null,
      created_at: move.at,
      source,
    };
    await this.moves.addCirculation(trx, [
      ...(move.fromUserId === null
        ? []
        : [{ ...common, user_id: move.fromUserId, direction: 'out' as const, counterparty_user_id: move.toUserId }]),
      { ...common, user_id: move.toUserId, direction: 'in' as const, counterparty_user_id: move.fromUserId },
    ]);
    if (move.businessType === BusinessType.SEND) {
      await this.moves.addSend(trx, {
        tenant_id: tenantId,
        recipient_user_id: move.toUserId,
        sender_user_id: move.fromUserId,
        airdrop_id: move.airdropId ?? null,
        card_nft_id: move.cardNftId,
        kind: move.fromUserId !== null ? 'gift' : source === 'redemption' ? 'redemption' : 'airdrop',
        chain_job_id: move.chainJobId ?? null,
        read_at: null,
        created_at: move.at,
      });
    }
  }

  /**
   * Step: an item's end, in the caller's transaction (decision 062): its holder's 'out' record to no one,
   * with why (burned by a synthesis, spent by a cast) and the burn's chain job. No claim, no 'in' record.
   */
  async recordEnd(trx: Kysely<Database>, tenantId: number, end: End): Promise<void> {
    await this.moves.addCirculation(trx, [
      {
        tenant_id: tenantId,
        card_nft_id: end.cardNftId,
        user_id: end.userId,
        direction: 'out',
        business_type: end.businessType,
        sale_kind: null,
        counterparty_user_id: null,
        airdrop_id: null,
        chain_job_id: end.chainJobId,
        created_at: end.at,
        source: end.source,
      },
    ]);
  }

  /**
   * Every move of one item that reached someone ('in' records) and its end (an 'out' record to no one: a
   * burn), oldest first, as the provenance timeline reads it (decisions 026, 062): who received it, from
   * whom (null: the platform), what the move was, by which chain job.
   */
  async movesOf(tenantId: number, cardNftId: number): Promise<ItemMove[]> {
    return (await this.moves.movesOf(tenantId, cardNftId)).map((r) => ({
      userId: r.user_id,
      counterpartyUserId: r.counterparty_user_id,
      businessType: r.business_type,
      saleKind: r.sale_kind,
      airdropId: r.airdrop_id,
      chainJobId: r.chain_job_id,
      at: Number(r.created_at),
      source: sourceOf(r),
      direction: r.direction,
    }));
  }

  /** Step: how many times the item changed hands so far (names the next move's chain job). */
  moveCount(trx: Kysely<Database>, tenantId: number, cardNftId: number): Promise<number> {
    return this.moves.moveCount(trx, tenantId, cardNftId);
  }

  // ── Views ────────────────────────────────────────────────────────────────────────────────────────────

  async unreadCount(tenantId: number, userId: number): Promise<{ count: number }> {
    return { count: await this.moves.unreadCount(tenantId, userId) };
  }

  /** The user's claims by page; looking marks the claims of that page read (the unread count drops by as many). */
  async sendPage(
    tenantId: number,
    userId: number,
    q: { page: number; size: number; status: 0 | 1 | 2 },
    lang: Language,
  ): Promise<CallData<typeof getSendDetailPage>> {
    const kind = q.status === 1 ? 'gift' : q.status === 2 ? 'airdrop' : null;
    const { rows, total } = await this.moves.sendPage(tenantId, userId, kind, (q.page - 1) * q.size, q.size);
    const cardIds = rows.map((r) => r.card_nft_id);
    const [items, people, chain] = await Promise.all([
      this.ports.items(tenantId, cardIds, lang),
      this.ports.people(
        tenantId,
        rows.flatMap((r) => (r.sender_user_id === null ? [] : [r.sender_user_id])),
      ),
      this.ports.chainStatus(
        tenantId,
        rows.flatMap((r) => (r.chain_job_id === null ? [] : [r.chain_job_id])),
      ),
    ]);
    // Only the claims this page shows are seen: the others stay unread (and counted) until their page is.
    const unread = rows.filter((r) => r.read_at === null).map((r) => r.id);
    await this.moves.markRead(tenantId, userId, unread, this.clock());
    return {
      items: rows.map((r) => {
        const job = r.chain_job_id;
        return {
          id: r.id,
          // A code's collectible filed before migration 0030 as an airdrop without one: a redemption.
          kind: r.kind === 'airdrop' && r.airdrop_id === null ? 'redemption' : r.kind,
          sender: r.sender_user_id === null ? null : (people.get(r.sender_user_id) ?? null),
          airdropId: r.airdrop_id,
          item: items.get(r.card_nft_id) ?? { ...nothing, cardNftId: r.card_nft_id },
          status: job === null || chain.get(job)?.status === 'confirmed' ? 'done' : 'pending',
          read: r.read_at !== null,
          createdAt: Number(r.created_at),
        };
      }),
      total,
      page: q.page,
      size: q.size,
      nextPage: q.page * q.size < total ? q.page + 1 : null,
    };
  }

  private async records(tenantId: number, rows: CirculationRow[], lang: Language): Promise<CirculationRecord[]> {
    const [items, people, chain] = await Promise.all([
      this.ports.items(
        tenantId,
        rows.map((r) => r.card_nft_id),
        lang,
      ),
      this.ports.people(
        tenantId,
        rows.flatMap((r) => (r.counterparty_user_id === null ? [] : [r.counterparty_user_id])),
      ),
      this.ports.chainStatus(
        tenantId,
        rows.flatMap((r) => (r.chain_job_id === null ? [] : [r.chain_job_id])),
      ),
    ]);
    return rows.map((r) => {
      const job = r.chain_job_id === null ? undefined : chain.get(r.chain_job_id);
      return {
        id: r.id,
        direction: r.direction,
        businessType: r.business_type,
        saleKind: r.sale_kind,
        source: sourceOf(r),
        counterparty: r.counterparty_user_id === null ? null : (people.get(r.counterparty_user_id) ?? null),
        item: items.get(r.card_nft_id) ?? { ...nothing, cardNftId: r.card_nft_id },
        status: job && job.status !== 'confirmed' ? 'pending' : 'done',
        txHash: job?.txHash ?? null,
        createdAt: Number(r.created_at),
      };
    });
  }

  /** Every move in or out of the user's collectibles, newest first. */
  async circulation(
    tenantId: number,
    userId: number,
    q: { cursor?: string; pageSize: number; direction: 'all' | 'in' | 'out' },
    lang: Language,
    sentOnly = false,
  ): Promise<{ items: CirculationRecord[]; nextCursor: string | null }> {
    const rows = await this.moves.circulation(tenantId, userId, {
      limit: q.pageSize + 1,
      beforeId: beforeId(q.cursor),
      direction: q.direction,
      sentOnly,
    });
    const page = rows.slice(0, q.pageSize);
    return {
      items: await this.records(tenantId, page, lang),
      nextCursor: rows.length > q.pageSize ? String(page.at(-1)!.id) : null,
    };
  }

  /** The gifts the user gave, newest first. */
  sent(tenantId: number, userId: number, q: { cursor?: string; pageSize: number }, lang: Language) {
    return this.circulation(tenantId, userId, { ...q, direction: 'out' }, lang, true);
  }
}
