import type { CallData, consoleListCollectibles, Language } from '@curio/contract';
import type { CollectibleRepository } from './collectible.repository';
import type { CollectiblePorts } from './collectible.service';

/** The console's view of what users hold (issue 17, decision 039): a user's items, or an order's, any status. */
export class CollectibleConsoleService {
  constructor(
    private readonly holdings: CollectibleRepository,
    private readonly ports: Pick<CollectiblePorts, 'drops'>,
  ) {}

  async list(
    tenantId: number,
    q: { userId?: number; orderId?: number; limit: number; before?: number },
    lang: Language,
  ): Promise<CallData<typeof consoleListCollectibles>> {
    let rows;
    let nextBefore: number | null = null;
    if (q.orderId !== undefined) {
      rows = (await this.holdings.ofOrder(tenantId, q.orderId)).filter((r) => q.userId === undefined || r.user_id === q.userId);
    } else if (q.userId !== undefined) {
      const found = await this.holdings.ofUser(tenantId, q.userId, q.limit + 1, q.before);
      rows = found.slice(0, q.limit);
      nextBefore = found.length > q.limit ? rows.at(-1)!.id : null;
    } else {
      return { items: [], nextBefore: null };
    }
    const briefs = await this.ports.drops.collectionBriefs(
      tenantId,
      rows.map((r) => r.collection_id),
      lang,
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        collectionId: r.collection_id,
        collectionName: briefs.get(r.collection_id)?.name ?? '',
        serial: r.serial,
        tokenId: r.token_id,
        source: r.source,
        status: r.status,
        orderId: r.order_id,
        acquiredAt: Number(r.acquired_at),
      })),
      nextBefore,
    };
  }
}
