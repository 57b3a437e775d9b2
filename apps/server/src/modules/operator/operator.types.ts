import type { AuditService } from './audit.service';
import type { OperatorAccountService } from './operator-accounts.service';
import type { OperatorAdminService } from './operator-admin.service';
import type { OperatorAuthService } from './operator-auth.service';

/** What the operator module offers: `app.operator`. */
export interface OperatorServices {
  /** Console sign-in, two-factor and sessions. */
  auth: OperatorAuthService;
  /** Operator accounts. */
  accounts: OperatorAccountService;
  /** Managing operators from the console. */
  admin: OperatorAdminService;
  /** The audit log: `record` (console routes use `req.audit`) and `search`. */
  audit: AuditService;
}
