import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { s3Env, s3Prefix } from '../../../test/support/s3';
import { ConfigError, loadConfig } from '../../config';
import { createFileStorage } from './create-file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-storage-config-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });

/** The problems a configuration is refused with (fails the test when it is accepted). */
function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    config(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('the configuration was accepted');
}

describe('FILE_STORAGE (decision 051)', () => {
  it('is local disk under DATA_DIR/files unless told otherwise', async () => {
    const c = config({});
    expect(c.storage).toEqual({ kind: 'local', dir: path.join(dataDir, 'files') });
    const storage = createFileStorage(c);
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    await storage.put('t1/local', Buffer.from('on disk'));
    expect(fs.readFileSync(path.join(dataDir, 'files/t1/local'), 'utf8')).toBe('on disk');
  });

  it('s3 without its settings is refused, naming each one missing', () => {
    expect(problemsOf({ FILE_STORAGE: 's3' })).toEqual([
      'S3_REGION must be set when FILE_STORAGE=s3',
      'S3_BUCKET must be set when FILE_STORAGE=s3',
      'S3_ACCESS_KEY_ID must be set when FILE_STORAGE=s3',
      'S3_SECRET_ACCESS_KEY must be set when FILE_STORAGE=s3',
    ]);
    expect(problemsOf({ FILE_STORAGE: 's3', S3_REGION: 'oss-cn-hangzhou', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toEqual([
      'S3_SECRET_ACCESS_KEY must be set when FILE_STORAGE=s3',
    ]);
  });

  it("production refuses the example's placeholder keys", () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      FILE_STORAGE: 's3',
      S3_REGION: 'oss-cn-hangzhou',
      S3_BUCKET: 'curio-files',
      S3_ACCESS_KEY_ID: 'change-me',
      S3_SECRET_ACCESS_KEY: 'change-me',
    });
    expect(problems).toContain('S3_ACCESS_KEY_ID is a placeholder value');
    expect(problems).toContain('S3_SECRET_ACCESS_KEY is a placeholder value');
  });

  it('refuses a prefix that could leave its folder, and an endpoint that is not a URL', () => {
    expect(() => config({ S3_PREFIX: '../other' })).toThrow(/S3_PREFIX/);
    expect(() => config({ S3_PREFIX: 'a//b' })).toThrow(/S3_PREFIX/);
    expect(() => config({ S3_ENDPOINT: 'oss-cn-hangzhou.aliyuncs.com' })).toThrow(/S3_ENDPOINT/);
    expect(() => config({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('s3 with its settings is the typed store, and the storage built from it works', async () => {
    const prefix = s3Prefix('config');
    const env: Record<string, string> = { ...s3Env(prefix), S3_PREFIX: `/${prefix}/` };
    const c = config(env);
    expect(c.storage).toEqual({
      kind: 's3',
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
      prefix,
    });
    const storage = createFileStorage(c);
    expect(storage).toBeInstanceOf(S3Storage);
    try {
      await storage.put('t1/through-config', Buffer.from('in the bucket'));
      expect((await buffer((await storage.get('t1/through-config'))!)).toString()).toBe('in the bucket');
      expect(fs.existsSync(path.join(dataDir, 'files/t1/through-config'))).toBe(false);
    } finally {
      (storage as S3Storage).close();
    }
  });
});
