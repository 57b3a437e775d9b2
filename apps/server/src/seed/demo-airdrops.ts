import path from 'node:path';
import type { ImportReport } from '../modules/catalogue/index';
import type { ModuleServices } from '../module-services';
import { demoCatalogueDir } from './demo-catalogues';

/** Each demo tenant's airdrops (an open one and an expired one, with their collections), in `seed/catalog/`. */
export const DEMO_AIRDROPS: Record<string, string> = { demo: 'curio-demo-airdrops.json', aurora: 'aurora-airdrops.json' };

/** The key of the open airdrop every demo tenant gets (the seed adds the file once, when it is missing). */
export const DEMO_OPEN_AIRDROP_KEY = 'welcome';

/**
 * Gives each demo tenant its demo airdrops, once: through the catalogue import of a small file (its
 * airdrops section runs the airdrop module's step), after the demo catalogue (the file names one of its
 * creators). A tenant that has the open airdrop's key already is left as it is.
 */
export async function seedDemoAirdrops(
  s: Pick<ModuleServices, 'tenantAdmin' | 'catalogueWriter' | 'airdropWriter'>,
  now = Date.now(),
): Promise<ImportReport[]> {
  const reports: ImportReport[] = [];
  const dir = demoCatalogueDir();
  for (const [code, file] of Object.entries(DEMO_AIRDROPS)) {
    const tenant = await s.tenantAdmin.byCode(code);
    if (!tenant) continue;
    if (await s.airdropWriter.hasKey(tenant.id, DEMO_OPEN_AIRDROP_KEY)) continue;
    if (!(await s.catalogueWriter.hasCatalogue(tenant.id))) continue;
    reports.push(
      await s.catalogueWriter.importFile(path.join(dir, file), { tenantId: tenant.id, now, missingMedia: 'placeholder' }),
    );
  }
  return reports;
}
