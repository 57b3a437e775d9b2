import type { SandboxPay } from '../../providers/pay/sandbox-pay';
import type { PaymentService } from './payment.service';

/** The payments module's decoration (`app.payments`). */
export interface PaymentsServices {
  payments: PaymentService;
  /** The payment sandbox (outside production); null when a real provider is configured or in production. */
  sandbox: SandboxPay | null;
}
