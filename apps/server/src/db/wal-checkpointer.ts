import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Checkpoints an SQLite database's write-ahead log on a thread of its own (decision 076), so that the
 * request thread never does.
 *
 * Left to SQLite, the commit that takes the log past `wal_autocheckpoint` pages copies every page of the
 * log into the database file and syncs it, on the thread that committed: in a rush that stalls every
 * request in flight for tens of milliseconds at once, which is the purchase's p99. Here the request
 * thread's connection does not checkpoint on its own; a watcher on that thread (a timer, one `stat` of the
 * log a tick) starts a worker thread the first time the log passes `startBytes`, and the worker, on its
 * own connection, runs a PASSIVE checkpoint every `everyMs`. PASSIVE never waits for readers or the
 * writer: it copies what it can, and the writer starts the log over once everything is copied; one that
 * finds nothing new costs a read of the log's index. A page written many times between two checkpoints
 * is copied once (why decision 012 checkpoints rarely). A database whose log never grows that much (a
 * test's, a quiet shop's) never starts the thread.
 *
 * Safety net: the connection keeps SQLite's own checkpoint at `fallbackPages`, far above what the worker
 * lets the log reach, so a worker that cannot run (or dies) leaves SQLite's behaviour, not an endless log.
 */
export interface WalCheckpointerOptions {
  /** The log size at which the worker starts (bytes). */
  startBytes: number;
  /** How often the request thread reads the log's size until the worker runs (ms). */
  watchMs: number;
  /** How often the worker checkpoints (ms). */
  everyMs: number;
}

export const WAL_CHECKPOINTER_DEFAULTS: WalCheckpointerOptions = {
  startBytes: 4 * 1024 * 1024,
  watchMs: 500,
  everyMs: 1_000,
};

/** SQLite's own checkpoint, kept as a safety net (pages of 4 KB: 200 MB). */
export const WAL_FALLBACK_PAGES = 50_000;

/**
 * The worker's code: a CommonJS script (run with `eval`, so the same code serves the sources under tsx and
 * the built server), given the database file, the better-sqlite3 module's path and the options.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
let stopped = false;
const checkpoint = () => {
  try {
    const [r] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ kind: r.busy ? 'busy' : 'checkpoint', log: r.log, checkpointed: r.checkpointed });
  } catch (e) {
    parentPort.postMessage({ kind: 'busy', message: String(e && e.message) });
  }
};
const tick = () => {
  if (stopped) return;
  checkpoint();
  timer = setTimeout(tick, workerData.everyMs);
};
let timer = setTimeout(tick, 0);
parentPort.on('message', (m) => {
  if (m === 'checkpoint') checkpoint();
  if (m === 'stop') {
    stopped = true;
    clearTimeout(timer);
    db.close();
    parentPort.postMessage({ kind: 'stopped' });
  }
});
`;

export class WalCheckpointer {
  private worker: Worker | null = null;
  private watch: NodeJS.Timeout | null = null;
  private closed = false;
  /** Checkpoints the worker ran, and those it found busy (for tests and the benchmarks). */
  readonly stats = { checkpoints: 0, busy: 0, started: false };
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly file: string,
    private readonly o: WalCheckpointerOptions = WAL_CHECKPOINTER_DEFAULTS,
  ) {
    this.watch = setInterval(() => this.look(), o.watchMs);
    this.watch.unref();
  }

  private look(): void {
    let size = 0;
    try {
      size = fs.statSync(`${this.file}-wal`).size;
    } catch {
      return;
    }
    if (size >= this.o.startBytes) this.start();
  }

  /** Starts the worker (once); it then watches the log itself. */
  start(): void {
    if (this.worker || this.closed) return;
    if (this.watch) clearInterval(this.watch);
    this.watch = null;
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { file: this.file, driver, everyMs: this.o.everyMs },
    });
    worker.unref();
    worker.on('message', (m: { kind: string }) => {
      if (m.kind === 'checkpoint') this.stats.checkpoints += 1;
      if (m.kind === 'busy') this.stats.busy += 1;
      for (const l of this.listeners) l();
    });
    // A worker that fails leaves SQLite's own checkpoint (the safety net) in charge.
    worker.on('error', () => undefined);
    this.worker = worker;
    this.stats.started = true;
  }

  /** Resolves after the worker's next checkpoint (or busy answer): for tests. */
  nextCheckpoint(): Promise<void> {
    return new Promise((resolve) => {
      const l = () => {
        this.listeners.delete(l);
        resolve();
      };
      this.listeners.add(l);
      this.worker?.postMessage('checkpoint');
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.watch) clearInterval(this.watch);
    this.watch = null;
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    await new Promise<void>((resolve) => {
      const done = () => resolve();
      worker.once('exit', done);
      worker.on('message', (m: { kind: string }) => {
        if (m.kind === 'stopped') void worker.terminate().then(done, done);
      });
      worker.postMessage('stop');
    });
  }
}
