import type { ListingService } from './listing.service';

/** The market module's decoration (`app.market`). */
export interface MarketServices {
  listings: ListingService;
}
