/**
 * The built server (apps/server/dist, `npm run build` first) in a process of its own, on a free loopback
 * port and a fresh SQLite data folder with the demo seed (tenant "Curio Demo" at http://localhost), as
 * the end-to-end tests, the Lighthouse bench and the size check use it. Resolves once the server logs
 * that it listens; `stop()` ends it and removes the data folder.
 *
 * It lives beside `pg-cluster.mjs`, the other throwaway service the tests start.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const here = path.resolve(import.meta.dirname, '..');

export interface BuiltServer {
  port: number;
  /** The server's process id (a bench lowers its priority below the browser's, decision 089). */
  pid: number;
  /** `http://localhost:<port>`: the demo tenant's host. */
  url: string;
  dataDir: string;
  /** The SQLite database of the data folder, for tests that write users and sessions straight into it. */
  dbFile: string;
  stop: () => Promise<void>;
}

export interface BuiltServerOptions {
  /** Names the data folder (`curio-<name>-XXXXXX` in the temporary folder). */
  name?: string;
  /**
   * Serve a copy of apps/web/dist taken at start, kept in the data folder: a build running meanwhile
   * (`npm run build`) then cannot pull the files away from a long run.
   */
  copyWebDist?: boolean;
  /** More environment for the server (after the defaults, so it may override them). */
  env?: Record<string, string>;
  /** The checkout whose build to start (this one by default): the screenshot harness starts another commit's. */
  root?: string;
  /**
   * A file to append the server's errors to while it runs: its log lines at level error or above, and
   * anything it prints that is not a log line. The e2e failure notes quote those of a failed test's time.
   */
  errorLog?: string;
}

/** A TCP port free on the loopback interface right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

/** A log line at level error (50) or above, or a printed line that is not a log line (a crash's trace). */
function isErrorLine(line: string): boolean {
  if (line.trim() === '') return false;
  try {
    const entry = JSON.parse(line) as { level?: unknown };
    return typeof entry.level !== 'number' || entry.level >= 50;
  } catch {
    return true;
  }
}

export async function startBuiltServer(options: BuiltServerOptions = {}): Promise<BuiltServer> {
  const root = options.root ?? here;
  const entry = path.join(root, 'apps/server/dist/server.mjs');
  if (!fs.existsSync(entry)) throw new Error('apps/server/dist/server.mjs is missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `curio-${options.name ?? 'server'}-`));
  let webDist: Record<string, string> = {};
  if (options.copyWebDist) {
    const copy = path.join(dataDir, 'web');
    fs.cpSync(path.join(root, 'apps/web/dist'), copy, { recursive: true });
    // The server renders the home with the web's server entry, found beside the dist it serves.
    const ssr = path.join(root, 'apps/web/dist-ssr');
    if (fs.existsSync(ssr)) fs.cpSync(ssr, path.join(dataDir, 'dist-ssr'), { recursive: true });
    webDist = { WEB_DIST: copy };
  }
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'info', // the readiness signal below is the "Server listening" log line
      DATABASE_URL: '',
      ...webDist,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await gone;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  let log = '';
  const collect = (chunk: Buffer) => (log += chunk.toString());
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        collect(chunk);
        if (log.includes('Server listening')) resolve();
      });
      child.stderr.on('data', collect);
      child.once('error', reject);
      child.once('exit', (code, signal) => reject(new Error(`the server exited (${code ?? signal}) before listening:\n${log}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  // Listening: keep draining its output (a full pipe would stall it) without holding on to it, but for
  // the errors when asked to keep them.
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  if (options.errorLog) {
    const file = options.errorLog;
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        const errors = lines.filter(isErrorLine);
        if (errors.length > 0) fs.appendFileSync(file, errors.join('\n') + '\n');
      });
    }
  } else {
    child.stdout.resume();
    child.stderr.resume();
  }
  return { port, pid: child.pid!, url: `http://localhost:${port}`, dataDir, dbFile: path.join(dataDir, 'curio.db'), stop };
}
