import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script shared with scripts/test.mjs
import { startCluster } from '../../../scripts/pg-cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

/**
 * One PostgreSQL cluster for the whole `server-pg` project: started here unless the test command
 * already started one (TEST_PG_URL), and stopped at the end. Each test file gets its own database.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_PG_URL;
  if (given) {
    project.provide('pgUrl', given);
    return;
  }
  const cluster = (await startCluster()) as { url: string; stop: () => void };
  project.provide('pgUrl', cluster.url);
  return () => cluster.stop();
}
