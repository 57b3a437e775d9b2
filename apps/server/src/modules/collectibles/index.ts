export { collectiblesModule, type CollectiblesModuleOptions } from './collectibles.module';
export type { CollectiblesServices } from './collectibles.types';
export { CollectibleService, type CollectiblesPorts } from './collectible.service';
export type { BoxHoldingRow, CardNftRow } from './collectible.repository';
export { pick, seedHash, ticketOf } from './fairness';
export { ProvenanceService, type ProvenanceMoveRecord, type ProvenancePorts } from './provenance.service';
