import type { CollectibleConsoleService } from './collectible-console.service';
import type { CollectibleService } from './collectible.service';
import type { ProvenanceService } from './provenance.service';

/** The collectible module's decoration (`app.collectible`). */
export interface CollectibleServices {
  collectibles: CollectibleService;
  /** One item's provenance timeline (issue 14). */
  provenance: ProvenanceService;
  /** The operator console's view of users' items (decision 039). */
  console: CollectibleConsoleService;
}
