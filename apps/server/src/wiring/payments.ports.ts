import type { FastifyInstance } from 'fastify';
import type { PaymentsModuleOptions } from '../modules/payments/index';

/** What the payments module reads of its neighbours. */
export function paymentsPorts(app: FastifyInstance): PaymentsModuleOptions {
  return {
    payables: {
      // An order as the payments module sees what it pays: the orders module answers.
      order: {
        byNo: (tenantId, no) => app.orders.orders.payableByNo(tenantId, no),
        byId: (tenantId, id) => app.orders.orders.payableById(tenantId, id),
      },
    },
    // The user's open wallet, whose account pays from it (decision 031): the wallet module answers.
    wallets: { accountOf: (tenantId, userId) => app.wallet.wallet.accountOf(tenantId, userId) },
  };
}
