// The market module's public face: resale listings (issue 16, decision 033).
export { marketModule, type MarketModuleOptions } from './market.module';
export type { MarketServices } from './market.types';
export {
  isListable,
  ListingService,
  platformFeeBp,
  priceValid,
  resaleCeiling,
  type MarketCollection,
  type MarketItem,
  type MarketPorts,
} from './listing.service';
export type { ListingRow } from './listing.repository';
export type { ListingConsoleService } from './listing-console.service';
