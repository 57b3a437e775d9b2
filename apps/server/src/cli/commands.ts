// The `curio` command line's commands (curio.ts runs them): parse the arguments, call the modules'
// services, print what they answer. No SQL here.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, type Config } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { moduleServices } from '../module-services';
import { CatalogueImportError, type ImportReport } from '../modules/catalogue/index';
import { createFileStorage } from '../providers/storage/create-file-storage';
import { S3Storage } from '../providers/storage/s3-storage';
import { copyFilesToStore } from './files-copy';

/** Where the command writes (the console, or a test's capture). */
export interface Output {
  log(line: string): void;
  error(line: string): void;
}

const USAGE = `usage: npm run curio -- import-catalog <file> --tenant <host>
       npm run curio -- files:copy-to-s3 [--dry-run] [--concurrency <n>]

import-catalog     validates a catalogue file and imports it into a tenant
  <file>           a catalogue file (docs/catalogue-format.md)
  --tenant <host>  the tenant, by one of its host names (e.g. localhost, aurora.localhost) or its code

files:copy-to-s3   copies DATA_DIR/files (originals and image variants) to the object store of FILE_STORAGE=s3
                   and the S3_* variables; a file already there with the same size is skipped, so it may be
                   interrupted and run again (decision 051). Exits 1 when any file failed.
  --dry-run        lists what would be copied, copies nothing
  --concurrency n  files copied at once (default 8)`;

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
    const s = moduleServices(db, createFileStorage(config));
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

async function filesCopyCommand(args: string[], getConfig: () => Config, out: Output): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { 'dry-run': { type: 'boolean' }, concurrency: { type: 'string' } },
    allowPositionals: true,
  });
  const concurrency = values.concurrency === undefined ? 8 : Number(values.concurrency);
  if (positionals.length > 0 || !Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
    out.error(USAGE);
    return 2;
  }
  let config: Config;
  try {
    config = getConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    for (const p of err.problems) out.error(`  - ${p}`);
    return 1;
  }
  if (config.storage.kind !== 's3') {
    out.error('files:copy-to-s3 copies to the object store of FILE_STORAGE=s3: set FILE_STORAGE=s3 and the S3_* variables');
    return 2;
  }
  const source = path.join(config.dataDir, 'files');
  if (!fs.existsSync(source)) {
    out.error(`no files to copy: ${source} does not exist (DATA_DIR)`);
    return 1;
  }
  const s = config.storage;
  const store = new S3Storage(s);
  const where = `${s.endpoint ?? `AWS S3 (${s.region})`}, bucket ${s.bucket}${s.prefix ? `, prefix ${s.prefix}` : ''}`;
  out.log(`${values['dry-run'] ? 'would copy' : 'copying'} ${source} to ${where}`);
  try {
    const r = await copyFilesToStore(source, store, out, { concurrency, dryRun: values['dry-run'] });
    const mb = (r.bytes / 1024 / 1024).toFixed(1);
    out.log(
      `${r.files} files: ${r.copied} ${values['dry-run'] ? 'to copy' : 'copied'} (${mb} MB), ${r.skipped} skipped (already there, same size), ${r.failed} failed`,
    );
    if (r.failed > 0) out.error(`${r.failed} files were not copied: run the command again once the cause is mended`);
    return r.failed > 0 ? 1 : 0;
  } catch (err) {
    // The store could not be listed (address, credentials, bucket): nothing was copied.
    out.error(`the object store could not be read: ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}`);
    return 1;
  } finally {
    store.close();
  }
}

/** Runs one `curio` command; answers the process exit code. */
export async function runCurio(argv: string[], getConfig: () => Config, out: Output = console): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'import-catalog':
      return importCatalogCommand(rest, getConfig, out);
    case 'files:copy-to-s3':
      return filesCopyCommand(rest, getConfig, out);
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
