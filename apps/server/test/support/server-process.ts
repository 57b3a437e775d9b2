// A child process running one of test/fixtures/*-process.ts on the test's database and data folder,
// configured by the environment like the real server: for the tests that kill it with SIGKILL and
// check what a restart finds.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { TestApp } from '../helpers';

export type ChildProcess = {
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** Resolves with the signal (or the exit code) once the process has ended. */
  exited: Promise<string | number | null>;
  /** Waits until the process printed something that passes `test` (or ended first: then it throws). */
  printed: (test: (s: string) => boolean) => Promise<void>;
  /** Polls `done` until it holds (or the process ended first: then it throws). */
  until: (done: () => Promise<boolean>) => Promise<void>;
  /** All it printed so far, stdout and stderr. */
  output: () => string;
};

export type ServerProcess = ChildProcess & { port: number };

/**
 * Starts `test/fixtures/<fixture>.ts` in a process of its own. `env` adds to (or overrides) the
 * environment of a server without the chain worker, logging warnings only.
 */
export function spawnProcess(t: TestApp, fixture: string, masterKey: string, env: Record<string, string> = {}): ChildProcess {
  const root = path.resolve(import.meta.dirname, '../../../..');
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/test/fixtures/${fixture}.ts`], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      DATABASE_URL: t.config.database.kind === 'postgres' ? t.config.database.url : t.config.database.file,
      MASTER_KEY: masterKey,
      SIGN_KEY: t.config.signKey,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      CHAIN_WORKER: '0',
      WEB_DIST: path.join(t.dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const waiters: { test: (s: string) => boolean; resolve: () => void }[] = [];
  const exited = new Promise<string | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    for (const w of waiters.splice(0))
      if (w.test(out)) w.resolve();
      else waiters.push(w);
  });
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const ended = () => exited.then((how) => Promise.reject(new Error(`the ${fixture} process ended (${how}):\n${out}`)));
  const printed = (test: (s: string) => boolean) =>
    Promise.race([new Promise<void>((resolve) => (test(out) ? resolve() : waiters.push({ test, resolve }))), ended()]);
  const until = async (done: () => Promise<boolean>) => {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) await ended();
      if (await done()) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  return { child, exited, printed, until, output: () => out };
}

/** Starts a server fixture on a free port and waits until it listens (it prints `{"listening":port}`). */
export async function startServerProcess(
  t: TestApp,
  fixture: string,
  masterKey: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const server = spawnProcess(t, fixture, masterKey, { HOST: '127.0.0.1', PORT: '0', ...env });
  await server.printed((s) => /\{"listening":\d+\}/.test(s));
  return { ...server, port: Number(/\{"listening":(\d+)\}/.exec(server.output())![1]) };
}
