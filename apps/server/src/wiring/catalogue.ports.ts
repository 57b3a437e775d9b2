// What the catalogue module reads and runs of its neighbours (decision 013): the ports the app gives it,
// and the steps of other modules that a catalogue file's import and export run in their transaction
// (airdrops, recipes, activities). The app and what runs beside it (module-services.ts: the seed, the
// `curio` command line, the benches) take the steps from here, so the import is wired once.
import type { FastifyInstance } from 'fastify';
import { activityCatalogue } from '../modules/activity/index';
import type { AirdropWriter } from '../modules/airdrop/index';
import type {
  AirdropExportStep,
  AirdropImportStep,
  CatalogueModuleOptions,
  DropDefaultsLookup,
  GrowthSteps,
} from '../modules/catalogue/index';
import type { TenantService } from '../modules/tenant/index';
import { recipeCatalogue } from '../modules/synthesis/index';

/** The steps of other modules that a catalogue file's import and export run. */
export interface CatalogueImportSteps {
  /** A catalogue file's airdrops, written in the import's transaction: the airdrop module's writer. */
  airdropImport: AirdropImportStep;
  /** A tenant's airdrops as catalogue entries, for the export: the airdrop module's writer. */
  airdropExport: AirdropExportStep;
  /** A catalogue file's recipes and activities (issue 18): the synthesis and activities modules' steps. */
  growth: GrowthSteps;
  /** A drop without its own per-user limit or hold takes the tenant's brand settings (decision 064). */
  dropDefaults: DropDefaultsLookup;
}

/** The import's steps over the airdrop module's writer (asked when a file is imported or exported). */
export function catalogueImportSteps(
  airdrops: () => Pick<AirdropWriter, 'importEntries' | 'exportEntries'>,
  tenants: () => Pick<TenantService, 'settingsIn'>,
): CatalogueImportSteps {
  const recipes = recipeCatalogue();
  const activities = activityCatalogue();
  return {
    airdropImport: (trx, tenantId, entries, now) => airdrops().importEntries(trx, tenantId, entries, now),
    airdropExport: (db, tenantId) => airdrops().exportEntries(db, tenantId),
    growth: {
      recipeImport: (trx, tenantId, entries, now) => recipes.importEntries(trx, tenantId, entries, now),
      recipeExport: (db, tenantId) => recipes.exportEntries(db, tenantId),
      activityImport: (trx, tenantId, entries, now) => activities.importEntries(trx, tenantId, entries, now),
      activityExport: (db, tenantId) => activities.exportEntries(db, tenantId),
    },
    dropDefaults: async (tenantId, trx) => {
      const settings = await tenants().settingsIn(trx, tenantId);
      return { perUserLimit: settings.defaultPerUserLimit, holdHours: settings.defaultHoldHours };
    },
  };
}

export function cataloguePorts(app: FastifyInstance): CatalogueModuleOptions {
  return {
    // The detail's "info on chain": the chain module answers.
    chainInfo: (tenantId) => app.chain.outbox.info(tenantId),
    // The buyer's standing on a drop, for its detail page: the order module answers.
    buyerStanding: (tenantId, userId, kind, id, limit) => app.order.orders.standing(tenantId, userId, kind, id, limit),
    // A catalogue file's airdrops (the airdrop module, registered after the catalogue: asked per import),
    // recipes and activities.
    ...catalogueImportSteps(
      () => app.airdrop.writer,
      () => app.tenant.tenants,
    ),
  };
}
