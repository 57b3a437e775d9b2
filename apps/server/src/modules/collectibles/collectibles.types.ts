import type { CollectibleService } from './collectible.service';

/** The collectibles module's decoration (`app.collectibles`). */
export interface CollectiblesServices {
  collectibles: CollectibleService;
}
