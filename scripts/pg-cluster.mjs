// Starts and stops a throwaway PostgreSQL cluster for tests: from the installed PostgreSQL binaries,
// on a free loopback port, as the `postgres` user when run as root (PostgreSQL refuses root).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function findBin(name) {
  const roots = ['/usr/lib/postgresql'];
  for (const root of roots) {
    if (!fs.existsSync(root)) continue;
    const versions = fs
      .readdirSync(root)
      .filter((v) => fs.existsSync(path.join(root, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return path.join(root, versions[0], 'bin', name);
  }
  const which = spawnSync('which', [name], { encoding: 'utf8' });
  if (which.status === 0) return which.stdout.trim();
  throw new Error(`PostgreSQL binary "${name}" not found (install the postgresql package)`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function run(bin, args) {
  const cmd = isRoot ? 'runuser' : bin;
  const full = isRoot ? ['-u', 'postgres', '--', bin, ...args] : args;
  execFileSync(cmd, full, { stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Starts a cluster; returns { url, stop }. */
export async function startCluster() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-pg-'));
  const data = path.join(dir, 'data');
  const sock = path.join(dir, 'sock');
  fs.mkdirSync(sock);
  if (isRoot) {
    execFileSync('chown', ['-R', 'postgres:postgres', dir]);
    fs.chmodSync(dir, 0o755);
  }
  run(findBin('initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
  const port = await freePort();
  const opts = [
    `-p ${port}`,
    `-k ${sock}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
    '-c shared_buffers=128MB',
  ].join(' ');
  run(findBin('pg_ctl'), ['-D', data, '-o', opts, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(findBin('pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already gone
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
