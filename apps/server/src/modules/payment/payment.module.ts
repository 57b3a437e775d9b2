import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PaymentConsoleService } from './payment-console.service';
import { PaymentRepository } from './payment.repository';
import { PaymentService } from './payment.service';
import { paymentRoutes } from './payment.routes';
import type { PaymentPorts } from './payable';
import type { PaymentServices } from './payment.types';
import { sandboxCashierRoutes } from './sandbox-cashier.routes';
import { paymentPersonalData } from './payment.personal-data';
import { PayoutRepository } from './payout.repository';
import { PayoutService } from './payout.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments of payables (orders today), refunds, the provider's sandbox outside production. */
    payment: PaymentServices;
  }
}

export type PaymentModuleOptions = PaymentPorts;

/** The payment module (decision 013): tables payments, payment_events, ledger_entries, refunds, creator_payouts (decision 065). */
export const paymentModule = fp<PaymentModuleOptions>(
  async function payment(app: FastifyInstance, ports) {
    const db = app.db.kysely;
    const log = app.log.child({ module: 'payments' });
    // The payment sandbox (outside production): its cashier page and its notices; real providers are per tenant.
    const sandbox = app.providers.pay;
    // The wallet provider pays from the user's wallet (method 6, channel 2022; decision 031).
    const wallet = app.providers.wallet;
    const repo = new PaymentRepository(db);
    const payments = new PaymentService(
      db,
      repo,
      ports,
      app.providers.directory,
      wallet,
      app.clock,
      log,
      app.keyring.key('wechat-oauth-state'),
    );
    const services: PaymentServices = {
      payments,
      sandbox,
      console: new PaymentConsoleService(repo, payments, ports),
      payouts: new PayoutService(db, new PayoutRepository(db, app.db.dialect), ports, app.clock),
    };
    app.decorate('payment', services);
    app.personalData.register(paymentPersonalData(db));
    paymentRoutes(app, services);
    if (sandbox) {
      // The sandbox sends its notices the way a real provider does: by HTTP to the notice route (registered
      // with the payment notice flow), so they meet the same signature and freshness checks. Deliberate.
      sandbox.deliverTo(async (notice) => {
        const res = await app.inject({
          method: 'POST',
          url: `/api/pay/notify/sandbox/${notice.tenantId}`,
          headers: notice.headers,
          payload: notice.body,
        });
        if (res.statusCode !== 200) log.error({ status: res.statusCode, body: res.body }, 'sandbox notice not taken');
      });
      sandboxCashierRoutes(app, sandbox);
    }
  },
  { name: 'payment', dependencies: ['session'] },
);
