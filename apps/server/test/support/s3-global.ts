import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script shared with scripts/test.mjs
import { startS3Server } from '../../../../scripts/s3-server.mjs';
import type { TestS3 } from './s3';

/**
 * The global setups' part (decision 051): the S3-compatible server `npm test` started for the whole run
 * (TEST_S3, JSON), else one started here for this project; provided to tests as `testS3`. Answers the teardown.
 */
export async function provideTestS3(project: TestProject): Promise<() => void> {
  const given = process.env.TEST_S3;
  const server = given ? undefined : ((await startS3Server()) as TestS3 & { stop(): void });
  const s: TestS3 = given ? (JSON.parse(given) as TestS3) : server!;
  project.provide('testS3', {
    endpoint: s.endpoint,
    region: s.region,
    bucket: s.bucket,
    accessKeyId: s.accessKeyId,
    secretAccessKey: s.secretAccessKey,
  });
  return () => server?.stop();
}
