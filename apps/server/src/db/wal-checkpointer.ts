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
 * test's, a quiet shop's) never starts the thread. Under a steady stream of commits no writer ever finds the
 * whole log copied, so the log would not start over: past `restartFrames` the worker follows its PASSIVE
 * checkpoint with a RESTART one, which holds the writers back for what came meanwhile (decision 076, amended).
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
  /**
   * Frames in the log past which the worker starts the log over itself (a RESTART checkpoint right after its
   * PASSIVE one). A log starts over only when a writer finds every frame copied, which under a steady stream of
   * commits almost never happens: in a 30 s rush the log grew to 48,500 of the safety net's 50,000 frames, and
   * started over about every 8 s, when the growth says the net's checkpoint ran, on the request thread.
   */
  restartFrames: number;
  /**
   * How long a RESTART may wait for the write lock, and then for readers to leave the log while it holds that lock
   * (ms): its connection's busy timeout. Short, because every commit waits meanwhile; one that cannot finish
   * answers busy, has still copied what it could, and is tried again at the next checkpoint.
   */
  restartWaitMs: number;
}

export const WAL_CHECKPOINTER_DEFAULTS: WalCheckpointerOptions = {
  startBytes: 4 * 1024 * 1024,
  watchMs: 500,
  everyMs: 1_000,
  restartFrames: 30_000,
  restartWaitMs: 50,
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
const db = new SQLite(workerData.file, { timeout: workerData.restartWaitMs });
let stopped = false;
const checkpoint = () => {
  try {
    const [r] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ kind: r.busy ? 'busy' : 'checkpoint', log: r.log, checkpointed: r.checkpointed });
    // The PASSIVE one copied nearly everything without stopping the writer: what the RESTART copies while
    // commits wait is what came meanwhile. Then the next commit writes the log from its start.
    if (!r.busy && r.log >= workerData.restartFrames) {
      const [s] = db.pragma('wal_checkpoint(RESTART)');
      parentPort.postMessage({ kind: s.busy ? 'busy' : 'restart', log: s.log, checkpointed: s.checkpointed });
    }
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
  /** Checkpoints the worker ran, the logs it started over, and the checkpoints it found busy (for tests and the benchmarks). */
  readonly stats = { checkpoints: 0, restarts: 0, busy: 0, started: false };
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
      workerData: {
        file: this.file,
        driver,
        everyMs: this.o.everyMs,
        restartFrames: this.o.restartFrames,
        restartWaitMs: this.o.restartWaitMs,
      },
    });
    worker.unref();
    worker.on('message', (m: { kind: string }) => {
      if (m.kind === 'checkpoint') this.stats.checkpoints += 1;
      if (m.kind === 'restart') this.stats.restarts += 1;
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
