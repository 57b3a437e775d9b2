import type { FastifyBaseLogger } from 'fastify';

/**
 * Background work, in every process: one pass runs every job in turn, once a second. Each job must be
 * safe to run twice and in several processes at once (conditional updates); the list is in
 * jobs.module.ts.
 */
export class BackgroundJobs {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly steps: { name: string; run: () => Promise<unknown> }[],
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One pass over every step; a step that fails is logged and the others still run. */
  runOnce(): Promise<void> {
    this.running ??= (async () => {
      for (const step of this.steps) {
        try {
          await step.run();
        } catch (err) {
          this.log.error({ err, job: step.name }, 'background job failed');
        }
      }
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  start(everyMs = 1_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.runOnce(), everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
