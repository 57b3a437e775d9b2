import type { ConsoleListing, ConsoleListingState } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ListingConsoleRepository, ConsoleListingFilter } from './listing-console.repository';
import type { ListingRow } from './listing.repository';
import type { MarketPorts } from './listing.service';

/**
 * The operator console's view of the resale market (issue 32 item 6, decision 067): every listing of the
 * tenant, filtered, newest first; and the steps the take-down and suspension flows run in their transactions.
 */
export class ListingConsoleService {
  constructor(
    private readonly repo: ListingConsoleRepository,
    private readonly ports: Pick<MarketPorts, 'collections' | 'people'>,
  ) {}

  async page(
    tenantId: number,
    f: ConsoleListingFilter,
    limit: number,
    before?: number,
  ): Promise<{ items: ConsoleListing[]; nextBefore: number | null }> {
    const rows = await this.repo.page(tenantId, f, limit + 1, before);
    const page = rows.slice(0, limit);
    return { items: await this.views(tenantId, page), nextBefore: rows.length > limit ? page.at(-1)!.id : null };
  }

  /** Listings as the console shows them: the collection's name (in Chinese, the console's default), the seller masked. */
  async views(tenantId: number, rows: ListingRow[]): Promise<ConsoleListing[]> {
    const collections = await this.ports.collections(tenantId, [...new Set(rows.map((r) => r.collection_id))], 'zh-CN');
    const people = await this.ports.people(tenantId, [...new Set(rows.map((r) => r.seller_id))]);
    return rows.map((r) => {
      const seller = people.get(r.seller_id);
      return {
        id: r.id,
        cardNftId: r.card_nft_id,
        collectionId: r.collection_id,
        collectionName: collections.get(r.collection_id)?.name ?? '',
        serial: r.serial,
        price: Number(r.price),
        state: r.status as ConsoleListingState,
        seller: { id: r.seller_id, nickname: seller?.nickname ?? '', maskedPhone: seller?.maskedPhone ?? '' },
        orderId: r.order_id,
        listedAt: Number(r.listed_at),
        endedAt: r.ended_at === null ? null : Number(r.ended_at),
        takeDownReason: r.take_down_reason ?? '',
      };
    });
  }

  // ── steps (the flows' transactions) ─────────────────────────────────────────────────────────────

  takeDown(
    trx: Kysely<Database>,
    tenantId: number,
    id: number,
    t: { reason: string; operatorId: number | null; now: number },
  ): Promise<boolean> {
    return this.repo.takeDown(trx, tenantId, id, t);
  }

  openOfSeller(tenantId: number, sellerId: number, db?: Kysely<Database>): Promise<ListingRow[]> {
    return this.repo.openOfSeller(tenantId, sellerId, db);
  }
}
