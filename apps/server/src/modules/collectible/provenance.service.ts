import {
  BusinessType,
  SaleKind,
  type CallData,
  type getProvenance,
  type ProvenanceChain,
  type ProvenanceBurn,
  type ProvenanceEvent,
  type ProvenanceMove,
  type ProvenanceOrigin,
  type ProvenanceParty,
  type RecordSource,
} from '@curio/contract';
import type { Clock } from '../../clock';
import { notFound } from '../../errors';
import type { TokenRecord } from '../chain/index';
import type { CollectibleRepository } from './collectible.repository';
import type { CollectiblePorts } from './collectible.service';

/**
 * One move of an item that reached someone, as the transfer module recorded it (its 'in' record), or its
 * end (an 'out' record to no one: a burn, decision 062).
 */
export interface ProvenanceMoveRecord {
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
  direction: 'in' | 'out';
}

/**
 * What the provenance timeline reads of the collectible module's neighbours (decision 026);
 * wiring/collectible.ports.ts supplies them, beside the collectibles' own ports (chain records, order numbers).
 */
export interface ProvenancePorts {
  /** The transfer module: an item's moves ('in' circulation records), oldest first. */
  movesOf(tenantId: number, cardNftId: number): Promise<ProvenanceMoveRecord[]>;
  /** The identity module: how users may be shown to another user (nickname, masked phone; never an id). */
  peopleOf(tenantId: number, userIds: number[]): Promise<Map<number, { nickname: string; maskedPhone: string }>>;
  /** The synthesis module: the item's pledges (decision 041), oldest first; absent: none are shown. */
  pledgesOf?(
    tenantId: number,
    cardNftId: number,
  ): Promise<{ synthesisId: number; at: number; until: number; returnedAt: number | null; cancelled: boolean }[]>;
}

type Deps = Pick<CollectiblePorts, 'chain' | 'orderNoOf'> & ProvenancePorts;

/** An item's origin by its first record's source, or by `card_nfts.source` (the same words). */
const ORIGINS: Record<string, ProvenanceOrigin> = {
  purchase: 'purchase',
  box: 'box',
  airdrop: 'airdrop',
  redemption: 'redemption',
  synthesis: 'synthesis',
  cast: 'cast',
};

/** Why an item was burned, by its end record's source (decision 062). */
const BURNS: Partial<Record<RecordSource, ProvenanceBurn>> = { synthesis_burn: 'synthesis', cast_spend: 'cast' };

function moveKind(m: ProvenanceMoveRecord): ProvenanceMove {
  if (m.businessType === BusinessType.SEND) return m.counterpartyUserId === null ? 'airdrop' : 'gift';
  if (m.businessType === BusinessType.C2C || m.saleKind === SaleKind.C2C_MARKET) return 'sale';
  return 'other';
}

function chainOf(r: TokenRecord | undefined): ProvenanceChain | null {
  if (!r) return null;
  return {
    status: r.status,
    txHash: r.status === 'confirmed' ? r.txHash : null,
    blockNumber: r.status === 'confirmed' ? r.blockNumber : null,
    confirmedAt: r.status === 'confirmed' ? r.time : null,
  };
}

/**
 * One item's provenance timeline (issue 14, decision 026): its mint (how it came to be), every move that
 * passed it on (circulation records, the transfer module's), and every chain fact (the chain outbox's
 * records), merged into one list oldest first. A platform move and the chain transaction that carries it
 * are one event (matched by the chain job), "pending" until the job is confirmed; a chain fact with no
 * platform move (a burn) is an event of its own, saying why when an end record names it (a synthesis, a
 * cast: decision 062). Display changes are not events. Only the owner (a burned item's last holder) reads it;
 * other people appear by nickname or masked phone, never by id or phone.
 */
export class ProvenanceService {
  constructor(
    private readonly holdings: CollectibleRepository,
    private readonly d: Deps,
    private readonly clock: Clock,
  ) {}

  async timeline(tenantId: number, viewerId: number, cardNftId: number): Promise<CallData<typeof getProvenance>> {
    // A burned item's history is its last holder's to read: why it was burned is its last event.
    const item = await this.holdings.collectibleOrBurned(tenantId, viewerId, cardNftId);
    if (!item) throw notFound();
    const [all, records] = await Promise.all([
      this.d.movesOf(tenantId, cardNftId),
      this.d.chain.tokenRecords(tenantId, BigInt(item.token_id)),
    ]);
    const moves = all.filter((m) => m.direction === 'in');
    // Its ends (burns) by their chain job: why the chain's burn happened.
    const endOf = new Map(all.filter((m) => m.direction === 'out' && m.chainJobId !== null).map((m) => [m.chainJobId!, m]));
    const ids = new Set<number>([item.user_id]);
    for (const m of moves) {
      ids.add(m.userId);
      if (m.counterpartyUserId !== null) ids.add(m.counterpartyUserId);
    }
    const people = await this.d.peopleOf(tenantId, [...ids]);
    const party = (userId: number | null): ProvenanceParty | null => {
      if (userId === null) return null;
      const p = people.get(userId);
      return { name: p ? p.nickname || p.maskedPhone : '—', you: userId === viewerId };
    };
    const byJob = new Map(records.map((r) => [r.jobId, r]));
    const used = new Set<number>();
    const take = (r: TokenRecord | undefined) => {
      if (r) used.add(r.jobId);
      return r;
    };

    // The origin: the first move when it came from the platform (no giver). Without one (a purchase made
    // before moves were recorded), the first owner is the first giver, or the owner if it never moved.
    const origin = moves[0]?.counterpartyUserId === null ? moves[0] : undefined;
    const firstOwner = origin ? origin.userId : (moves[0]?.counterpartyUserId ?? item.user_id);
    const mintRecord = take(
      (origin?.chainJobId != null ? byJob.get(origin.chainJobId) : undefined) ?? records.find((r) => r.kind === 'mint'),
    );
    const orderNo = firstOwner === viewerId && item.order_id !== null ? await this.d.orderNoOf(tenantId, item.order_id) : null;
    // What the first record says it was (decision 062), else what the item says.
    const how: ProvenanceOrigin = (origin ? ORIGINS[origin.source] : undefined) ?? ORIGINS[item.source] ?? 'other';
    const events: ProvenanceEvent[] = [
      {
        kind: 'minted',
        at: origin
          ? Number(origin.at)
          : moves.length === 0
            ? Number(item.acquired_at)
            : (mintRecord?.time ?? Number(item.acquired_at)),
        how,
        orderNo,
        to: party(firstOwner),
        chain: chainOf(mintRecord),
      },
    ];

    for (const m of moves) {
      if (m === origin) continue;
      const r = take(m.chainJobId != null ? byJob.get(m.chainJobId) : undefined);
      events.push({
        kind: 'transferred',
        at: Number(m.at),
        how: moveKind(m),
        businessType: m.businessType,
        from: party(m.counterpartyUserId),
        to: party(m.userId),
        chain: chainOf(r),
      });
    }

    // Chain facts no platform move names: shown as they are (a burn; a transfer of unknown parties).
    for (const r of records) {
      if (used.has(r.jobId) || r.kind === 'mint') continue;
      const chain = chainOf(r)!;
      if (r.kind === 'burn') {
        const end = endOf.get(r.jobId);
        events.push({ kind: 'burned', at: r.time, how: (end && BURNS[end.source]) ?? 'other', chain });
      } else events.push({ kind: 'transferred', at: r.time, how: 'other', businessType: null, from: null, to: null, chain });
    }
    // Synthesis pledges (decision 041): no chain transaction, the token stays with its owner.
    for (const p of (await this.d.pledgesOf?.(tenantId, cardNftId)) ?? []) {
      events.push({ kind: 'pledged', at: p.at, until: p.until, synthesisId: p.synthesisId, chain: null });
      if (p.returnedAt !== null)
        events.push({ kind: 'returned', at: p.returnedAt, synthesisId: p.synthesisId, cancelled: p.cancelled, chain: null });
    }
    const ordered = events.slice(1).sort((a, b) => a.at - b.at);
    return { cardNftId: item.id, tokenId: item.token_id, events: [events[0]!, ...ordered], serverTime: this.clock() };
  }
}
