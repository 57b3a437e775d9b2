import { ChainRevertError, type Address, type ChainAdapter, type TokenEvent } from '@curio/chain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { ChainJobRepository, ChainJobRow, ConfirmationHook, Landed } from './chain-job.repository';

export interface ChainWorkerOptions {
  repo: ChainJobRepository;
  /** Opens the chain on first use (the embedded chain replays its journal then). */
  chain: () => Promise<ChainAdapter>;
  chainId: number;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Names this worker in leases; unique per process. */
  workerId: string;
  /** How long a claim holds; a worker that dies loses its jobs to others after this. */
  leaseMs?: number;
  batch?: number;
  /** Retry after `baseMs · 2^(attempts-1)`, at most `maxMs`. */
  backoff?: { baseMs: number; maxMs: number };
  /** From this many failed attempts on, each failure is logged as an error ("chain job failing"). */
  alertAfterAttempts?: number;
  /** Runs in the confirmation's transaction of every token move (decision 025: a gift's owner change). */
  onConfirmed?: ConfirmationHook;
}

const same = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** The event on chain that already did what the job asks, if any. */
function alreadyDone(job: ChainJobRow, history: TokenEvent[]): TokenEvent | undefined {
  switch (job.kind) {
    case 'mint':
      return history.find((e) => e.kind === 'mint');
    case 'transfer':
      // The token's latest move: when it is this transfer, the job was sent before (a crash lost the record).
      return [history.at(-1)].find((e) => e?.kind === 'transfer' && same(e.from, job.from_address) && same(e.to, job.to_address));
    case 'burn':
      return history.find((e) => e.kind === 'burn');
    case 'deploy':
      return undefined;
  }
}

/**
 * The outbox worker (decision 010): claims due jobs, checks the chain before sending (so a job that
 * was sent before a crash is recorded, not sent again), sends, waits for the confirmation and records
 * hash, block and time. A failure is kept on the job and retried with backoff, forever: never dropped.
 */
export class ChainWorker {
  private readonly leaseMs: number;
  private readonly batch: number;
  private readonly backoff: { baseMs: number; maxMs: number };
  private readonly alertAfter: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  private stopped = true;

  constructor(private readonly o: ChainWorkerOptions) {
    this.leaseMs = o.leaseMs ?? 120_000;
    this.batch = o.batch ?? 20;
    this.backoff = o.backoff ?? { baseMs: 2_000, maxMs: 600_000 };
    this.alertAfter = o.alertAfterAttempts ?? 5;
  }

  /** Processes every job that is due now, including jobs that become due on the way (a mint after its deploy). */
  runOnce(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = (async () => {
      let total = 0;
      do {
        this.again = false;
        for (;;) {
          const now = this.o.clock();
          const jobs = await this.o.repo.claim(this.o.workerId, this.o.chainId, now, now + this.leaseMs, this.batch);
          if (jobs.length === 0) break;
          for (const job of jobs) await this.process(job);
          total += jobs.length;
        }
      } while (this.again);
      return total;
    })();
    this.running = run;
    return run.finally(() => {
      this.running = null;
    });
  }

  /** Runs in the background: at once when notified, else when the next retry is due (at most `pollMs` apart). */
  start(pollMs = 1_000): void {
    this.stopped = false;
    this.schedule(0, pollMs);
  }

  /** Wakes the background worker (after a transaction that enqueued jobs has committed). */
  notify(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  private schedule(delayMs: number, pollMs = 1_000): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.runOnce()
        .then(() => this.o.repo.nextDue(this.o.chainId))
        .then((due) => this.schedule(due === null ? pollMs : Math.min(pollMs, Math.max(0, due - this.o.clock())), pollMs))
        .catch((err: unknown) => {
          this.o.log.error({ err }, 'chain worker run failed');
          this.schedule(pollMs, pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  private async process(job: ChainJobRow): Promise<void> {
    const { repo, clock, workerId } = this.o;
    try {
      const chain = await this.o.chain();
      if (job.kind === 'deploy') {
        const meta = JSON.parse(job.uri ?? '{}') as { name?: string; symbol?: string };
        const deployed = await chain.deploy(meta);
        await repo.confirm(job, workerId, deployed, clock(), deployed.address);
        this.o.log.info({ jobId: job.id, tenantId: job.tenant_id, contract: deployed.address }, 'chain contract deployed');
        return;
      }
      const contract = await repo.contract(job.tenant_id, job.chain_id);
      if (!contract) throw new Error('the tenant has no contract yet');
      const address = contract.address as Address;
      const tokenId = BigInt(job.token_id);
      const done = alreadyDone(job, await chain.tokenHistory(address, tokenId));
      if (done) {
        if (job.kind === 'mint' && !same(done.to, job.to_address)) {
          throw new Error(`token ${job.token_id} was minted to ${done.to}, not ${job.to_address}`);
        }
        await this.confirm(job, done, 'found on chain');
        return;
      }
      let landed: Landed;
      try {
        landed = await this.send(chain, address, job, tokenId);
      } catch (err) {
        // Refused: perhaps another worker (an expired lease) sent it meanwhile. Look again before failing.
        if (!(err instanceof ChainRevertError)) throw err;
        const found = alreadyDone(job, await chain.tokenHistory(address, tokenId));
        if (!found) throw err;
        landed = found;
      }
      await this.confirm(job, landed, 'sent');
    } catch (err) {
      const now = clock();
      const delay = Math.min(this.backoff.baseMs * 2 ** Math.max(0, job.attempts - 1), this.backoff.maxMs);
      const message = err instanceof Error ? err.message : String(err);
      await repo.fail(job, workerId, message, now + delay, now);
      const fields = {
        jobId: job.id,
        tenantId: job.tenant_id,
        kind: job.kind,
        tokenId: job.token_id,
        attempts: job.attempts,
        retryInMs: delay,
        error: message,
      };
      if (job.attempts >= this.alertAfter) this.o.log.error(fields, 'chain job failing');
      else this.o.log.warn(fields, 'chain job attempt failed');
    }
  }

  private async confirm(job: ChainJobRow, landed: Landed, how: string): Promise<void> {
    const recorded = await this.o.repo.confirm(job, this.o.workerId, landed, this.o.clock(), undefined, this.o.onConfirmed);
    this.o.log.info(
      { jobId: job.id, tenantId: job.tenant_id, kind: job.kind, tokenId: job.token_id, txHash: landed.txHash, how, recorded },
      'chain job confirmed',
    );
  }

  private send(chain: ChainAdapter, contract: Address, job: ChainJobRow, tokenId: bigint): Promise<Landed> {
    switch (job.kind) {
      case 'mint':
        return chain.mint(contract, job.to_address as Address, tokenId, job.uri ?? '');
      case 'transfer':
        return chain.transfer(contract, job.from_address as Address, job.to_address as Address, tokenId);
      case 'burn':
        return chain.burn(contract, tokenId);
      case 'deploy':
        throw new Error('a deploy is not a token move');
    }
  }
}
