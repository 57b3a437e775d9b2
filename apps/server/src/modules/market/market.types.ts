import type { ListingConsoleService } from './listing-console.service';
import type { ListingService } from './listing.service';

/** The market module's decoration (`app.market`). */
export interface MarketServices {
  listings: ListingService;
  /** The operator console's view and the take-down steps (decision 067). */
  console: ListingConsoleService;
}
