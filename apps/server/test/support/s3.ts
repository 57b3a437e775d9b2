// The S3-compatible server the server tests share (decision 051): started by scripts/test.mjs for the whole run
// (TEST_S3) or by the project's global setup (s3-global.ts), reached by tests through `inject('testS3')`.
// Every test takes a prefix of its own (`s3Prefix`), so that files never collide between tests or projects.
import { randomBytes } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import type { S3StorageOptions } from '../../src/providers/storage/s3-storage';

/** Where the run's S3-compatible server is and how to sign in to it. */
export interface TestS3 {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testS3: TestS3;
  }
}

/** A folder of the run's bucket that no other test uses. */
export const s3Prefix = (name: string) => `${name}-${randomBytes(6).toString('hex')}`;

/** The adapter's options for the run's server under `prefix`. */
export function s3Options(prefix: string): S3StorageOptions {
  const s = inject('testS3');
  return { ...s, forcePathStyle: true, prefix };
}

/** The environment that makes an app (or a command) keep its files in the run's server under `prefix`. */
export function s3Env(prefix: string): Record<string, string> {
  const s = inject('testS3');
  return {
    FILE_STORAGE: 's3',
    S3_ENDPOINT: s.endpoint,
    S3_REGION: s.region,
    S3_BUCKET: s.bucket,
    S3_ACCESS_KEY_ID: s.accessKeyId,
    S3_SECRET_ACCESS_KEY: s.secretAccessKey,
    S3_FORCE_PATH_STYLE: '1',
    S3_PREFIX: prefix,
  };
}

/** A client of the run's server, to look at the bucket from outside the adapter. */
export function s3Client(): S3Client {
  const s = inject('testS3');
  return new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Every object of the bucket whose key starts with `start` (`<prefix>/` for a folder): full key and size, by key. */
export async function objectsUnder(client: S3Client, start: string): Promise<{ key: string; size: number }[]> {
  const out: { key: string; size: number }[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: inject('testS3').bucket, Prefix: start, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) out.push({ key: o.Key!, size: o.Size ?? 0 });
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return out.sort((a, b) => a.key.localeCompare(b.key));
}
