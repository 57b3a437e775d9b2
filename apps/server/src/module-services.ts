// The modules' services without the HTTP app, for what runs beside it (the seed, the `curio` command
// line, benchmarks): built by the same module factories the app's module plugins use.
import type { Db } from './db/database';
import { growthCatalogueSteps } from './growth-catalogue-steps';
import { airdropWriter } from './modules/airdrops/index';
import { catalogueWriter } from './modules/catalogue/index';
import { categoryServices } from './modules/category/index';
import { fileServices } from './modules/file/index';
import { operatorAccounts } from './modules/operators/index';
import { tenantServices } from './modules/tenant/index';
import type { FileStorage } from './providers/index';

/** Platform files (seed art, imported media) are not uploads: no upload size limit applies to them. */
const PLATFORM_FILE_MAX_MB = Infinity;

export function moduleServices(db: Db, storage: FileStorage) {
  const { files } = fileServices(db, storage, PLATFORM_FILE_MAX_MB);
  const { categories } = categoryServices(db);
  const tenant = tenantServices(db);
  const airdrops = airdropWriter(db);
  return {
    db: db.kysely,
    files,
    operators: operatorAccounts(db),
    categories,
    tenants: tenant.tenants,
    tenantAdmin: tenant.admin,
    airdropWriter: airdrops,
    catalogueWriter: catalogueWriter(
      db,
      files,
      categories,
      (trx, tenantId, entries, now) => airdrops.importEntries(trx, tenantId, entries, now),
      growthCatalogueSteps(),
    ),
  };
}

export type ModuleServices = ReturnType<typeof moduleServices>;
