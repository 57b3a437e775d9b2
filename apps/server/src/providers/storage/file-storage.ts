import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live: local disk (`LocalDiskStorage`, one machine) or an S3-compatible
 * object store (`S3Storage`, decision 051), chosen by `FILE_STORAGE` (`createFileStorage`).
 */
export interface FileStorage {
  put(key: string, content: Buffer): Promise<void>;
  /** A stream of the file, or null when there is none. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

/** Keys are `t<tenant>/<id>` and `t<tenant>/<id>.w480.webp`: letters, digits, `_`, `-`, dots after the first part. */
const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** Whether a key is one a storage accepts (no `..`, no absolute or empty parts). */
export const isSafeKey = (key: string): boolean => SAFE_KEY.test(key) && !key.includes('..');

/** Refuses a key that could reach outside the storage's folder or prefix. */
export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}
