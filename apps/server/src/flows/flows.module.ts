import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { transactionsFor } from '../db/group-commit';
import type { DropStock } from '../modules/catalogue/index';
import { DEFAULT_CHAIN_CHANNEL } from '../modules/tenant/index';
import { CancelOrder } from './cancel-order';
import { CloseExpiredOrders } from './close-expired-orders';
import { FirstScreen } from './first-screen';
import { flowsRoutes } from './flows.routes';
import type { Buyers } from './buyers';
import type { Flows } from './flows.types';
import { HandOver } from './hand-over';
import { OpenBox } from './open-box';
import { PayWithWallet } from './pay-with-wallet';
import { PlaceOrder } from './place-order';
import { TakePaymentNotice } from './take-payment-notice';

declare module 'fastify' {
  interface FastifyInstance {
    /** Processes that span modules (decision 013): place an order, take a payment notice, open a box ... */
    flows: Flows;
  }
}

export interface FlowsModuleOptions {
  /** The catalogue's drop stock, one per process (its purchase-path cache is shared). */
  stock: DropStock;
}

/**
 * The flows (decision 013): built from the modules' faces (their decorations), after the modules; they
 * register the calls that run them. Each flow opens its one transaction and wakes the chain outbox
 * after the commit.
 */
export const flowsModule = fp<FlowsModuleOptions>(
  async function flows(app: FastifyInstance, { stock }) {
    const db = app.db.kysely;
    const clock = app.clock;
    const log = app.log.child({ module: 'flows' });
    const orders = app.orders.orders;
    const { payments } = app.payments;
    const { collectibles } = app.collectibles;
    const buyers: Buyers = app.identity.chainAccounts;
    const handOver = new HandOver({
      orders,
      collectibles,
      stock,
      chain: app.chain,
      tenantOf: (id) => app.tenants.byId(id),
      addressOf: (tenantId, userId) => buyers.addressOn(tenantId, userId, DEFAULT_CHAIN_CHANNEL),
    });
    const takePaymentNotice = new TakePaymentNotice({ db, orders, stock, clock, payments, handOver, chain: app.chain, log });
    const closeExpiredOrders = new CloseExpiredOrders({ db, orders, stock, clock, payments, notices: takePaymentNotice, log });
    const f: Flows = {
      placeOrder: new PlaceOrder({
        orders: app.orders,
        stock,
        buyers,
        closer: closeExpiredOrders,
        clock,
        reservations: transactionsFor(db, app.db.dialect),
      }),
      cancelOrder: new CancelOrder({ db, orders, stock, clock }),
      takePaymentNotice,
      payWithWallet: new PayWithWallet({ payments, notices: takePaymentNotice, log }),
      handOver,
      openBox: new OpenBox({
        db,
        dialect: app.db.dialect,
        orders,
        collectibles,
        stock,
        handOver,
        buyers,
        chain: app.chain,
        clock,
      }),
      closeExpiredOrders,
      firstScreen: new FirstScreen({ tenants: app.tenants, catalogue: app.catalogue, categories: app.categories }),
    };
    app.decorate('flows', f);
    flowsRoutes(app, f, payments.providerName);
  },
  { name: 'flows', dependencies: ['orders', 'payments', 'collectibles', 'identity', 'chain', 'tenant', 'catalogue', 'category'] },
);
