import {
  ErrorCode,
  FAVOURITE_TARGETS,
  type FavouriteEntry,
  type FavouriteListingState,
  type FavouriteState,
  type FavouriteTarget,
  type Language,
} from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { FavouriteRepository } from './favourite.repository';
import type { TenantContext } from '../../http/request-context';

type MediaKind = FavouriteEntry['mediaKind'];

/** A collection as a favourite's card shows it (the catalogue answers). */
export interface FavouriteCollectionCard {
  name: string;
  coverUrl: string;
  mediaKind: MediaKind;
  /** Issue price, fen. */
  price: number;
}

/** A resale listing as a favourite's card shows it (the market answers). */
export interface FavouriteListingCard extends FavouriteCollectionCard {
  collectionId: number;
  serial: number;
  state: FavouriteListingState;
}

/**
 * What the favourite module reads of its neighbours (decision 013); wiring/favourite.ports.ts supplies
 * them. Reads only, each answering only the tenant's own targets (another tenant's id is absent).
 */
export interface FavouritePorts {
  /** The catalogue: collections' cards in a language. */
  collections(tenantId: number, ids: readonly number[], lang: Language): Promise<ReadonlyMap<number, FavouriteCollectionCard>>;
  /** The market: a listing (its collection, serial, asking price and status), or nothing. */
  listing(tenantId: number, id: number): Promise<FavouriteListing | undefined>;
}

/** A resale listing as the market keeps it (its row). */
export interface FavouriteListing {
  id: number;
  collection_id: number;
  serial: number;
  /** Asking price, fen. */
  price: number;
  status: 'on_sale' | 'locked' | 'sold' | 'cancelled';
}

/** The stored code of a target type (1 collection, 2 listing) and back. */
export const targetCode = (t: FavouriteTarget): number => FAVOURITE_TARGETS.indexOf(t) + 1;
const targetOf = (code: number): FavouriteTarget | undefined => FAVOURITE_TARGETS[code - 1];

const ENDED: ReadonlySet<FavouriteListingState> = new Set(['sold', 'cancelled']);

function cursorId(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  if (!/^[1-9][0-9]{0,14}$/.test(cursor)) throw new AppError(ErrorCode.VALIDATION_FAILED);
  return Number(cursor);
}

/**
 * Favourites (issue 16, decision 034): a user keeps collections and listings. One row per user and
 * target: adding and removing are idempotent; a target the tenant does not have is not found. The list
 * shows each target as its card, read through the ports in the reader's language. The step
 * `keepersOf` tells a flow who keeps a collection (the new-listing and price-drop inbox events).
 */
export class FavouriteService {
  constructor(
    private readonly repo: FavouriteRepository,
    private readonly ports: FavouritePorts,
    private readonly clock: Clock,
  ) {}

  private async exists(tenantId: number, type: FavouriteTarget, id: number): Promise<boolean> {
    const found =
      type === 'collection' ? await this.ports.collections(tenantId, [id], 'en') : await this.listings(tenantId, [id], 'en');
    return found.has(id);
  }

  /** Listings' cards: each listing (the market) joined to its collection's card (the catalogue). */
  private async listings(tenantId: number, ids: readonly number[], lang: Language): Promise<Map<number, FavouriteListingCard>> {
    const rows = (await Promise.all(ids.map((id) => this.ports.listing(tenantId, id)))).filter((r) => r !== undefined);
    const briefs = await this.ports.collections(tenantId, [...new Set(rows.map((r) => r.collection_id))], lang);
    const out = new Map<number, FavouriteListingCard>();
    for (const r of rows) {
      const c = briefs.get(r.collection_id);
      if (!c) continue;
      const state = r.status === 'on_sale' ? 'on-sale' : r.status;
      out.set(r.id, { ...c, collectionId: r.collection_id, serial: r.serial, price: Number(r.price), state });
    }
    return out;
  }

  private async state(tenantId: number, type: FavouriteTarget, id: number, favourited: boolean): Promise<FavouriteState> {
    const counts = await this.repo.counts(tenantId, targetCode(type), [id]);
    return { targetType: type, targetId: id, favourited, count: counts.get(id) ?? 0 };
  }

  async add(tenant: TenantContext, userId: number, type: FavouriteTarget, id: number): Promise<FavouriteState> {
    if (!(await this.exists(tenant.id, type, id))) throw notFound();
    await this.repo.add(tenant.id, userId, targetCode(type), id, this.clock());
    return this.state(tenant.id, type, id, true);
  }

  /** Removing what is not kept (or does not exist) answers the same: not kept. */
  async remove(tenant: TenantContext, userId: number, type: FavouriteTarget, id: number): Promise<FavouriteState> {
    await this.repo.remove(tenant.id, userId, targetCode(type), id);
    return this.state(tenant.id, type, id, false);
  }

  /** Whether I keep each target, with how many keep it (unknown ids answer not kept, 0). */
  async states(tenant: TenantContext, userId: number, type: FavouriteTarget, ids: readonly number[]) {
    const code = targetCode(type);
    const [kept, counts] = await Promise.all([
      this.repo.keptAmong(tenant.id, userId, code, ids),
      this.repo.counts(tenant.id, code, ids),
    ]);
    return {
      items: ids.map((id) => ({ targetType: type, targetId: id, favourited: kept.has(id), count: counts.get(id) ?? 0 })),
    };
  }

  /** My favourites, newest first, each as its target's card; a target gone from the tenant is left out. */
  async list(
    tenant: TenantContext,
    userId: number,
    q: { targetType?: FavouriteTarget | undefined; cursor?: string | undefined; pageSize: number },
    lang: Language,
  ): Promise<{ items: FavouriteEntry[]; nextCursor: string | null }> {
    const beforeId = cursorId(q.cursor);
    const rows = await this.repo.page(tenant.id, userId, q.pageSize + 1, {
      ...(q.targetType ? { targetType: targetCode(q.targetType) } : {}),
      ...(beforeId !== undefined ? { beforeId } : {}),
    });
    const page = rows.slice(0, q.pageSize);
    const idsOf = (t: FavouriteTarget) => page.filter((r) => targetOf(r.target_type) === t).map((r) => r.target_id);
    const collectionIds = idsOf('collection');
    const listingIds = idsOf('listing');
    const [collections, listings] = await Promise.all([
      collectionIds.length > 0
        ? this.ports.collections(tenant.id, collectionIds, lang)
        : new Map<number, FavouriteCollectionCard>(),
      listingIds.length > 0 ? this.listings(tenant.id, listingIds, lang) : new Map<number, FavouriteListingCard>(),
    ]);
    const items: FavouriteEntry[] = [];
    for (const r of page) {
      const base = { id: r.id, targetId: r.target_id, createdAt: Number(r.created_at) };
      const type = targetOf(r.target_type);
      if (type === 'collection') {
        const c = collections.get(r.target_id);
        if (!c) continue;
        items.push({
          ...base,
          targetType: 'collection',
          collectionId: r.target_id,
          name: c.name,
          coverUrl: c.coverUrl,
          mediaKind: c.mediaKind,
          price: c.price,
          serial: null,
          listingState: null,
          ended: false,
        });
      } else if (type === 'listing') {
        const l = listings.get(r.target_id);
        if (!l) continue;
        items.push({
          ...base,
          targetType: 'listing',
          collectionId: l.collectionId,
          name: l.name,
          coverUrl: l.coverUrl,
          mediaKind: l.mediaKind,
          price: l.price,
          serial: l.serial,
          listingState: l.state,
          ended: ENDED.has(l.state),
        });
      }
    }
    const last = page.at(-1);
    return { items, nextCursor: rows.length > q.pageSize && last ? String(last.id) : null };
  }

  /** The step a flow calls in its transaction: who keeps a collection, by user id. */
  keepersOf(trx: Kysely<Database>, tenantId: number, collectionId: number): Promise<number[]> {
    return this.repo.keepers(trx, tenantId, targetCode('collection'), collectionId);
  }
}
