import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    e2ePort: number;
  }
}

/** One real server for the whole e2e suite. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('e2ePort', server.port);
  return () => server.stop();
}
