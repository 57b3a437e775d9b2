import { ErrorCode, PayProgress, payWithWallet, type Payment } from '@curio/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors';
import type { PaymentService } from '../modules/payment/index';
import { activeUserId } from '../http/active-user';
import { registerCall } from '../plugins/register-call';
import type { TakePaymentNotice } from './take-payment-notice';
import { defineFlow } from './define-flow';
import type { TenantContext } from '../http/request-context';

export interface PayWithWalletDeps {
  payments: PaymentService;
  notices: TakePaymentNotice;
  log: FastifyBaseLogger;
}

/**
 * Pays an unpaid order from the user's wallet (issue 15, decision 031), in three steps:
 * 1. the payment module opens the wallet payment (method 6, channel 2022 WALLET), once per client
 *    request id — written before any money moves, so a crash after the debit leaves a payment to ask
 *    about — holding the order's one payment slot (decision 060): while another payment of the order is
 *    in flight it is refused (5000049) and nothing is written;
 * 2. the wallet provider debits the balance atomically, checking the wallet password under its lock
 *    rules (its request id is the payment number: a repeat answers the same debit, never a second);
 *    a refusal (balance too low, password) ends the payment FAIL and nothing else changes;
 * 3. the debit is taken by the payment notice flow's own path (`TakePaymentNotice.takeFor`): one
 *    transaction, the payment SUCCESS, one ledger row, the order paid and handed over — or, too late,
 *    closed and the money owed back (the refunds job gives it back to the wallet).
 * A process that dies between 2 and 3 leaves the payment WAIT: the order's closer asks the wallet
 * provider about it (by its request id) and takes the debit as in 3 — paid in time, or refunded.
 */
export class PayWithWallet {
  constructor(private readonly d: PayWithWalletDeps) {}

  async pay(
    tenant: TenantContext,
    userId: number,
    input: { orderNo: string; password: string; requestId: string },
  ): Promise<Payment> {
    const { payments, notices } = this.d;
    const start = await payments.openWalletPayment(tenant, userId, input.orderNo, input.requestId);
    const p = start.payment;
    // A repeat of a request that has finished answers what it did.
    if (p.succeeded_at !== null) return payments.get(tenant, userId, p.payment_no);
    if (p.progress === PayProgress.FAIL || p.progress === PayProgress.TIMEOUT) throw new AppError(ErrorCode.PAYMENT_FAILED);
    const event = await payments.debitWallet(start, input.password);
    const outcome = await notices.takeFor(p, event);
    // Its outcome is known: the order's payment slot is free again (decision 060).
    await payments.release(p);
    if (outcome === 'refund')
      this.d.log.warn({ paymentNo: p.payment_no, orderNo: input.orderNo }, 'wallet payment too late: refunded');
    return payments.get(tenant, userId, p.payment_no);
  }
}

declare module './flows.types' {
  interface Flows {
    /** Pays an order from the user's wallet (decision 031). */
    payWithWallet: PayWithWallet;
  }
}

export const payWithWalletFlow = defineFlow({
  key: 'payWithWallet',
  build: ({ app, log, flows }) => new PayWithWallet({ payments: app.payment.payments, notices: flows.takePaymentNotice, log }),
  routes(app, flow) {
    registerCall(app, payWithWallet, (req) => flow.pay(req.tenant, activeUserId(req), req.body), {
      rateLimit: { by: 'user', max: 60, windowMs: 60_000 },
    });
  },
});
