import type { HomeDecorationAdmin } from './admin/home-decoration-admin';
import type { BuyerStanding } from '@curio/contract';
import type { CatalogueConsole } from './admin/catalogue-console.service';
import type { CatalogueExporter } from './admin/catalogue-export';
import type { CatalogueWriter } from './admin/catalogue-writer.service';
import type { BlindBoxService } from './blind-box.service';
import type { CollectionService } from './collection.service';
import type { CreatorService } from './creator.service';
import type { HomeService } from './home.service';
import type { NoticeService } from './notice.service';
import type { SearchService } from './search.service';
import type { SeriesService } from './series.service';
import type { DropStock } from './stock';

/** The catalogue's services (`app.catalogue`): what is on sale, at what price, with how much left. */
export interface CatalogueServices {
  /**
   * The drops as the sale sees them (price, window, stock taken and given back, box items, briefs of
   * collections for neighbours' cards, resale terms): one per process, its one-second cache shared by
   * the purchase path and every reader.
   */
  stock: DropStock;
  collections: CollectionService;
  blindBoxes: BlindBoxService;
  series: SeriesService;
  creators: CreatorService;
  notices: NoticeService;
  home: HomeService;
  search: SearchService;
  /** The write side: imports a catalogue file into a tenant (the CLI, the seed, the operator's import). */
  writer: CatalogueWriter;
  /** The catalogue as a file (export then import changes nothing). */
  exporter: CatalogueExporter;
  /** The operator console's catalogue: lists, one entry at a time through the writer, import and export, audited. */
  console: CatalogueConsole;
  /** The console's home decoration (decision 040): read, published in the caller's transaction, previewed. */
  homeAdmin: HomeDecorationAdmin;
}

/** A signed-in buyer's standing on a drop, for the detail pages; the order module answers it (wiring/catalogue.ports.ts). */
export type BuyerStandingLookup = (
  tenantId: number,
  userId: number,
  kind: 'collection' | 'blindBox',
  id: number,
  perUserLimit: number,
) => Promise<BuyerStanding>;
