import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '../../../scripts/built-server';
import { CHROMIUM_OPTIONS } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    e2ePort: number;
    e2eDb: string;
    /** The shared Chromium's endpoint (`launch()` in browser.ts connects to it). */
    e2eBrowser: string;
    /** The file the server appends its errors to (the failure notes quote a failed test's). */
    e2eServerErrors: string;
  }
}

/**
 * One real server for the whole e2e suite: the built one, on a fresh seeded SQLite database. And one
 * Chromium (decision 045): each test file connects to it and makes its own contexts, instead of starting
 * a browser of its own.
 */
export default async function setup(project: TestProject) {
  const errorLog = path.resolve(import.meta.dirname, '../../../test-results/e2e-server-errors.log');
  fs.mkdirSync(path.dirname(errorLog), { recursive: true });
  fs.rmSync(errorLog, { force: true });
  const starting = await Promise.allSettled([
    startBuiltServer({ name: 'e2e', errorLog }),
    chromium.launchServer(CHROMIUM_OPTIONS),
  ]);
  const [started, launched] = starting;
  if (started.status === 'rejected' || launched.status === 'rejected') {
    // One of them started: end it before failing.
    if (started.status === 'fulfilled') await started.value.stop();
    if (launched.status === 'fulfilled') await launched.value.close();
    throw started.status === 'rejected' ? started.reason : (launched as PromiseRejectedResult).reason;
  }
  const server = started.value;
  const browser = launched.value;
  project.provide('e2ePort', server.port);
  project.provide('e2eDb', server.dbFile);
  project.provide('e2eBrowser', browser.wsEndpoint());
  project.provide('e2eServerErrors', errorLog);
  return async () => {
    await browser.close();
    await server.stop();
  };
}
