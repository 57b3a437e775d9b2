/**
 * Chain throughput. Each section prints its own table:
 *   embedded   a fresh embedded chain in a temporary directory: deploy, N sequential mints (each sealed in its
 *              own block and fsynced to the journal), then the time to reopen it (replaying every block)
 *   rpc        the JSON-RPC adapter against a Hardhat node (automine) that the bench starts and stops itself;
 *              skipped with a note when Hardhat cannot start
 *   outbox     the server's outbox on SQLite: mint jobs written one transaction each, drained by one worker,
 *              against bare mints on a fresh embedded chain
 *
 *   npx tsx bench/chain.ts            (or npm run bench:chain)
 *   BENCH_MINTS=1000                  mints per section (default 300)
 *   BENCH_SECTIONS=embedded,rpc       run only these sections
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { createEmbeddedChain, createRpcChain, tokenIdOf, type Address, type ChainAdapter } from '@curio/chain';
import { startHardhatNode } from '../packages/chain/test/hardhat-node';
import { envNumber } from './lib/env';

export interface BenchRow {
  measure: string;
  value: string;
  note?: string;
}

export interface BenchSection {
  /** Short name for BENCH_SECTIONS. */
  id: string;
  title: string;
  run(): Promise<BenchRow[]>;
}

export const mintCount = envNumber('BENCH_MINTS', 300);

/** Milliseconds of each call, and the figures the tables show. */
export class Timings {
  readonly ms: number[] = [];
  async time<T>(work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await work();
    this.ms.push(performance.now() - started);
    return result;
  }
  get total(): number {
    return this.ms.reduce((sum, ms) => sum + ms, 0);
  }
  percentile(p: number): number {
    const sorted = [...this.ms].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  }
  /** Per second, per call (mean, p50, p95, max) rows for `what` (e.g. `mint`). */
  rows(what: string): BenchRow[] {
    const count = this.ms.length;
    return [
      { measure: `${what}s per second`, value: ((count / this.total) * 1000).toFixed(1), note: `${count} sequential` },
      { measure: `ms per ${what} (mean)`, value: (this.total / count).toFixed(2) },
      { measure: `ms per ${what} (p50 / p95 / max)`, value: [50, 95, 100].map((p) => this.percentile(p).toFixed(1)).join(' / ') },
    ];
  }
}

/** Deploys, then mints `count` tokens one after another; checks the last one landed. */
async function mintSequentially(
  chain: ChainAdapter,
  count: number,
): Promise<{ contract: Address; mints: Timings; deployMs: number }> {
  const holder = privateKeyToAddress(generatePrivateKey());
  const started = performance.now();
  const { address: contract } = await chain.deploy({ name: 'Bench', symbol: 'BEN' });
  const deployMs = performance.now() - started;
  const mints = new Timings();
  for (let serial = 1; serial <= count; serial++) {
    await mints.time(() => chain.mint(contract, holder, tokenIdOf(1, serial), `https://curio.example/t/1/${serial}.json`));
  }
  if ((await chain.ownerOf(contract, tokenIdOf(1, count))) !== holder) throw new Error('the last mint is not there');
  return { contract, mints, deployMs };
}

// ── Section: the embedded chain ─────────────────────────────────────────────────────────────────────────────

export const embeddedSection: BenchSection = {
  id: 'embedded',
  title: 'Embedded chain (in-process EVM, one block per transaction, journal fsynced)',
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'curio-bench-chain-'));
    try {
      const platformKey = generatePrivateKey();
      const chain = await createEmbeddedChain({ dir, platformKey });
      const { contract, mints, deployMs } = await mintSequentially(chain, mintCount);
      const blocks = chain.blockNumber;
      await chain.close();
      const journalBytes = statSync(join(dir, 'blocks.jsonl')).size;

      const started = performance.now();
      const reopened = await createEmbeddedChain({ dir, platformKey });
      const replayMs = performance.now() - started;
      if (reopened.blockNumber !== blocks) throw new Error('the reopened chain lost blocks');
      if ((await reopened.ownerOf(contract, tokenIdOf(1, mintCount))) === null) throw new Error('replay lost a mint');
      await reopened.close();

      return [
        { measure: 'deploy (ms)', value: deployMs.toFixed(1) },
        ...mints.rows('mint'),
        { measure: 'reopen: replay (ms)', value: replayMs.toFixed(0), note: `${blocks} blocks` },
        { measure: 'reopen: ms per block', value: (replayMs / blocks).toFixed(2) },
        { measure: 'journal bytes per block', value: (journalBytes / blocks).toFixed(0) },
      ];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

// ── Section: the JSON-RPC adapter on a Hardhat node ────────────────────────────────────────────────────────

export const rpcSection: BenchSection = {
  id: 'rpc',
  title: 'JSON-RPC adapter on a Hardhat node (automine, loopback HTTP)',
  async run() {
    const platformKey = generatePrivateKey();
    const started = performance.now();
    let node;
    try {
      node = await startHardhatNode({ accounts: [{ privateKey: platformKey }] });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
      return [{ measure: 'skipped', value: '-', note: `Hardhat did not start: ${reason}` }];
    }
    const startMs = performance.now() - started;
    try {
      const chain = await createRpcChain({ url: node.url, platformKey, chainId: node.chainId, pollIntervalMs: 10 });
      const { mints, deployMs } = await mintSequentially(chain, mintCount);
      await chain.close();
      return [
        { measure: 'node start (ms)', value: startMs.toFixed(0), note: `hardhat ${node.version}` },
        { measure: 'deploy (ms)', value: deployMs.toFixed(1) },
        ...mints.rows('mint'),
      ];
    } finally {
      await node.stop();
    }
  },
};

// ── Section: the chain outbox ──────────────────────────────────────────────────────────────────────────────

/**
 * The server's outbox (decision 010) on SQLite and the embedded chain: N purchases' worth of mint jobs, each
 * written in a transaction of its own, then drained by one worker (claim, check the chain, send, record).
 * Compared with the same number of bare mints on a fresh embedded chain: the outbox's price per mint.
 */
export const outboxSection: BenchSection = {
  id: 'outbox',
  title: 'Chain outbox (server, SQLite, embedded chain, one worker)',
  async run() {
    const { buildApp } = await import('../apps/server/src/app');
    const { loadConfig } = await import('../apps/server/src/config');
    const { openDatabase } = await import('../apps/server/src/db/database');
    const { migrateToLatest } = await import('../apps/server/src/db/migrate');
    const { seedDemo } = await import('../apps/server/src/seed/demo');
    const dataDir = mkdtempSync(join(tmpdir(), 'curio-bench-outbox-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: join(dataDir, 'none') });
      const db = openDatabase(config.database);
      await migrateToLatest(db);
      const app = await buildApp({ config, db, logger: false, chainWorker: false });
      await seedDemo(db, app.providers.storage);
      await app.ready();
      const tenant = (await app.tenant.tenants.resolveHost('localhost'))!;
      const holder = privateKeyToAddress(generatePrivateKey());

      // The tenant's contract first, so the drain below measures mints only.
      await db.kysely.transaction().execute((trx) => app.chain.outbox.ensureContract(trx, tenant));
      await app.chain.worker.runOnce();

      const enqueues = new Timings();
      for (let serial = 1; serial <= mintCount; serial++) {
        await enqueues.time(() =>
          db.kysely.transaction().execute((trx) =>
            app.chain.outbox.enqueueMint(trx, tenant, {
              collectionId: 1,
              serial,
              to: holder,
              uri: `https://curio.example/t/1/${serial}.json`,
            }),
          ),
        );
      }
      const started = performance.now();
      const drained = await app.chain.worker.runOnce();
      const drainMs = performance.now() - started;
      if (drained !== mintCount) throw new Error(`the worker drained ${drained} of ${mintCount} jobs`);
      const facts = await app.chain.outbox.tokenFacts(tenant.id, tokenIdOf(1, mintCount));
      if (facts?.status !== 'minted') throw new Error('the last job did not land');
      await app.close();
      await db.close();

      // Bare mints on a fresh embedded chain, same count, for the ratio.
      const bareDir = mkdtempSync(join(tmpdir(), 'curio-bench-bare-'));
      let bare: Timings;
      try {
        const chain = await createEmbeddedChain({ dir: bareDir, platformKey: generatePrivateKey() });
        ({ mints: bare } = await mintSequentially(chain, mintCount));
        await chain.close();
      } finally {
        rmSync(bareDir, { recursive: true, force: true });
      }
      const outboxPerSecond = (mintCount / drainMs) * 1000;
      const barePerSecond = (mintCount / bare.total) * 1000;
      return [
        ...enqueues.rows('enqueue').map((row) => ({ ...row, note: row.note ? `${row.note}, one transaction each` : row.note })),
        { measure: 'drain: mints per second', value: outboxPerSecond.toFixed(1), note: `${mintCount} jobs, one worker` },
        { measure: 'drain: ms per job', value: (drainMs / mintCount).toFixed(2) },
        { measure: 'bare embedded mints per second', value: barePerSecond.toFixed(1), note: 'same count, no outbox' },
        { measure: 'outbox / bare', value: `${(outboxPerSecond / barePerSecond).toFixed(2)}x` },
      ];
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

/** Every section, in the order they run. */
export const sections: BenchSection[] = [embeddedSection, rpcSection, outboxSection];

export function printTable(title: string, rows: BenchRow[]): void {
  const width = Math.max(...rows.map((row) => row.measure.length));
  const valueWidth = Math.max(...rows.map((row) => row.value.length));
  console.log(`\n${title}`);
  console.log('-'.repeat(Math.min(100, title.length)));
  for (const row of rows) {
    console.log(`  ${row.measure.padEnd(width)}  ${row.value.padStart(valueWidth)}${row.note ? `   ${row.note}` : ''}`);
  }
}

export async function runBench(selected: readonly BenchSection[] = sections): Promise<void> {
  const only = process.env.BENCH_SECTIONS?.split(',').map((id) => id.trim());
  console.log(`Curio chain bench: ${mintCount} mints per section (BENCH_MINTS), node ${process.version}`);
  for (const section of selected) {
    if (only && !only.includes(section.id)) continue;
    printTable(section.title, await section.run());
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runBench();
