import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';

/**
 * The storage `FILE_STORAGE` names (decision 051): `DATA_DIR/files` on this machine, or the S3-compatible
 * object store of the `S3_*` settings. The one place that builds it (the app's providers, the seed and the
 * `curio` commands).
 */
export function createFileStorage(config: Pick<Config, 'storage'>): FileStorage {
  const s = config.storage;
  if (s.kind === 'local') return new LocalDiskStorage(s.dir);
  return new S3Storage(s);
}
