import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script shared with scripts/test.mjs
import { startCluster } from '../../../scripts/pg-cluster.mjs';
import { provideTestS3 } from './support/s3-global';
import { makeTemplateRun } from './support/template-db';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

/**
 * One PostgreSQL cluster for the whole `server-pg` project: started here unless the test command
 * already started one (TEST_PG_URL), and stopped at the end. Each test file gets its own database,
 * copied from the template migrated here once and seeded by each worker (support/template-db.ts, decision 045).
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_PG_URL;
  const cluster = given ? undefined : ((await startCluster()) as { url: string; stop: () => void });
  const url = given ?? cluster!.url;
  project.provide('pgUrl', url);
  const { remove, ...run } = await makeTemplateRun(url);
  project.provide('testTemplates', run);
  // The S3-compatible server (decision 051): the run's (TEST_S3), or one of this project's own.
  const stopS3 = await provideTestS3(project);
  return async () => {
    await remove();
    cluster?.stop();
    stopS3();
  };
}
