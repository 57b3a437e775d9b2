import type { SandboxPay } from '../../providers/pay/sandbox-pay';
import type { PaymentConsoleService } from './payment-console.service';
import type { PaymentService } from './payment.service';
import type { PayoutService } from './payout.service';

/** The payment module's decoration (`app.payment`). */
export interface PaymentServices {
  payments: PaymentService;
  /** The payment sandbox (outside production); null when a real provider is configured or in production. */
  sandbox: SandboxPay | null;
  /** The operator console's read-only view of payments, refunds and the ledger (decision 039). */
  console: PaymentConsoleService;
  /** The creators' royalties owed and the payouts recorded (decision 065). */
  payouts: PayoutService;
}
