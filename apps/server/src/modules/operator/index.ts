// The operator module's public face (issue 17, decision 036): its plugins, its services' types.
export { operatorModule, operatorServices, operatorAccounts } from './operator.module';
export { consolePlugin, CONSOLE_COOKIE, CSRF_HEADER } from './console.plugin';
export type { OperatorServices } from './operator.types';
export type { AuditService, AuditActor, AuditQuery } from './audit.service';
export { operatorView, type NewOperator, type OperatorAccountService } from './operator-accounts.service';
export { totpCode } from './totp';
