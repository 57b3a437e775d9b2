// The catalogue module's public face: its plugin, its services' types, the ports it takes, and the
// catalogue as the sale sees it (DropStock).
export { catalogueModule, type CatalogueModuleOptions } from './catalogue.module';
export type { BuyerStandingLookup, CatalogueServices } from './catalogue.types';
export type { ChainInfoLookup } from './collection.service';
export { saleStateOf, remainingOf } from './drops';
export { DropStock, type BoxItemStock, type DropForSale, type DropKind } from './stock';
