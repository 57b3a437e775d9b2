import type { FastifyInstance } from 'fastify';
import type { PaymentModuleOptions } from '../modules/payment/index';

/** What the payment module reads of its neighbours. */
export function paymentPorts(app: FastifyInstance): PaymentModuleOptions {
  return {
    payables: {
      // An order as the payment module sees what it pays: the order module answers.
      order: {
        byNo: (tenantId, no) => app.order.orders.payableByNo(tenantId, no),
        byId: (tenantId, id) => app.order.orders.payableById(tenantId, id),
      },
    },
    // The user's open wallet, whose account pays from it (decision 031): the wallet module answers.
    wallets: { accountOf: (tenantId, userId) => app.wallet.wallet.accountOf(tenantId, userId) },
    // Money found taken for the payment in flight when a new attempt asks (decision 060): the notice flow takes it.
    take: (payment, event) => app.flows.takePaymentNotice.takeFor(payment, event),
    // The creators whose royalties the console pays out (decision 065): the catalogue answers.
    creators: (tenantId, ids, lang) => app.catalogue.creators.namesOf(tenantId, ids, lang),
  };
}
