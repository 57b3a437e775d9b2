// The catalogue module's public face: its plugin, its services' types, the ports it takes, its writer,
// and the catalogue as the sale sees it (DropStock, built by the module: `app.catalogue.stock`).
export { catalogueModule, catalogueWriter, type CatalogueModuleOptions } from './catalogue.module';
export type { BuyerStandingLookup, CatalogueServices } from './catalogue.types';
export type { ChainInfoLookup } from './collection.service';
export { saleStateOf, remainingOf } from './drops';
export { soldSql } from './stock-shards';
export { DropStock, type BoxItemStock, type DropForSale, type DropKind, type ResaleTerms } from './stock';
export {
  CatalogueWriter,
  type AirdropImportStep,
  type CatalogueAirdrop,
  type DropDefaultsLookup,
  type FileSaver,
} from './admin/catalogue-writer.service';
export { CatalogueImportError, type ImportIssue, type ImportOptions, type ImportReport } from './admin/import-check';
export { CATALOGUE_FORMAT, CATALOGUE_VERSION, type CatalogueFile } from './admin/import-format';
export { CatalogueExporter, type AirdropExportStep, type ExportedCatalogue } from './admin/catalogue-export';
export type {
  CatalogueActivity,
  CatalogueRecipe,
  CollectionCount,
  EntryExportStep,
  EntryImportStep,
  EntryIssue,
  GrowthSteps,
} from './admin/growth-entries';
export {
  CatalogueConsole,
  CONSOLE_KINDS,
  type ConsoleKind,
  type ConsoleRow,
  type EntryFacts,
} from './admin/catalogue-console.service';
export { sanitizeHtml } from './admin/sanitize';
export {
  HomeDecorationAdmin,
  type CreatorLook,
  type CreatorLookDoc,
  type HomeDecorationDoc,
} from './admin/home-decoration-admin';
