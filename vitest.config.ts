import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run, several projects. The server's integration tests run twice:
// once on SQLite and once on a throwaway PostgreSQL cluster (see test/pg-global-setup.ts).
export default defineConfig({
  test: {
    // At least two workers. Vitest's default is one fewer than the cores, which is one on a 2-core
    // machine: every file would then wait for the one before it, while a file spends much of its time
    // waiting on other processes (Chromium, the built server, PostgreSQL) and leaves a core idle.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'tooling', // the repository's own tooling: lint boundaries, import cycles, the benches' helpers
          include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'chain',
          include: ['packages/chain/{src,test}/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000, // the JSON-RPC suites start a Hardhat node in beforeAll
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'console', // the operator console's unit tests (decision 037)
          include: ['apps/console/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server-sqlite',
          include: ['apps/server/{src,test}/**/*.test.ts'],
          exclude: ['apps/server/test/cluster/**'],
          environment: 'node',
          env: { TEST_DB: 'sqlite' },
          // Files share a worker's module cache (decision 045): the app's module graph is imported once
          // per worker, not once per file. Module state is per app (buildApp), not per module.
          isolate: false,
          // Each app starts from a copy of a migrated (and seeded) template database (decision 045).
          globalSetup: ['apps/server/test/support/sqlite-global-setup.ts'],
          // A watchdog, not a budget: on a loaded 2-core machine one app start can take seconds.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-pg',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: ['apps/server/test/cluster/**'],
          environment: 'node',
          env: { TEST_DB: 'pg' },
          isolate: false, // as server-sqlite (decision 045)
          globalSetup: ['apps/server/test/pg-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Several built server processes on one PostgreSQL and one object store behind the round-robin
          // proxy (issue 29): PostgreSQL only (SQLite serves one process). The built server: `npm run build` first.
          name: 'cluster',
          include: ['apps/server/test/cluster/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'pg' },
          globalSetup: ['apps/server/test/pg-global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          // The storefront's and the console's (apps/console/e2e, 1440x900): one built server for both.
          include: ['apps/web/e2e/**/*.e2e.ts', 'apps/console/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          // A failed test's message says what its pages showed (address, text, errors, failed requests).
          setupFiles: ['apps/web/e2e/failure-notes.ts'],
          isolate: false, // the helpers and playwright-core imported once per worker (decision 045)
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
