/**
 * Chain throughput. Each section prints its own table:
 *   embedded   a fresh embedded chain in a temporary directory: deploy, N sequential mints (each sealed in its
 *              own block and fsynced to the journal), then the time to reopen it (replaying every block)
 *   rpc        the JSON-RPC adapter against a Hardhat node (automine) that the bench starts and stops itself;
 *              skipped with a note when Hardhat cannot start
 *   outbox     (not yet written: the server's chain outbox adds its section here, see below)
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

export const mintCount = Number(process.env.BENCH_MINTS ?? 300);

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
// Not written yet. The server's chain outbox adds its figures here: define
//   export const outboxSection: BenchSection = { id: 'outbox', title: '...', async run() { ...; return rows; } };
// in this spot and append it to `sections` below. `Timings` gives per-second and per-call rows.

/** Every section, in the order they run. */
export const sections: BenchSection[] = [embeddedSection, rpcSection];

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
