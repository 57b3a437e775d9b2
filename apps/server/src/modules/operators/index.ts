// The operators module's public face (issue 17, decision 036): its plugins, its services' types.
export { operatorsModule, operatorServices, operatorAccounts } from './operators.module';
export { consolePlugin, CONSOLE_COOKIE, CSRF_HEADER } from './console.plugin';
export type { OperatorServices } from './operators.types';
export type { AuditService, AuditActor, AuditQuery } from './audit.service';
export { operatorView, type NewOperator, type OperatorAccountService } from './operator-accounts.service';
export { totpCode } from './totp';
