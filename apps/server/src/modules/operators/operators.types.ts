import type { AuditService } from './audit.service';
import type { OperatorAccountService } from './operator-accounts.service';
import type { OperatorAuthService } from './operator-auth.service';

/** What the operators module offers: `app.operators`. */
export interface OperatorServices {
  /** Console sign-in, two-factor and sessions. */
  auth: OperatorAuthService;
  /** Operator accounts. */
  accounts: OperatorAccountService;
  /** The audit log: `record` (console routes use `req.audit`) and `search`. */
  audit: AuditService;
}
