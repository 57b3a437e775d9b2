import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, type FileStorage } from './file-storage';

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    return path.join(this.root, assertSafeKey(key));
  }

  async put(key: string, content: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs.promises.writeFile(tmp, content);
    await fs.promises.rename(tmp, file);
  }

  async get(key: string): Promise<Readable | null> {
    const file = this.file(key);
    try {
      await fs.promises.access(file, fs.constants.R_OK);
    } catch {
      return null;
    }
    return fs.createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.file(key), { force: true });
  }
}
