import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BackgroundJobs } from './background-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs (tests run a pass by hand: `app.jobs.runOnce()`). */
    jobs: BackgroundJobs;
  }
}

export interface JobsModuleOptions {
  /** Runs the jobs every second (tests run them by hand). Default true. */
  run?: boolean;
}

/**
 * The background jobs of the sale (decisions 012, 013): close unpaid orders past their deadline (a
 * flow), deliver the payment sandbox's late notices, ask the providers about payments stranded by an
 * ended order (a flow, decision 031), send owed refunds (a wallet payment's into the wallet), publish
 * blind-box seed hashes (a flow's step). Each is safe to run twice and in several processes at once.
 */
export const jobsModule = fp<JobsModuleOptions>(
  async function jobs(app: FastifyInstance, opts) {
    const { payments, sandbox } = app.payment;
    const runner = new BackgroundJobs(
      [
        { name: 'close expired orders', run: () => app.flows.closeExpiredOrders.run() },
        { name: 'late sandbox notices', run: () => sandbox?.deliverDue() ?? Promise.resolve(0) },
        { name: 'stranded payments', run: () => app.flows.closeExpiredOrders.reconcileStranded() },
        { name: 'refunds', run: () => payments.processRefunds() },
        // Resale proceeds still owed to sellers' wallets (decision 033).
        { name: 'resale proceeds', run: () => app.flows.payProceeds.run() },
        { name: 'blind-box seeds', run: () => app.flows.openBox.commitSeeds() },
        // The wallet sandbox settles withdrawals whose time has come (decision 030).
        { name: 'wallet settlement', run: () => app.providers.wallet?.settleDue() ?? Promise.resolve(0) },
        // Synthesis pledges whose time has come: the items come back, once (decision 041).
        { name: 'synthesis pledges', run: () => app.flows.releasePledges.run() },
        // Shipped physical-reward orders past the tenant's auto-complete days → completed (decision 044).
        { name: 'shipping auto-complete', run: () => app.flows.shipping.autoComplete() },
        // Data exports: prepare the requested ones, expire those past 24 hours (decision 046).
        { name: 'data exports', run: () => app.flows.exportData.run() },
        // The real providers' health checks, every 10 minutes per tenant, once across processes (issue 28).
        { name: 'provider health', run: () => app.providerSettings.settings.checkDue(() => app.tenant.tenants.all()) },
      ],
      app.log.child({ module: 'jobs' }),
    );
    app.decorate('jobs', runner);
    if (opts.run ?? true) app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs', dependencies: ['flows', 'payment', 'provider-settings'] },
);
