import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { transactionsFor } from '../../db/group-commit';
import { SandboxPay } from '../../providers/pay/sandbox-pay';
import { DropStock } from '../catalogue/index';
import { DEFAULT_CHAIN_CHANNEL } from '../tenant/index';
import { Fulfilment } from './fulfilment';
import { HoldingRepository } from './holding.repository';
import { HoldingService } from './holding.service';
import { OrderRepository } from './order.repository';
import { OrderService } from './order.service';
import { PaymentRepository } from './payment.repository';
import { PaymentService } from './payment.service';
import { SaleJobs } from './sale-jobs';
import { saleRoutes } from './sale.routes';
import { sandboxCashierRoutes } from './sandbox-cashier.routes';

export interface SaleServices {
  orders: OrderService;
  payments: PaymentService;
  holdings: HoldingService;
  jobs: SaleJobs;
  /** The payment sandbox (outside production); null when a real provider is configured or in production. */
  paySandbox: SandboxPay | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    sale: SaleServices;
  }
}

export interface SaleModuleOptions {
  /** Runs the sale's background jobs every second (tests run them by hand). */
  jobs?: boolean;
}

/** The primary sale (decision 012): orders, payments, what buyers hold, blind boxes. */
export const saleModule = fp<SaleModuleOptions>(
  async function sale(app: FastifyInstance, opts) {
    const db = app.db.kysely;
    const log = app.log.child({ module: 'sale' });
    const orders = new OrderRepository(db);
    const payments = new PaymentRepository(db);
    const holdingRows = new HoldingRepository(db);
    const stock = new DropStock(db, app.clock);
    const paySandbox = app.config.env === 'production' ? null : new SandboxPay(db, app.keyring.key('pay-sandbox'), app.clock);
    const orderService = new OrderService(
      db,
      orders,
      payments,
      holdingRows,
      stock,
      (tenant, userId) => app.identity.chain.requireOpened(tenant, userId),
      app.clock,
      transactionsFor(db, app.db.dialect),
    );
    const fulfilment = new Fulfilment(
      orders,
      holdingRows,
      stock,
      app.chain,
      (id) => app.tenants.byId(id),
      (tenantId, userId) => app.identity.chain.addressOn(tenantId, userId, DEFAULT_CHAIN_CHANNEL),
    );
    const paymentService = new PaymentService(db, payments, orders, orderService, fulfilment, paySandbox, app.clock, log, () =>
      app.chain.notify(),
    );
    orderService.beforeClose = (order) => paymentService.reconcile(order);
    const holdings = new HoldingService(
      db,
      app.db.dialect,
      holdingRows,
      orders,
      stock,
      () => app.catalogue,
      app.chain,
      fulfilment,
      app.keyring,
      app.clock,
    );
    const jobs = new SaleJobs(
      [
        { name: 'close expired orders', run: () => paymentService.closeExpired() },
        { name: 'late sandbox notices', run: () => paySandbox?.deliverDue() ?? Promise.resolve(0) },
        { name: 'refunds', run: () => paymentService.processRefunds() },
        { name: 'blind-box seeds', run: () => holdings.commitSeeds() },
      ],
      log,
    );
    const services: SaleServices = { orders: orderService, payments: paymentService, holdings, jobs, paySandbox };
    app.decorate('sale', services);

    paySandbox?.deliverTo(async (notice) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/pay/notify/sandbox',
        headers: notice.headers,
        payload: notice.body,
      });
      if (res.statusCode !== 200) log.error({ status: res.statusCode, body: res.body }, 'sandbox notice not taken');
    });
    saleRoutes(app, services, paySandbox);
    if (paySandbox) sandboxCashierRoutes(app, paySandbox);

    if (opts.jobs ?? true) app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', async () => jobs.stop());
  },
  { name: 'sale', dependencies: ['identity', 'chain', 'catalogue'] },
);
