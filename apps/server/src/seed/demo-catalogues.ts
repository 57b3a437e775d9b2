import fs from 'node:fs';
import path from 'node:path';
import type { ImportReport } from '../modules/catalogue/index';
import type { ModuleServices } from '../module-services';

/** The demo catalogue of each demo tenant (by tenant code), in `seed/catalog/`. */
export const DEMO_CATALOGUES: Record<string, string> = { demo: 'curio-demo.json', aurora: 'aurora.json' };

/** `seed/catalog` from the source (tsx, tests) or from the bundle (`dist/server.mjs`). */
export function demoCatalogueDir(): string {
  const here = import.meta.dirname ?? '.';
  const candidates = [path.resolve(here, 'catalog'), path.resolve(here, '../src/seed/catalog')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, DEMO_CATALOGUES.demo!)));
  if (!found) throw new Error(`demo catalogues not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * Imports the demo catalogue into each demo tenant that has no catalogue yet (no creator), so seeding
 * again, or after an operator changed the catalogue, changes nothing. Sale times are relative to now:
 * re-run `npm run curio -- import-catalog apps/server/src/seed/catalog/curio-demo.json --tenant
 * localhost` to move the upcoming drops a few minutes ahead again. A media file that is missing gets a
 * placeholder (with a warning) rather than stopping the server's start.
 */
export async function seedDemoCatalogues(
  s: Pick<ModuleServices, 'tenantAdmin' | 'catalogueWriter'>,
  now = Date.now(),
): Promise<ImportReport[]> {
  const reports: ImportReport[] = [];
  const dir = demoCatalogueDir();
  for (const [code, file] of Object.entries(DEMO_CATALOGUES)) {
    const tenant = await s.tenantAdmin.byCode(code);
    if (!tenant) continue;
    if (await s.catalogueWriter.hasCatalogue(tenant.id)) continue;
    const report = await s.catalogueWriter.importFile(path.join(dir, file), {
      tenantId: tenant.id,
      now,
      missingMedia: 'placeholder',
    });
    if (report.warnings.length) console.warn(`demo catalogue ${file}:\n  ${report.warnings.join('\n  ')}`);
    reports.push(report);
  }
  return reports;
}
