import { HomeDecorationAdmin } from './admin/home-decoration-admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import type { CategoryService } from '../category/index';
import { CatalogueAdminRepository } from './admin/catalogue-admin.repository';
import { catalogueAdminRoutes } from './admin/catalogue-admin.routes';
import { consoleCatalogueRoutes } from './admin/console-catalogue.routes';
import { CatalogueConsole } from './admin/catalogue-console.service';
import { CatalogueExporter, type AirdropExportStep } from './admin/catalogue-export';
import {
  CatalogueWriter,
  type AirdropImportStep,
  type DropDefaultsLookup,
  type FileSaver,
} from './admin/catalogue-writer.service';
import type { GrowthSteps } from './admin/growth-entries';
import { BlindBoxRepository } from './blind-box.repository';
import { BlindBoxService } from './blind-box.service';
import { catalogueRoutes } from './catalogue.routes';
import { CollectionRepository } from './collection.repository';
import { CollectionService, type ChainInfoLookup } from './collection.service';
import { CreatorRepository } from './creator.repository';
import { CreatorService } from './creator.service';
import { HomeRepository } from './home.repository';
import { HomeService } from './home.service';
import { NoticeRepository } from './notice.repository';
import { NoticeService } from './notice.service';
import { SearchService } from './search.service';
import { SeriesRepository } from './series.repository';
import { SeriesService } from './series.service';
import { DropStock } from './stock';
import type { BuyerStandingLookup, CatalogueServices } from './catalogue.types';

export interface CatalogueModuleOptions {
  /** The chain and contract of a tenant's collectibles, for the detail's "info on chain"; the chain module supplies it. */
  chainInfo?: ChainInfoLookup;
  buyerStanding?: BuyerStandingLookup;
  /** A catalogue file's airdrops, written in the import's transaction: the airdrop module's step. */
  airdropImport?: AirdropImportStep;
  /** A tenant's airdrops as catalogue entries, for the export: the airdrop module's step. */
  airdropExport?: AirdropExportStep;
  /** A catalogue file's recipes and activities: the synthesis and activities modules' steps (import and export). */
  growth?: GrowthSteps;
  /** The tenant's defaults for a drop without its own per-user limit or hold: the tenant module (decision 064). */
  dropDefaults?: DropDefaultsLookup;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's services: what is on sale, at what price, with how much left (`stock`); and its writer. */
    catalogue: CatalogueServices;
  }
}

/**
 * The catalogue's writer over a database, the file module's files and the category module's tree (the
 * app, the seed and the CLI build it here).
 */
export function catalogueWriter(
  db: Db,
  files: FileSaver,
  categories: Pick<CategoryService, 'rows'>,
  airdrops: AirdropImportStep | null = null,
  growth: GrowthSteps = {},
  dropDefaults: DropDefaultsLookup | null = null,
): CatalogueWriter {
  return new CatalogueWriter(
    db.kysely,
    new CatalogueAdminRepository(db.dialect),
    files,
    (tenantId, trx) => categories.rows(tenantId, trx),
    airdrops,
    growth,
    dropDefaults,
  );
}

/** The catalogue module: creators, series, collections, blind boxes, notices, home decoration, search. */
export const catalogueModule = fp<CatalogueModuleOptions>(
  async function catalogue(app: FastifyInstance, opts: CatalogueModuleOptions) {
    const db = app.db.kysely;
    const clock = app.clock;
    const collectionRows = new CollectionRepository(db);
    const noticeRows = new NoticeRepository(db);
    const collections = new CollectionService(collectionRows, clock, opts.chainInfo ?? null);
    const blindBoxes = new BlindBoxService(new BlindBoxRepository(db), clock);
    const series = new SeriesService(new SeriesRepository(db), collections, clock);
    const creators = new CreatorService(new CreatorRepository(db), collections, series, blindBoxes, clock);
    const writer = catalogueWriter(
      app.db,
      app.file.files,
      app.category.categories,
      opts.airdropImport ?? null,
      opts.growth ?? {},
      opts.dropDefaults ?? null,
    );
    const adminRows = new CatalogueAdminRepository(app.db.dialect);
    const exporter = new CatalogueExporter(
      db,
      adminRows,
      (tenantId, trx) => app.category.categories.rows(tenantId, trx),
      opts.airdropExport ?? null,
      opts.growth ?? {},
    );
    const home = new HomeService(
      new HomeRepository(db),
      collectionRows,
      noticeRows,
      collections,
      blindBoxes,
      series,
      creators,
      clock,
    );
    const services: CatalogueServices = {
      // One per process: the purchase path's one-second cache lives in it (decision 012).
      stock: new DropStock(db, clock, { shards: app.config.stockShards, dialect: app.db.dialect }),
      collections,
      blindBoxes,
      series,
      creators,
      notices: new NoticeService(noticeRows, clock),
      home,
      search: new SearchService(collections, series, creators, blindBoxes),
      writer,
      exporter,
      console: new CatalogueConsole(db, adminRows, writer, exporter),
      homeAdmin: new HomeDecorationAdmin(adminRows, home, creators),
    };
    app.decorate('catalogue', services);
    catalogueRoutes(app, services, opts.buyerStanding ?? null);
    consoleCatalogueRoutes(app, services);
    if (app.config.operatorToken) catalogueAdminRoutes(app, services);
  },
  { name: 'catalogue', dependencies: ['config', 'file', 'category'] },
);
