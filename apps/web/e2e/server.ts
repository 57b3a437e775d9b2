import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

/**
 * Starts the real built server (apps/server/dist) on a fresh seeded SQLite database and resolves
 * once it logs that it listens. Returns its base URL and a stop function.
 */
export async function startServer(): Promise<{ port: number; dbFile: string; stop: () => Promise<void> }> {
  const entry = path.join(root, 'apps/server/dist/server.mjs');
  if (!fs.existsSync(entry)) throw new Error('apps/server/dist/server.mjs is missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-e2e-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Server listening')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${log}`)));
  });
  child.stdout?.resume();
  return {
    port,
    dbFile: path.join(dataDir, 'curio.db'),
    stop: async () => {
      if (child.exitCode === null) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await gone;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
