import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '../../../scripts/built-server';

declare module 'vitest' {
  export interface ProvidedContext {
    e2ePort: number;
    e2eDb: string;
  }
}

/** One real server for the whole e2e suite: the built one, on a fresh seeded SQLite database. */
export default async function setup(project: TestProject) {
  const server = await startBuiltServer({ name: 'e2e' });
  project.provide('e2ePort', server.port);
  project.provide('e2eDb', server.dbFile);
  return () => server.stop();
}
