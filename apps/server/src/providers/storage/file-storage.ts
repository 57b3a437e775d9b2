import type { Readable } from 'node:stream';

/** Where uploaded and generated files live. Local disk by default; an object store later. */
export interface FileStorage {
  put(key: string, content: Buffer): Promise<void>;
  /** A stream of the file, or null when there is none. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}
