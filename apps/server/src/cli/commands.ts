// The `curio` command line's commands (curio.ts runs them): parse the arguments, call the modules'
// services, print what they answer. No SQL here.
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Config } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { moduleServices } from '../module-services';
import { CatalogueImportError, type ImportReport } from '../modules/catalogue/index';
import { LocalDiskStorage } from '../providers/storage/local-disk-storage';

/** Where the command writes (the console, or a test's capture). */
export interface Output {
  log(line: string): void;
  error(line: string): void;
}

const USAGE = `usage: npm run curio -- import-catalog <file> --tenant <host>

  <file>           a catalogue file (docs/catalogue-format.md)
  --tenant <host>  the tenant, by one of its host names (e.g. localhost, aurora.localhost) or its code`;

export function describeReport(r: ImportReport): string {
  const lines = Object.entries(r.counts)
    .filter(([, c]) => c.created + c.updated > 0)
    .map(([kind, c]) => `  ${kind.padEnd(13)} ${c.created} created, ${c.updated} updated`);
  if (r.hotSearchWords) lines.push(`  hot words     ${r.hotSearchWords}`);
  lines.push(`  media         ${r.mediaStored} stored`);
  for (const w of r.warnings) lines.push(`  warning: ${w}`);
  return lines.join('\n');
}

async function importCatalogCommand(args: string[], getConfig: () => Config, out: Output): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: { tenant: { type: 'string' } }, allowPositionals: true });
  const file = positionals[0];
  if (!file || !values.tenant || positionals.length > 1) {
    out.error(USAGE);
    return 2;
  }
  const config = getConfig();
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const s = moduleServices(db, new LocalDiskStorage(`${config.dataDir}/files`));
    const tenant = await s.tenantAdmin.byHostOrCode(values.tenant);
    if (!tenant) {
      out.error(`no tenant has the host name or code "${values.tenant}"`);
      return 1;
    }
    const full = path.resolve(file);
    const report = await s.catalogueWriter.importFile(full, { tenantId: tenant.id, now: Date.now() });
    out.log(`imported ${file} into ${tenant.name} (${values.tenant}):\n${describeReport(report)}`);
    return 0;
  } catch (err) {
    if (err instanceof CatalogueImportError) {
      out.error(`${file} was not imported; nothing was changed:`);
      for (const i of err.issues) out.error(`  ${i.path}: ${i.message}`);
      return 1;
    }
    throw err;
  } finally {
    await db.close();
  }
}

/** Runs one `curio` command; answers the process exit code. */
export async function runCurio(argv: string[], getConfig: () => Config, out: Output = console): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'import-catalog':
      return importCatalogCommand(rest, getConfig, out);
    case undefined:
    case 'help':
    case '--help':
      out.log(USAGE);
      return command === undefined ? 2 : 0;
    default:
      out.error(`unknown command "${command}"\n\n${USAGE}`);
      return 2;
  }
}
