export { collectibleModule, type CollectibleModuleOptions } from './collectible.module';
export type { CollectibleServices } from './collectible.types';
export { CollectibleService, type CollectiblePorts } from './collectible.service';
export type { BoxHoldingRow, CardNftRow } from './collectible.repository';
export { pick, seedHash, ticketOf } from './fairness';
export { ProvenanceService, type ProvenanceMoveRecord, type ProvenancePorts } from './provenance.service';
