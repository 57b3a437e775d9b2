// The modules' services without the HTTP app, for what runs beside it (the seed, the `curio` command
// line, benchmarks): built by the same module factories the app's module plugins use, and the catalogue
// import's steps of other modules by the same wiring as the app's (wiring/catalogue.ports.ts).
import type { Db } from './db/database';
import { airdropWriter } from './modules/airdrop/index';
import { catalogueWriter } from './modules/catalogue/index';
import { categoryServices } from './modules/category/index';
import { fileServices } from './modules/file/index';
import { operatorAccounts } from './modules/operator/index';
import { tenantServices } from './modules/tenant/index';
import type { FileStorage } from './providers/index';
import { catalogueImportSteps } from './wiring/catalogue.ports';

/** Platform files (seed art, imported media) are not uploads: no upload size limit applies to them. */
const PLATFORM_FILE_MAX_MB = Infinity;

export function moduleServices(db: Db, storage: FileStorage) {
  const { files } = fileServices(db, storage, PLATFORM_FILE_MAX_MB);
  const { categories } = categoryServices(db);
  const tenant = tenantServices(db);
  const airdrops = airdropWriter(db);
  const steps = catalogueImportSteps(
    () => airdrops,
    () => tenant.tenants,
  );
  return {
    db: db.kysely,
    files,
    operators: operatorAccounts(db),
    categories,
    tenants: tenant.tenants,
    tenantAdmin: tenant.admin,
    airdropWriter: airdrops,
    catalogueWriter: catalogueWriter(db, files, categories, steps.airdropImport, steps.growth, steps.dropDefaults),
  };
}

export type ModuleServices = ReturnType<typeof moduleServices>;
