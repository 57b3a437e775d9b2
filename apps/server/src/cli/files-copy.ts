// `npm run curio -- files:copy-to-s3`: copies a deployment's files from local disk (DATA_DIR/files: originals and
// image variants) to the object store of FILE_STORAGE=s3 (decision 051). Resumable and idempotent: an object already
// there with the same size is skipped, so an interrupted copy is simply run again.
import fs from 'node:fs';
import path from 'node:path';
import { isSafeKey } from '../providers/storage/file-storage';
import type { StoredObject } from '../providers/storage/s3-storage';

/** Where the copy writes: the object store's `put`, and its listing (one request per 1,000 objects). */
export interface CopyTarget {
  put(key: string, content: Buffer): Promise<void>;
  list(): AsyncIterable<StoredObject>;
}

export interface CopyReport {
  /** Files found in the folder (leftover temporary files not counted). */
  files: number;
  copied: number;
  /** Already in the store with the same size. */
  skipped: number;
  failed: number;
  /** Bytes copied. */
  bytes: number;
}

interface Out {
  log(line: string): void;
  error(line: string): void;
}

/** A write LocalDiskStorage left half-done (`<key>.<pid>.<ms>.tmp`, renamed into place when complete). */
const TEMPORARY = /\.\d+\.\d+\.tmp$/;

/** Every regular file under `dir`, with its key (the path from `dir`, `/`-separated) and size. */
async function* filesUnder(dir: string, base = dir): AsyncGenerator<{ key: string; file: string; size: number }> {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) yield* filesUnder(file, base);
    else if (e.isFile() && !TEMPORARY.test(e.name)) {
      const { size } = await fs.promises.stat(file);
      yield { key: path.relative(base, file).split(path.sep).join('/'), file, size };
    }
  }
}

/**
 * Copies every file under `sourceDir` to `target` under the same key, `concurrency` at a time; a key already in the
 * store with the same size is skipped (an object store's put is whole or nothing, so a present object is complete).
 * Each failure is printed and counted; the copy goes on.
 */
export async function copyFilesToStore(
  sourceDir: string,
  target: CopyTarget,
  out: Out,
  opts: { concurrency?: number; dryRun?: boolean; progressEvery?: number } = {},
): Promise<CopyReport> {
  const present = new Map<string, number>();
  for await (const o of target.list()) present.set(o.key, o.size);
  const report: CopyReport = { files: 0, copied: 0, skipped: 0, failed: 0, bytes: 0 };
  const progressEvery = opts.progressEvery ?? 1_000;
  const source = filesUnder(sourceDir);
  let done = 0;

  const copyOne = async (f: { key: string; file: string; size: number }) => {
    if (present.get(f.key) === f.size) {
      report.skipped += 1;
      return;
    }
    try {
      if (!isSafeKey(f.key)) throw new Error('not a storage key (letters, digits, _ - . and /)');
      if (!opts.dryRun) {
        const content = await fs.promises.readFile(f.file);
        await target.put(f.key, content);
      }
      report.copied += 1;
      report.bytes += f.size;
      if (opts.dryRun) out.log(`would copy ${f.key} (${f.size} bytes)`);
    } catch (err) {
      report.failed += 1;
      out.error(`failed: ${f.key}: ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}`);
    }
  };

  // A few workers take the next file of one shared walk, so the folder is never read into memory whole.
  const worker = async () => {
    for (;;) {
      const next = await source.next();
      if (next.done) return;
      report.files += 1;
      await copyOne(next.value);
      done += 1;
      if (done % progressEvery === 0) {
        out.log(`  ${done} files: ${report.copied} copied, ${report.skipped} skipped, ${report.failed} failed`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 8) }, worker));
  return report;
}
