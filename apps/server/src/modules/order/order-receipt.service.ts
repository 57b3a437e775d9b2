import type { Language, OrderReceipt, ReceiptRefund } from '@curio/contract';
import type { RefundsTable } from '../../db/schema';
import { notFound } from '../../errors';
import type { TenantContext } from '../../http/request-context';
import type { OrderService } from './order.service';

/** The payment that paid an order, as a receipt shows it. */
export interface ReceiptPayment {
  paymentNo: string;
  method: number;
  channelType: number;
  amount: number;
}

/** One refund of an order, as the payment module keeps it. */
export interface ReceiptRefundRow {
  amount: number;
  status: RefundsTable['status'];
  /** An operator refunded the order (with a reason, decision 039); false: the system gave back a payment the order did not take. */
  byOperator: boolean;
  createdAt: number;
  doneAt: number | null;
}

/** What the receipt reads of the payment module; wiring/order.ports.ts supplies it. */
export interface ReceiptPorts {
  receipts: {
    /** The payment that paid the order (its paid notice accepted), or null (a free order paid at once). */
    paidWith(tenantId: number, orderId: number): Promise<ReceiptPayment | null>;
    /** The order's refunds, oldest first. */
    refundsOf(tenantId: number, orderId: number): Promise<ReceiptRefundRow[]>;
  };
}

/** Every state a refund row may be in, as the receipt names it (a new state fails the type check here). */
const REFUND_STATUS: Record<RefundsTable['status'], ReceiptRefund['status']> = { pending: 'pending', done: 'done' };

/**
 * The payment receipt of a buyer's order (decision 071): only the buyer's own (another user's order
 * number answers "not found", as the order detail does), and only once it was paid — an order that was
 * never paid has no receipt and answers "not found" too.
 */
export class OrderReceiptService {
  constructor(
    private readonly orders: OrderService,
    private readonly ports: ReceiptPorts,
  ) {}

  async get(tenant: TenantContext, userId: number, orderNo: string, lang: Language): Promise<OrderReceipt> {
    const row = await this.orders.mine(tenant, userId, orderNo);
    if (row.paid_at === null) throw notFound();
    const [order, payment, refunds] = await Promise.all([
      this.orders.view(tenant, row, lang),
      this.ports.receipts.paidWith(tenant.id, row.id),
      this.ports.receipts.refundsOf(tenant.id, row.id),
    ]);
    const totalBefore = order.unitPrice * order.quantity;
    return {
      orderNo: order.orderNo,
      status: order.status,
      businessType: order.businessType,
      item: order.item,
      quantity: order.quantity,
      unitPrice: order.unitPrice,
      totalBefore,
      discount: order.coupon?.discount ?? 0,
      coupon: order.coupon,
      amountPaid: order.totalAmount,
      paidAt: Number(row.paid_at),
      payment: payment
        ? {
            paymentNo: payment.paymentNo,
            method: payment.method as NonNullable<OrderReceipt['payment']>['method'],
            channelType: payment.channelType as NonNullable<OrderReceipt['payment']>['channelType'],
            amount: payment.amount,
          }
        : null,
      refunds: refunds.map((r) => ({
        kind: r.byOperator ? 'platform' : 'automatic',
        amount: r.amount,
        status: REFUND_STATUS[r.status],
        requestedAt: r.createdAt,
        doneAt: r.doneAt,
      })),
    };
  }
}
