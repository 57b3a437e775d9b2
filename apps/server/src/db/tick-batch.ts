/**
 * Calls that arrive together share one statement (decision 083): every call made in the same turn of the event
 * loop (the requests whose bytes one poll of the sockets delivered) waits until that turn's I/O is done, then
 * `run` gets all their inputs at once — at most `max` — and answers each, in order. Under a rush of requests
 * that is one round trip to the database for many of them instead of one each; a lone call costs one
 * `setImmediate` more. When `run` throws, every call of its batch gets the error.
 *
 * `run` must answer exactly one output per input, in the inputs' order.
 */
export class TickBatch<I, O> {
  private queue: { input: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  private scheduled = false;

  constructor(
    private readonly run: (inputs: I[]) => Promise<O[]>,
    private readonly max = 256,
  ) {}

  call(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    this.scheduled = false;
    const all = this.queue;
    this.queue = [];
    for (let i = 0; i < all.length; i += this.max) void this.runBatch(all.slice(i, i + this.max));
  }

  private async runBatch(batch: typeof this.queue): Promise<void> {
    try {
      const outputs = await this.run(batch.map((c) => c.input));
      if (outputs.length !== batch.length) throw new Error(`TickBatch: ${outputs.length} answers for ${batch.length} calls`);
      batch.forEach((c, i) => c.resolve(outputs[i]!));
    } catch (error) {
      for (const c of batch) c.reject(error);
    }
  }
}
