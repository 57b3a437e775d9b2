// The catalogue file's recipes and activities (issue 18): the steps of the synthesis and activities
// modules that the catalogue's import and export call (ports, like the airdrops' writer: the catalogue
// module never imports those modules). The app (app.ts) and what runs beside it (module-services.ts:
// the seed and the `curio` command line) both supply them.
import type { GrowthSteps } from './modules/catalogue/index';
import { activityCatalogue } from './modules/activities/activity-catalogue.service';
import { recipeCatalogue } from './modules/synthesis/recipe-catalogue.service';

export function growthCatalogueSteps(): GrowthSteps {
  const recipes = recipeCatalogue();
  const activities = activityCatalogue();
  return {
    recipeImport: (trx, tenantId, entries, now) => recipes.importEntries(trx, tenantId, entries, now),
    recipeExport: (db, tenantId) => recipes.exportEntries(db, tenantId),
    activityImport: (trx, tenantId, entries, now) => activities.importEntries(trx, tenantId, entries, now),
    activityExport: (db, tenantId) => activities.exportEntries(db, tenantId),
  };
}
