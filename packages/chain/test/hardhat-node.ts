// A throwaway Hardhat node (hardhat@2 from npm, offline) for the JSON-RPC adapter's tests and the chain bench.
//
// It runs in a temporary directory holding a minimal hardhat.config.cjs (chain id, Cancun, funded accounts,
// automine, no request logging) and a node_modules/hardhat link to the installed package (Hardhat refuses to
// run from a project that does not have it installed locally). Hardhat never compiles here: the tests deploy
// the committed artifact's bytecode, so no solc is downloaded. Its global cache and config directories are
// pointed into the temporary directory too, so nothing outside it is written.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Hex } from '../src/index';

export interface HardhatAccount {
  privateKey: Hex;
  /** Wei, default 10^24 (a million ether). */
  balance?: bigint;
}

export interface HardhatNodeOptions {
  accounts: HardhatAccount[];
  /** Default 31337. */
  chainId?: number;
  /** How long the node may take to answer `eth_chainId` (default 30 s). */
  startTimeoutMs?: number;
  /** More settings of the `hardhat` network, over the defaults below. */
  network?: Record<string, unknown>;
}

export interface HardhatNode {
  url: string;
  pid: number;
  chainId: number;
  /** Hardhat's version, e.g. `2.29.1`. */
  version: string;
  /** Stops the node by its process id and removes its directory. */
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

function hardhatPackage(): { dir: string; cli: string; version: string } {
  const manifestPath = require.resolve('hardhat/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string; bin: { hardhat: string } };
  const dir = realpathSync(dirname(manifestPath));
  return { dir, cli: join(dir, manifest.bin.hardhat), version: manifest.version };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function chainIdAt(url: string): Promise<number | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { result?: string };
    return body.result ? Number(body.result) : null;
  } catch {
    return null; // not listening yet
  }
}

function writeProject(dir: string, options: HardhatNodeOptions, chainId: number, hardhatDir: string): string {
  const accounts = options.accounts.map((account) => ({
    privateKey: account.privateKey,
    balance: (account.balance ?? 10n ** 24n).toString(),
  }));
  const config = {
    networks: {
      hardhat: {
        chainId,
        hardfork: 'cancun',
        accounts,
        mining: { auto: true, interval: 0 },
        // Like any other node: a transaction that reverts is mined with a failed receipt, not answered with an error.
        throwOnTransactionFailures: false,
        loggingEnabled: false,
        ...options.network,
      },
    },
  };
  const configPath = join(dir, 'hardhat.config.cjs');
  writeFileSync(configPath, `module.exports = ${JSON.stringify(config, null, 2)};\n`);
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(hardhatDir, join(dir, 'node_modules', 'hardhat'), 'dir');
  for (const sub of ['cache', 'config', 'data']) mkdirSync(join(dir, 'xdg', sub), { recursive: true });
  return configPath;
}

/** Starts a Hardhat node on a free loopback port and resolves once it answers `eth_chainId`. */
export async function startHardhatNode(options: HardhatNodeOptions): Promise<HardhatNode> {
  const chainId = options.chainId ?? 31337;
  const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
  const hardhat = hardhatPackage();
  const dir = mkdtempSync(join(tmpdir(), 'curio-hardhat-'));
  const configPath = writeProject(dir, options, chainId, hardhat.dir);

  // A port found free may be taken before Hardhat binds it: then the node exits and we try another.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(
      process.execPath,
      [hardhat.cli, 'node', '--config', configPath, '--hostname', '127.0.0.1', '--port', String(port)],
      {
        cwd: dir,
        env: {
          ...process.env,
          HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
          XDG_CACHE_HOME: join(dir, 'xdg', 'cache'),
          XDG_CONFIG_HOME: join(dir, 'xdg', 'config'),
          XDG_DATA_HOME: join(dir, 'xdg', 'data'),
          NO_COLOR: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const output = tail(child);
    const state: { exited: string | null } = { exited: null };
    child.once('exit', (code, signal) => (state.exited ??= `exited with ${code ?? signal}`));
    child.once('error', (error) => (state.exited ??= `failed to start: ${error.message}`));

    while (state.exited === null && Date.now() < deadline) {
      if ((await chainIdAt(url)) === chainId) {
        return { url, pid: child.pid!, chainId, version: hardhat.version, stop: () => stop(child, dir) };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (state.exited === null) await stop(child, null);
    const why = state.exited ?? 'did not answer in time';
    if (state.exited !== null && attempt < 3 && /EADDRINUSE/.test(output())) continue;
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`hardhat ${hardhat.version} node ${why}:\n${output()}`);
  }
}

/** Keeps the last few kilobytes of the child's output (for error messages) and keeps its pipes drained. */
function tail(child: ChildProcess): () => string {
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString('utf8')).slice(-8192);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text;
}

async function stop(child: ChildProcess, dir: string | null): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    process.kill(child.pid!, 'SIGTERM');
    const timer = setTimeout(() => {
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, 'SIGKILL');
    }, 5000);
    await exited;
    clearTimeout(timer);
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
}
