import {
  ErrorCode,
  localize,
  type ActivityCard,
  type ActivityDetail,
  type CallData,
  type CastItemBlock,
  type CastRecord,
  type CouponTemplateSummary,
  type ErrorCodeValue,
  type Language,
  type LocalizedText,
  type listActivities,
  type listCastRecords,
  type listQualifyingItems,
  type QualifyingItem,
} from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, notFound } from '../../errors';
import type { ActivityRepository, ActivityRow, CastRecordRow, WindowStatus } from './activity.repository';
import type { TenantContext } from '../../http/request-context';

/** What an activity shows of a collection (the catalogue answers). */
export interface ActivityCollectionBrief {
  name: string;
  coverUrl: string;
  totalSupply: number;
}

/** One of a user's items that may qualify (the collectible module answers). */
export interface ActivityItem {
  id: number;
  collection_id: number;
  serial: number;
  token_id: string;
  status: 'held' | 'frozen' | 'pledged' | 'on_consignment' | 'consumed';
  acquired_at: number;
  transferable_at: number;
  /** Its mint is confirmed on chain. */
  minted: boolean;
}

/** What the activity module reads of its neighbours; wiring/activity.ports.ts supplies them. */
export interface ActivityPorts {
  /** The catalogue: name, cover and supply of collections (only the tenant's). */
  collectionBriefs(tenantId: number, ids: number[], lang: Language): Promise<Map<number, ActivityCollectionBrief>>;
  /** The collectible module: a user's items (not consumed) of some collections, by collection then serial. */
  itemsOf(tenantId: number, userId: number, collectionIds: number[]): Promise<ActivityItem[]>;
  /** The identity module: null when the user may cast (real name, every chain account), else the refusal's code. */
  standing(tenant: TenantContext, userId: number): Promise<number | null>;
  /** The notices' HTML sanitizer (the catalogue's). */
  sanitize(html: string): string;
  /** The coupon module: a coupon template as a card shows it (coupon activities, decision 044); absent: none. */
  couponSummary?(tenantId: number, templateId: number, lang: Language): Promise<CouponTemplateSummary | null>;
  /**
   * The catalogue: a collection's supply and what of it is issued (decision 062: a cast result is refused once
   * it is all issued); absent: not checked.
   */
  collectionStock?(tenantId: number, collectionId: number): Promise<{ totalSupply: number; soldCount: number } | null>;
}

/** A physical reward as stored (JSON, decision 044). */
export interface StoredPhysical {
  name: LocalizedText;
  imageUrl: string;
  description: LocalizedText;
}

export const physicalOf = (a: Pick<ActivityRow, 'physical'>): StoredPhysical | null =>
  a.physical ? parse<StoredPhysical | null>(a.physical, null) : null;

export interface Requirement {
  collectionId: number;
  count: number;
}

const parse = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

export const requirementsOf = (a: Pick<ActivityRow, 'qualifying'>): Requirement[] => parse<Requirement[]>(a.qualifying, []);

/** An activity's window at `now` (withdrawn: ended). */
export function windowStatus(a: Pick<ActivityRow, 'starts_at' | 'ends_at' | 'withdrawn_at'>, now: number): WindowStatus {
  if (a.withdrawn_at !== null || now >= Number(a.ends_at)) return 'ended';
  if (now < Number(a.starts_at)) return 'upcoming';
  return 'open';
}

/** Why an item cannot serve a cast in this activity now, or null (decision 042). */
export function blockOf(
  item: Pick<ActivityItem, 'status' | 'minted' | 'transferable_at'>,
  a: Pick<ActivityRow, 'mode' | 'cooling_blocks'>,
  used: boolean,
  now: number,
): CastItemBlock | null {
  if (item.status === 'pledged') return 'pledged';
  if (item.status === 'frozen') return 'frozen';
  if (item.status === 'on_consignment') return 'listed';
  if (used) return 'used';
  if (a.mode === 'spend') {
    if (!item.minted) return 'minting';
    if (a.cooling_blocks === 1 && Number(item.transferable_at) > now) return 'cooling';
  }
  return null;
}

/**
 * The refusal an item's block answers when it is selected anyway. 'used': a cast's item its holder cast with
 * already answers 4000031 (each collectible once per holder, decision 062); an activity order's, 5000172.
 */
export function blockRefusal(
  block: CastItemBlock,
  item: Pick<ActivityItem, 'transferable_at'>,
  now: number,
  a: Pick<ActivityRow, 'kind'>,
): AppError {
  switch (block) {
    case 'pledged':
      return new AppError(ErrorCode.PLEDGED);
    case 'frozen':
      return new AppError(ErrorCode.TRANSFER_PENDING);
    case 'listed':
      return new AppError(ErrorCode.ON_CONSIGNMENT);
    case 'used':
      return new AppError(a.kind === 'cast' ? ErrorCode.CAST_ONCE : ErrorCode.CAST_ITEM_USED);
    case 'minting':
      return new AppError(ErrorCode.CAST_ITEM_MINTING);
    case 'cooling': {
      const until = Number(item.transferable_at);
      return new AppError(ErrorCode.COOLING_PERIOD, {}, { transferableAt: until, msLeft: until - now });
    }
  }
}

const cursorOf = (cursor: string | undefined, parts: number): number[] | undefined => {
  if (cursor === undefined) return undefined;
  const nums = cursor.split('.').map(Number);
  if (nums.length !== parts || nums.some((n) => !Number.isInteger(n) || n < 0)) throw new AppError(ErrorCode.VALIDATION_FAILED);
  return nums;
};

const PER_COLLECTION_MAX = 200;

/**
 * Activities as users see them (issue 18, decision 042): the lists, one activity with my status, my items
 * that qualify, my cast records; and the steps the cast flow (src/flows/cast.ts) runs in its transaction
 * (`takeOne`, `takeQuota`, `recordCast`, `markUsed`, `setResult`). The database keeps the rules: the stock
 * by a conditional update, the casts per user by a conditional upsert, each item once per holder by a
 * unique index (decision 062).
 */
export class ActivityService {
  constructor(
    private readonly rows: ActivityRepository,
    private readonly ports: ActivityPorts,
    private readonly clock: Clock,
  ) {}

  // ── Reads ───────────────────────────────────────────────────────────────────────────────────────

  /** The activity if users may see it (enabled, of this tenant), else 5000030. */
  async visible(tenantId: number, id: number): Promise<ActivityRow> {
    const a = await this.rows.byId(tenantId, id);
    if (!a || a.enabled !== 1) throw new AppError(ErrorCode.ACTIVITY_NOT_FOUND);
    return a;
  }

  /**
   * The price of a visible activity's priced physical reward (fen): what an activity order of it costs
   * (decision 044; a coupon's quote reads it); null for any other activity or an unknown one.
   */
  async rewardPrice(tenantId: number, id: number): Promise<number | null> {
    const a = await this.visible(tenantId, id).catch(() => null);
    return a && a.kind === 'physical' && Number(a.price) > 0 ? Number(a.price) : null;
  }

  async cards(tenantId: number, list: ActivityRow[], lang: Language, now: number): Promise<ActivityCard[]> {
    const briefs = await this.ports.collectionBriefs(
      tenantId,
      list.flatMap((a) => (a.result_collection_id === null ? [] : [a.result_collection_id])),
      lang,
    );
    const coupons = new Map<number, CouponTemplateSummary | null>();
    for (const a of list)
      if (a.kind === 'coupon' && a.coupon_template_id !== null && !coupons.has(a.coupon_template_id))
        coupons.set(a.coupon_template_id, (await this.ports.couponSummary?.(tenantId, a.coupon_template_id, lang)) ?? null);
    return list.map((a) => {
      const b = a.result_collection_id === null ? undefined : briefs.get(a.result_collection_id);
      const name = localize(parse<LocalizedText>(a.name, {}), lang);
      const coupon = a.coupon_template_id === null ? null : (coupons.get(a.coupon_template_id) ?? null);
      const phys = physicalOf(a);
      const physical = phys
        ? { name: localize(phys.name, lang), imageUrl: phys.imageUrl, description: localize(phys.description, lang) }
        : { name: '', imageUrl: '', description: '' };
      const result =
        a.kind === 'coupon'
          ? { id: a.coupon_template_id ?? 0, name: coupon?.name ?? '', coverUrl: a.cover_url }
          : a.kind === 'physical'
            ? { id: a.id, name: physical.name, coverUrl: physical.imageUrl }
            : { id: a.result_collection_id ?? 0, name: b?.name ?? '', coverUrl: b?.coverUrl ?? '' };
      const reward: ActivityCard['reward'] =
        a.kind === 'coupon' && coupon
          ? { kind: 'coupon', coupon }
          : a.kind === 'physical'
            ? { kind: 'physical', physical }
            : { kind: 'cast', collection: result };
      return {
        id: a.id,
        kind: a.kind,
        name: name || result.name,
        coverUrl: a.cover_url || result.coverUrl,
        status: windowStatus(a, now),
        result,
        reward,
        price: Number(a.price ?? 0),
        mode: a.mode,
        startsAt: Number(a.starts_at),
        endsAt: Number(a.ends_at),
        stock: { total: a.stock, left: Math.max(0, a.stock - a.cast_count) },
      };
    });
  }

  async list(
    tenantId: number,
    q: { status: WindowStatus; kind?: string; cursor?: string; pageSize: number },
    lang: Language,
  ): Promise<CallData<typeof listActivities>> {
    const now = this.clock();
    const after = cursorOf(q.cursor, 2);
    const rows = await this.rows.list(tenantId, {
      status: q.status,
      ...(q.kind ? { kind: q.kind } : {}),
      now,
      limit: q.pageSize + 1,
      ...(after ? { after: { at: after[0]!, id: after[1]! } } : {}),
    });
    const page = rows.slice(0, q.pageSize);
    const last = page.at(-1);
    const key = (a: ActivityRow) => Number(q.status === 'upcoming' ? a.starts_at : a.ends_at);
    return {
      items: await this.cards(tenantId, page, lang, now),
      nextCursor: rows.length > q.pageSize && last ? `${key(last)}.${last.id}` : null,
      serverTime: now,
    };
  }

  /** My items of the activity's collections, each with its block (null: usable). */
  private async myItems(tenantId: number, a: ActivityRow, userId: number, now: number) {
    const reqs = requirementsOf(a);
    const items = await this.ports.itemsOf(
      tenantId,
      userId,
      reqs.map((r) => r.collectionId),
    );
    const used = await this.rows.usedOf(
      tenantId,
      a.id,
      userId,
      items.map((i) => i.id),
    );
    return items.map((i) => ({ item: i, block: blockOf(i, a, used.has(i.id), now) }));
  }

  async detail(tenant: TenantContext, userId: number | null, id: number, lang: Language): Promise<ActivityDetail> {
    const now = this.clock();
    const a = await this.visible(tenant.id, id);
    const reqs = requirementsOf(a);
    const [card] = await this.cards(tenant.id, [a], lang, now);
    const briefs = await this.ports.collectionBriefs(
      tenant.id,
      reqs.map((r) => r.collectionId),
      lang,
    );
    const mine = userId === null ? null : await this.myItems(tenant.id, a, userId, now);
    const usableOf = (collectionId: number) =>
      mine === null ? null : mine.filter((m) => m.item.collection_id === collectionId && m.block === null).length;
    const qualifying = reqs.map((r) => ({
      collectionId: r.collectionId,
      name: briefs.get(r.collectionId)?.name ?? '',
      coverUrl: briefs.get(r.collectionId)?.coverUrl ?? '',
      count: r.count,
      usable: usableOf(r.collectionId),
    }));
    let status: ActivityDetail['mine'] = null;
    if (userId !== null) {
      if (a.kind === 'cast') {
        // Each collectible once per holder (decision 062): I may cast again with items I have not cast with,
        // within the stock, my per-user limit and the result collection's supply.
        const casts = await this.rows.quotaOf(tenant.id, a.id, userId);
        const last = casts > 0 ? await this.rows.lastCastOf(tenant.id, a.id, userId) : undefined;
        const result =
          a.result_collection_id === null ? null : await this.ports.collectionStock?.(tenant.id, a.result_collection_id);
        const short = reqs.find((r) => (usableOf(r.collectionId) ?? 0) < r.count);
        const usedByMe = (collectionId: number) =>
          (mine ?? []).filter((m) => m.item.collection_id === collectionId && m.block === 'used').length;
        const reason =
          this.windowRefusal(a, now) ??
          (a.cast_count >= a.stock ? ErrorCode.CLAIMS_EXHAUSTED : null) ??
          (casts >= a.per_user_limit ? ErrorCode.ACTIVITY_ORDER_LIMIT : null) ??
          (result && result.soldCount >= result.totalSupply ? ErrorCode.SUPPLY_EXHAUSTED : null) ??
          (await this.ports.standing(tenant, userId)) ??
          (short
            ? (usableOf(short.collectionId) ?? 0) + usedByMe(short.collectionId) >= short.count
              ? ErrorCode.CAST_ONCE
              : ErrorCode.INSUFFICIENT_MATERIALS
            : null);
        status = { castAlready: casts > 0, castRecordId: last?.id ?? null, casts, canCast: reason === null, reason };
      } else {
        const orders = await this.rows.quotaOf(tenant.id, a.id, userId);
        const why =
          this.windowRefusal(a, now) ??
          (a.cast_count >= a.stock ? ErrorCode.CLAIMS_EXHAUSTED : null) ??
          (orders >= a.per_user_limit ? ErrorCode.ACTIVITY_ORDER_LIMIT : null) ??
          (await this.ports.standing(tenant, userId)) ??
          (qualifying.some((q) => (q.usable ?? 0) < q.count) ? ErrorCode.INSUFFICIENT_MATERIALS : null);
        status = { castAlready: false, castRecordId: null, canCast: why === null, reason: why, orders, lastOrderNo: null };
      }
    }
    return {
      ...card!,
      rulesHtml: localize(parse<LocalizedText>(a.rules, {}), lang),
      qualifying,
      oncePerHolder: a.kind === 'cast' || a.per_user_limit === 1,
      perUserLimit: a.per_user_limit,
      needsAddress: a.kind === 'physical',
      coolingBlocks: a.cooling_blocks === 1,
      mine: status,
      serverTime: now,
    };
  }

  async qualifyingItems(
    tenantId: number,
    userId: number,
    id: number,
    lang: Language,
  ): Promise<CallData<typeof listQualifyingItems>> {
    const now = this.clock();
    const a = await this.visible(tenantId, id);
    const reqs = requirementsOf(a);
    const briefs = await this.ports.collectionBriefs(
      tenantId,
      reqs.map((r) => r.collectionId),
      lang,
    );
    const mine = await this.myItems(tenantId, a, userId, now);
    return {
      activityId: a.id,
      mode: a.mode,
      collections: reqs.map((r) => {
        const b = briefs.get(r.collectionId);
        const items: QualifyingItem[] = mine
          .filter((m) => m.item.collection_id === r.collectionId)
          .sort((x, y) => Number(x.block !== null) - Number(y.block !== null) || x.item.serial - y.item.serial)
          .slice(0, PER_COLLECTION_MAX)
          .map((m) => ({
            cardNftId: m.item.id,
            collectionId: m.item.collection_id,
            serial: m.item.serial,
            totalSupply: b?.totalSupply ?? 0,
            acquiredAt: Number(m.item.acquired_at),
            transferableAt: Number(m.item.transferable_at),
            usable: m.block === null,
            blockedBy: m.block,
          }));
        return {
          collectionId: r.collectionId,
          name: b?.name ?? '',
          coverUrl: b?.coverUrl ?? '',
          count: r.count,
          usable: items.filter((i) => i.usable).length,
          items,
        };
      }),
      serverTime: now,
    };
  }

  /** Cast records as the user reads them. */
  async recordViews(tenantId: number, list: CastRecordRow[], lang: Language): Promise<CastRecord[]> {
    const acts = new Map<number, ActivityRow>();
    for (const id of new Set(list.map((r) => r.activity_id))) {
      const a = await this.rows.byId(tenantId, id);
      if (a) acts.set(id, a);
    }
    const items = list.map((r) => ({
      r,
      items: parse<{ cardNftId: number; collectionId: number; serial: number }[]>(r.items, []),
    }));
    const briefs = await this.ports.collectionBriefs(
      tenantId,
      [
        ...list.map((r) => r.result_collection_id),
        ...items.flatMap((x) => x.items.map((i) => i.collectionId)),
        ...[...acts.values()].flatMap((a) => (a.result_collection_id === null ? [] : [a.result_collection_id])),
      ],
      lang,
    );
    return items.map(({ r, items: used }) => {
      const a = acts.get(r.activity_id);
      const result = briefs.get(r.result_collection_id);
      return {
        id: r.id,
        activity: {
          id: r.activity_id,
          name: a ? localize(parse<LocalizedText>(a.name, {}), lang) || (result?.name ?? '') : '',
          coverUrl: a?.cover_url || (result?.coverUrl ?? ''),
          mode: r.mode,
        },
        result: {
          cardNftId: r.result_card_nft_id,
          collectionId: r.result_collection_id,
          name: result?.name ?? '',
          coverUrl: result?.coverUrl ?? '',
          serial: r.result_serial,
          totalSupply: result?.totalSupply ?? 0,
        },
        items: used.map((i) => ({
          cardNftId: i.cardNftId,
          collectionId: i.collectionId,
          name: briefs.get(i.collectionId)?.name ?? '',
          serial: i.serial,
          spent: r.mode === 'spend',
        })),
        createdAt: Number(r.created_at),
      };
    });
  }

  async records(
    tenantId: number,
    userId: number,
    q: { activityId?: number; cursor?: string; pageSize: number },
    lang: Language,
  ): Promise<CallData<typeof listCastRecords>> {
    const after = cursorOf(q.cursor, 1);
    const rows = await this.rows.castsOf(tenantId, userId, {
      ...(q.activityId !== undefined ? { activityId: q.activityId } : {}),
      limit: q.pageSize + 1,
      ...(after ? { before: after[0]! } : {}),
    });
    const page = rows.slice(0, q.pageSize);
    const last = page.at(-1);
    return {
      items: await this.recordViews(tenantId, page, lang),
      nextCursor: rows.length > q.pageSize && last ? String(last.id) : null,
    };
  }

  /** One cast record as the user reads it (the cast's answer). */
  async record(tenantId: number, castId: number, lang: Language): Promise<CastRecord> {
    const r = await this.rows.castById(tenantId, castId);
    if (!r) throw notFound();
    return (await this.recordViews(tenantId, [r], lang))[0]!;
  }

  // ── Steps of the cast flow ──────────────────────────────────────────────────────────────────────

  /** The window's refusal at `now`, or null: 5000171 ended or withdrawn, 5000170 not started. */
  windowRefusal(a: ActivityRow, now: number): ErrorCodeValue | null {
    const s = windowStatus(a, now);
    if (s === 'ended') return ErrorCode.ACTIVITY_ENDED;
    if (s === 'upcoming') return ErrorCode.ACTIVITY_NOT_STARTED;
    return null;
  }

  /** How many times the user has cast in the activity (their casts against its per-user limit, decision 062). */
  castsBy(tenantId: number, activityId: number, userId: number): Promise<number> {
    return this.rows.quotaOf(tenantId, activityId, userId);
  }

  /**
   * Which of these items `holderId` may not use for the activity again: cast with by that holder already
   * (each collectible once per holder, decision 062), or held by a live order of it (in the caller's
   * transaction when given).
   */
  usedOf(
    tenantId: number,
    activityId: number,
    holderId: number,
    ids: readonly number[],
    db?: Kysely<Database>,
  ): Promise<Set<number>> {
    return this.rows.usedOf(tenantId, activityId, holderId, ids, db);
  }

  /** Step: one result from the stock; when none can be taken, the refusal that says why (re-read in the transaction). */
  async takeOne(trx: Kysely<Database>, a: ActivityRow, now: number): Promise<void> {
    if (await this.rows.takeOne(trx, a.tenant_id, a.id, now)) return;
    const cur = await this.rows.byId(a.tenant_id, a.id, trx);
    if (!cur || cur.enabled !== 1) throw new AppError(ErrorCode.ACTIVITY_NOT_FOUND);
    const w = this.windowRefusal(cur, now);
    throw new AppError(w ?? ErrorCode.CLAIMS_EXHAUSTED);
  }

  // ── Steps of the activity-order flow (decision 044) ──

  /** Step: one more order (or cast, decision 062) of the user within the activity's per-user limit (5000204 at it). */
  async takeQuota(trx: Kysely<Database>, a: ActivityRow, userId: number): Promise<void> {
    if (!(await this.rows.takeQuota(trx, a.tenant_id, a.id, userId, a.per_user_limit)))
      throw new AppError(ErrorCode.ACTIVITY_ORDER_LIMIT);
  }

  /** My non-ended orders of an activity. */
  ordersOf(tenantId: number, activityId: number, userId: number): Promise<number> {
    return this.rows.quotaOf(tenantId, activityId, userId);
  }

  /** Step: the order's items marked used for the activity (held) or recorded spent. */
  holdForOrder(
    trx: Kysely<Database>,
    a: ActivityRow,
    orderId: number,
    userId: number,
    ids: readonly number[],
    spent: boolean,
    now: number,
  ): Promise<void> {
    return this.rows.holdForOrder(trx, { tenantId: a.tenant_id, activityId: a.id, orderId, userId, spent, now }, ids);
  }

  /**
   * Step: an activity order ended unpaid (closed or cancelled) — its result back to the stock, the user's
   * quota back, its held items usable again. The caller runs it once (after the order's conditional settle).
   */
  async releaseOrder(
    trx: Kysely<Database>,
    o: { tenantId: number; activityId: number; orderId: number; userId: number },
    now: number,
  ) {
    await this.rows.giveBackOne(trx, o.tenantId, o.activityId);
    await this.rows.releaseQuota(trx, o.tenantId, o.activityId, o.userId);
    await this.rows.releaseOrderItems(trx, o.tenantId, o.orderId, now);
  }

  /** Step (a refund, decision 066): how many items the activity order burned (spend mode). */
  spentOf(trx: Kysely<Database>, tenantId: number, orderId: number): Promise<number> {
    return this.rows.spentOf(trx, tenantId, orderId);
  }

  /** Step (a resale refund, decision 066): whether the holder cast with the item, or an order of theirs holds it, since `since`. */
  usedSince(trx: Kysely<Database>, tenantId: number, holderId: number, cardNftId: number, since: number): Promise<boolean> {
    return this.rows.usedSince(trx, tenantId, holderId, cardNftId, since);
  }

  /** An activity as an order shows it: name and cover (the order module's port). */
  async orderBrief(
    tenantId: number,
    id: number,
    lang: Language,
  ): Promise<{ name: string; coverUrl: string; totalSupply: number; rewardName: string } | null> {
    const a = await this.rows.byId(tenantId, id);
    if (!a) return null;
    const [card] = await this.cards(tenantId, [a], lang, this.clock());
    return {
      name: card!.name,
      coverUrl: card!.result.coverUrl || card!.coverUrl,
      totalSupply: a.stock,
      rewardName: card!.result.name,
    };
  }

  /** Step: the user's cast record (one per cast: a holder may cast again with other items, decision 062). */
  async recordCast(
    trx: Kysely<Database>,
    a: ActivityRow,
    userId: number,
    items: { cardNftId: number; collectionId: number; serial: number }[],
    now: number,
  ): Promise<number> {
    try {
      return await this.rows.insertCast(trx, {
        tenant_id: a.tenant_id,
        activity_id: a.id,
        user_id: userId,
        mode: a.mode,
        result_card_nft_id: 0,
        result_collection_id: a.result_collection_id ?? 0,
        result_serial: 0,
        items: JSON.stringify(items),
        created_at: now,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(ErrorCode.CAST_ONCE);
      throw err;
    }
  }

  /**
   * Step: the items are used for this activity by their holder (each once per holder: an item its holder cast
   * with already, even racing, answers 4000031; decision 062).
   */
  async markUsed(
    trx: Kysely<Database>,
    a: ActivityRow,
    castId: number,
    userId: number,
    ids: number[],
    now: number,
  ): Promise<void> {
    try {
      await this.rows.addUses(
        trx,
        ids.map((id) => ({
          tenant_id: a.tenant_id,
          activity_id: a.id,
          card_nft_id: id,
          cast_id: castId,
          user_id: userId,
          spent: a.mode === 'spend' ? 1 : 0,
          created_at: now,
        })),
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(ErrorCode.CAST_ONCE);
      throw err;
    }
  }

  /** Step: the cast's result, once handed over. */
  setResult(
    trx: Kysely<Database>,
    tenantId: number,
    castId: number,
    r: { cardNftId: number; collectionId: number; serial: number },
  ) {
    return this.rows.setCastResult(trx, tenantId, castId, r);
  }

  /** The activity row (any state) for the flow; undefined when unknown. */
  byId(tenantId: number, id: number, db?: Kysely<Database>) {
    return this.rows.byId(tenantId, id, db);
  }
}
