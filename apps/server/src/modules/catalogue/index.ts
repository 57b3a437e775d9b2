export { catalogueModule, type CatalogueModuleOptions, type CatalogueServices } from './catalogue.module';
export type { ChainInfoLookup } from './collection.service';
export { saleStateOf, remainingOf } from './drops';
export { searchTextOf } from './keyset';
export { DropStock, type BoxItemStock, type DropForSale, type DropKind } from './stock';
