import type { CollectionDetail, Language } from '@curio/contract';
import type { DropStock } from '../catalogue/index';
import type { ChainService } from '../chain/index';
import type { CollectibleService } from './collectible.service';

/** The collectibles module's decoration (`app.collectibles`). */
export interface CollectiblesServices {
  collectibles: CollectibleService;
}

/**
 * What the collectibles module reads of its neighbours; app.ts supplies them (its ports block). Typed
 * by the neighbours' faces, narrowed to the reads used here: no writes, no other module's rules.
 */
export interface CollectiblesPorts {
  /** The catalogue: what a holding shows of its collection or box. */
  drops: Pick<DropStock, 'collectionBriefs' | 'find' | 'stateOf'>;
  /** The catalogue: a collection's detail (description, media, creator ...) for one held item. */
  collectionDetail(tenantId: number, collectionId: number, lang: Language): Promise<Omit<CollectionDetail, 'mine'>>;
  /** The chain: minted or not, a token's facts and records, the tenant's contract. */
  chain: Pick<ChainService, 'mintedOf' | 'tokenFacts' | 'tokenRecords' | 'contractOf'>;
  /** The orders module: the number of the order an item or a box came from. */
  orderNoOf(tenantId: number, orderId: number): Promise<string | null>;
}
