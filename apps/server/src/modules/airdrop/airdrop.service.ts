import {
  ErrorCode,
  localize,
  type AirdropAudience,
  type AirdropView,
  type CallData,
  type Language,
  type LocalizedText,
  type listAirdrops,
  type operatorListAirdrops,
} from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { AirdropClaimRow, AirdropRepository, AirdropRow } from './airdrop.repository';

/** What an airdrop shows of its collection (the catalogue answers). */
export interface AirdropCollectionBrief {
  name: string;
  coverUrl: string;
  mediaKind: 'image' | 'video' | 'glb';
  totalSupply: number;
}

/**
 * What the airdrop module reads of its neighbours; wiring/airdrop.ports.ts supplies them.
 */
export interface AirdropPorts {
  /** The catalogue: name, cover, medium and supply of collections. */
  collectionBriefs(tenantId: number, ids: number[], lang: Language): Promise<Map<number, AirdropCollectionBrief>>;
  /** The collectible module: whether the user holds an item of a collection ("holders" audience). */
  holds(tenantId: number, userId: number, collectionId: number): Promise<boolean>;
  /** The identity module: the user's full phone number, area code first ("phones" audience). */
  phoneOf(tenantId: number, userId: number): Promise<string | null>;
}

const parse = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

/** A phone of an audience list as stored: "+86" is assumed for 11 mainland digits. */
export const normalizePhone = (p: string) => (p.startsWith('+') ? p : `+86${p}`);

const STATUS_ORDER = { receivable: 0, finished: 1, expired: 2 } as const;

/** An airdrop's state for one user (spec §4): received or all claims used → finished; after the window → expired. */
export function airdropStatus(a: AirdropRow, claim: AirdropClaimRow | undefined, now: number) {
  const started = now >= a.starts_at;
  if (claim) return { status: 'finished' as const, started };
  if (now >= a.ends_at) return { status: 'expired' as const, started };
  if (a.claimed_count >= a.claims_limit) return { status: 'finished' as const, started };
  return { status: 'receivable' as const, started };
}

/**
 * Airdrops as users see them (issue 14, decision 027): which are offered to whom (the audience rule),
 * their state for the user, and the rules of receiving — checked before the flow's transaction
 * (`receivable`) and enforced inside it by the database (`claim`: once per user, never over the limit).
 * Receiving itself is a flow (src/flows/receive-airdrop.ts) that runs `claim` and `recordItems` beside the
 * hand-over.
 */
export class AirdropService {
  constructor(
    private readonly rows: AirdropRepository,
    private readonly ports: AirdropPorts,
    private readonly clock: Clock,
  ) {}

  /**
   * Whether the airdrop is offered to the user (a visitor: only those for every user). `seen` keeps the
   * user's phone and holdings for one list (each asked once).
   */
  async offeredTo(a: AirdropRow, userId: number | null, seen: Map<string, Promise<unknown>> = new Map()): Promise<boolean> {
    const audience = a.audience as AirdropAudience;
    if (audience === 'all') return true;
    if (userId === null) return false;
    const once = <T>(key: string, ask: () => Promise<T>): Promise<T> => {
      if (!seen.has(key)) seen.set(key, ask());
      return seen.get(key) as Promise<T>;
    };
    if (audience === 'phones') {
      const phone = await once('phone', () => this.ports.phoneOf(a.tenant_id, userId));
      return phone !== null && parse<string[]>(a.phones, []).includes(phone);
    }
    const of = a.holders_of;
    return of !== null && once(`holds:${of}`, () => this.ports.holds(a.tenant_id, userId, of));
  }

  private async views(tenantId: number, list: AirdropRow[], claims: AirdropClaimRow[], lang: Language): Promise<AirdropView[]> {
    const now = this.clock();
    const briefs = await this.ports.collectionBriefs(
      tenantId,
      list.map((a) => a.collection_id),
      lang,
    );
    const claimOf = new Map(claims.map((c) => [c.airdrop_id, c]));
    return list.map((a) => {
      const b = briefs.get(a.collection_id);
      const claim = claimOf.get(a.id);
      const name = localize(parse<LocalizedText>(a.name, {}), lang);
      return {
        id: a.id,
        name: name || (b?.name ?? ''),
        description: localize(parse<LocalizedText>(a.description, {}), lang),
        coverUrl: a.cover_url || (b?.coverUrl ?? ''),
        collection: {
          id: a.collection_id,
          name: b?.name ?? '',
          coverUrl: b?.coverUrl ?? '',
          mediaKind: b?.mediaKind ?? 'image',
          totalSupply: b?.totalSupply ?? 0,
        },
        quantityPerUser: a.quantity_per_user,
        startsAt: a.starts_at,
        endsAt: a.ends_at,
        claimsLimit: a.claims_limit,
        claimed: a.claimed_count,
        ...airdropStatus(a, claim, now),
        received: claim ? { at: claim.claimed_at, cardNftIds: parse<number[]>(claim.card_nft_ids, []) } : null,
        serverTime: now,
      };
    });
  }

  /**
   * The airdrops offered to the user: receivable first, then finished, then expired, newest first within
   * each. A tenant has few airdrops: the newest 500 are looked at and paged by position.
   */
  async list(
    tenantId: number,
    userId: number | null,
    q: { cursor?: string; pageSize: number },
    lang: Language,
  ): Promise<CallData<typeof listAirdrops>> {
    const start = q.cursor === undefined ? 0 : Number(q.cursor);
    if (!Number.isInteger(start) || start < 0) throw new AppError(ErrorCode.VALIDATION_FAILED);
    const offered: AirdropRow[] = [];
    const seen = new Map<string, Promise<unknown>>();
    for (const a of await this.rows.recent(tenantId)) if (await this.offeredTo(a, userId, seen)) offered.push(a);
    const claims =
      userId === null
        ? []
        : await this.rows.claimsOf(
            tenantId,
            userId,
            offered.map((a) => a.id),
          );
    const views = await this.views(tenantId, offered, claims, lang);
    views.sort((x, y) => STATUS_ORDER[x.status] - STATUS_ORDER[y.status] || y.id - x.id);
    const items = views.slice(start, start + q.pageSize);
    const next = start + q.pageSize;
    return { items, nextCursor: next < views.length ? String(next) : null, serverTime: this.clock() };
  }

  /** One airdrop offered to the user; 5000030 (activity does not exist) when unknown or not offered. */
  async detail(tenantId: number, userId: number, id: number, lang: Language): Promise<AirdropView> {
    const a = await this.offered(tenantId, userId, id);
    const claim = await this.rows.claimOf(tenantId, id, userId);
    return (await this.views(tenantId, [a], claim ? [claim] : [], lang))[0]!;
  }

  private async offered(tenantId: number, userId: number, id: number): Promise<AirdropRow> {
    const a = await this.rows.byId(tenantId, id);
    if (!a || !(await this.offeredTo(a, userId))) throw new AppError(ErrorCode.ACTIVITY_NOT_FOUND);
    return a;
  }

  /**
   * The rules of receiving, read before the flow's transaction (the transaction enforces the limit and
   * the once-per-user rule again, in the database): offered to the user (5000030), in the window
   * (5000041 before, 5000042 after), not received yet (5000043), claims left (5000032).
   */
  async receivable(tenantId: number, userId: number, id: number, now: number): Promise<AirdropRow> {
    const a = await this.offered(tenantId, userId, id);
    if (now < a.starts_at) throw new AppError(ErrorCode.AIRDROP_NOT_STARTED);
    if (now >= a.ends_at) throw new AppError(ErrorCode.AIRDROP_EXPIRED);
    if (await this.rows.claimOf(tenantId, id, userId)) throw new AppError(ErrorCode.AIRDROP_RECEIVED);
    if (a.claimed_count >= a.claims_limit) throw new AppError(ErrorCode.CLAIMS_EXHAUSTED);
    return a;
  }

  // ── Steps of the receive flow (the flow's transaction first) ────────────────────────────────────────

  /**
   * Step: the user's claim, counted against the limit; answers the claim's id. 5000043 when the user has
   * one already, 5000032 when every claim is used: the flow's transaction then rolls back whole.
   */
  async claim(trx: Kysely<Database>, a: AirdropRow, userId: number, now: number): Promise<number> {
    const claimId = await this.rows.insertClaim(trx, {
      tenant_id: a.tenant_id,
      airdrop_id: a.id,
      user_id: userId,
      claimed_at: now,
    });
    if (claimId === null) throw new AppError(ErrorCode.AIRDROP_RECEIVED);
    if (!(await this.rows.takeClaim(trx, a.tenant_id, a.id, now))) throw new AppError(ErrorCode.CLAIMS_EXHAUSTED);
    return claimId;
  }

  /** Step: the items a claim gave. */
  recordItems(trx: Kysely<Database>, claimId: number, cardNftIds: number[]): Promise<void> {
    return this.rows.setClaimItems(trx, claimId, cardNftIds);
  }

  // ── The operator's view ─────────────────────────────────────────────────────────────────────────────

  async operatorList(
    tenantId: number,
    q: { limit: number; before?: number },
    lang: Language,
  ): Promise<CallData<typeof operatorListAirdrops>> {
    const rows = await this.rows.page(tenantId, q.limit, q.before);
    const briefs = await this.ports.collectionBriefs(
      tenantId,
      rows.map((a) => a.collection_id),
      lang,
    );
    const now = this.clock();
    return {
      airdrops: rows.map((a) => ({
        id: a.id,
        key: a.key,
        collectionId: a.collection_id,
        name: localize(parse<LocalizedText>(a.name, {}), lang) || (briefs.get(a.collection_id)?.name ?? ''),
        names: parse<LocalizedText>(a.name, {}),
        audience: a.audience as AirdropAudience,
        phones: parse<string[]>(a.phones, []),
        holdersOf: a.holders_of,
        quantityPerUser: a.quantity_per_user,
        startsAt: a.starts_at,
        endsAt: a.ends_at,
        claimsLimit: a.claims_limit,
        claimed: a.claimed_count,
        status: airdropStatus(a, undefined, now).status,
        createdAt: a.created_at,
      })),
      nextBefore: rows.length === q.limit ? rows[rows.length - 1]!.id : null,
    };
  }
}
