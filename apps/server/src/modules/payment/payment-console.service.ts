import type { CallData, consoleListLedger, consoleListPayments, consoleOrderPayments } from '@curio/contract';
import { notFound } from '../../errors';
import type { PaymentPorts } from './payable';
import type { PaymentRepository, PaymentRow } from './payment.repository';
import type { PaymentService } from './payment.service';
import type { TenantContext } from '../../http/request-context';

type ConsolePayment = CallData<typeof consoleListPayments>['items'][number];

/**
 * The console's read-only view of the money (issue 17, decision 039): an order's payment history with
 * its refunds, the tenant's payments, and its ledger with the range's totals (finance).
 */
export class PaymentConsoleService {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly service: Pick<PaymentService, 'refundsOf'>,
    private readonly ports: Pick<PaymentPorts, 'payables'>,
  ) {}

  async ofOrder(tenant: TenantContext, orderNo: string): Promise<CallData<typeof consoleOrderPayments>> {
    const payable = await this.ports.payables.order.byNo(tenant.id, orderNo);
    if (!payable) throw notFound();
    const rows = await this.payments.ofOrder(tenant.id, payable.ref.id);
    return { payments: rows.map(view), refunds: await this.service.refundsOf(tenant.id, payable.ref.id) };
  }

  async list(
    tenant: TenantContext,
    q: { progress?: number; from?: number; to?: number; limit: number; before?: number },
  ): Promise<CallData<typeof consoleListPayments>> {
    const rows = await this.payments.payments(tenant.id, { ...q, beforeId: q.before }, q.limit + 1);
    const page = rows.slice(0, q.limit);
    return { items: page.map(view), nextBefore: rows.length > q.limit ? page.at(-1)!.id : null };
  }

  async ledger(
    tenant: TenantContext,
    q: {
      kind?: 'payment' | 'refund' | 'fee' | 'royalty' | 'proceeds' | 'discount';
      from?: number;
      to?: number;
      limit: number;
      before?: number;
    },
  ): Promise<CallData<typeof consoleListLedger>> {
    const rows = await this.payments.ledgerRows(tenant.id, { ...q, beforeId: q.before }, q.limit + 1);
    const page = rows.slice(0, q.limit);
    const totals = await this.payments.ledgerTotals(tenant.id, q);
    const of = (kind: string) => totals.find((t) => t.kind === kind);
    const moneyIn = Number(of('payment')?.total ?? 0);
    const moneyOut = -Number(of('refund')?.total ?? 0);
    return {
      items: page.map((l) => ({
        id: l.id,
        kind: l.kind,
        amount: Number(l.amount),
        orderId: l.order_id,
        paymentNo: l.payment_no,
        method: l.method,
        channelType: l.channel_type,
        eventId: l.event_id,
        createdAt: Number(l.created_at),
      })),
      totals: {
        in: moneyIn,
        out: moneyOut,
        net: moneyIn - moneyOut,
        payments: Number(of('payment')?.count ?? 0),
        refunds: Number(of('refund')?.count ?? 0),
      },
      pendingRefunds: await this.payments.pendingRefunds(tenant.id),
      nextBefore: rows.length > q.limit ? page.at(-1)!.id : null,
    };
  }
}

function view(p: PaymentRow): ConsolePayment {
  return {
    id: p.id,
    paymentNo: p.payment_no,
    orderId: p.order_id,
    provider: p.provider,
    method: p.method,
    channelType: p.channel_type as ConsolePayment['channelType'],
    amount: Number(p.amount),
    progress: p.progress as ConsolePayment['progress'],
    providerRef: p.provider_ref,
    createdAt: Number(p.created_at),
    succeededAt: p.succeeded_at === null ? null : Number(p.succeeded_at),
  };
}
