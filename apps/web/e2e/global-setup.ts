import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    e2ePort: number;
    e2eDb: string;
  }
}

/** One real server for the whole e2e suite. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('e2ePort', server.port);
  project.provide('e2eDb', server.dbFile);
  return () => server.stop();
}
