import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ListingRow, ListingService } from '../modules/market/index';
import type { WalletService } from '../modules/wallet/index';
import { defineFlow } from './define-flow';

export interface PayProceedsDeps {
  db: Kysely<Database>;
  market: Pick<ListingService, 'owedPayouts' | 'payoutDone' | 'payoutFailed'>;
  wallet: Pick<WalletService, 'credit'>;
  log: FastifyBaseLogger;
}

/** The wallet movement's request id for a listing's proceeds: one credit per listing, however often asked. */
export const payoutRequestId = (listingId: number) => `L${listingId}`;

/**
 * The seller's proceeds of a sold listing into their wallet (decision 033): owed in the payment's
 * transaction, credited by the wallet provider with the listing's own request id (`L<id>`) — a repeat
 * after a crash answers the same movement and credits nothing more — then marked done. Run right after a
 * sale's commit and by the background jobs for what is still owed. Safe to run twice, in several processes.
 */
export class PayProceeds {
  /** The runs started by `kick` and not yet finished (a shutdown, or a test, waits for them: `settled`). */
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(private readonly d: PayProceedsDeps) {}

  /**
   * Starts a run without waiting for it (right after a sale's commit: the buyer's answer does not wait on
   * the wallet provider). A failure is logged; what it did not pay stays owed for the jobs.
   */
  kick(): void {
    const run = this.run()
      .catch((err: unknown) => this.d.log.warn({ err }, 'resale proceeds'))
      .finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
  }

  /** Resolves when every kicked run has finished (the server's close waits on it: no credit cut in half). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  async run(limit = 100): Promise<number> {
    let paid = 0;
    for (const l of await this.d.market.owedPayouts(limit)) if (await this.payOne(l)) paid += 1;
    return paid;
  }

  async payOne(l: ListingRow): Promise<boolean> {
    try {
      const ref = await this.d.wallet.credit(l.tenant_id, l.seller_id, {
        requestId: payoutRequestId(l.id),
        amount: Number(l.net),
        subject: `寄售收入-${l.id}`,
        orderNo: null,
      });
      return await this.d.market.payoutDone(this.d.db, l.id, ref);
    } catch (err) {
      this.d.log.warn({ err, listingId: l.id }, 'resale proceeds not credited yet');
      await this.d.market.payoutFailed(this.d.db, l.id);
      return false;
    }
  }
}

declare module './flows.types' {
  interface Flows {
    /** The sellers' proceeds into their wallets (after a sale's commit, and by the jobs). */
    payProceeds: PayProceeds;
  }
}

export const payProceedsFlow = defineFlow({
  key: 'payProceeds',
  build: ({ app, db, log }) => new PayProceeds({ db, market: app.market.listings, wallet: app.wallet.wallet, log }),
  routes(app, flow) {
    // A closing server lets a started credit finish and mark its listing, rather than leave it to the jobs.
    app.addHook('onClose', () => flow.settled());
  },
});
