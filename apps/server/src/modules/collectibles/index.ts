export { collectiblesModule, type CollectiblesModuleOptions } from './collectibles.module';
export type { CollectiblesPorts, CollectiblesServices } from './collectibles.types';
export { CollectibleService } from './collectible.service';
export type { BoxHoldingRow, CardNftRow } from './collectible.repository';
export { pick, seedHash, ticketOf } from './fairness';
