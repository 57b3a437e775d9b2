import {
  consoleConfirmTotp,
  consoleCreateOperator,
  consoleListOperators,
  consoleResetOperatorTotp,
  consoleSearchAudit,
  consoleUpdateOperator,
  consoleEnrolTotp,
  consoleLogin,
  consoleLogout,
  consoleMe,
  consoleUseRecoveryCode,
  consoleVerifyTotp,
  ErrorCode,
} from '@curio/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { registerCall } from '../../plugins/register-call';
import { consoleSessionOf } from './console.plugin';
import { OperatorAuthService, type ConsoleSessionState } from './operator-auth.service';
import type { OperatorServices } from './operator.types';

/** Console sign-in routes (decision 036): a tight per-address limit on the steps that take a secret. */
export function operatorAuthRoutes(app: FastifyInstance, s: OperatorServices): void {
  const limit = { rateLimit: { by: 'ip' as const, max: 30, windowMs: 60_000 } };

  const view = (req: FastifyRequest, state: ConsoleSessionState) => ({
    stage: state.session.stage as 'totp' | 'enrol' | 'done',
    operator: {
      id: state.operator.id,
      email: state.operator.email,
      name: state.operator.name,
      role: OperatorAuthService.roleOf(state.operator),
      tenantId: state.operator.tenant_id,
      totpEnrolled: state.operator.totp_sealed !== null,
    },
    csrfToken: s.auth.csrfOf(state.session),
    tenantId: req.platformHost ? null : req.tenant.id,
    tenantCode: req.platformHost ? null : req.tenant.code,
    tenantName: req.platformHost ? null : req.tenant.platformName,
    idleTimeoutMs: s.auth.opts.idleTimeoutMs,
    totpOptional: s.auth.opts.totpOptional,
  });
  const stateOf = (req: FastifyRequest) => {
    const state = consoleSessionOf(req);
    if (!state) throw new AppError(ErrorCode.CONSOLE_LOGIN_REQUIRED);
    return state;
  };
  /** A step that moved the session on: the new token goes in the cookie. */
  const moved = (req: FastifyRequest, r: { token: string; state: ConsoleSessionState } | null) => {
    if (!r) return view(req, stateOf(req));
    req.consoleCookie = r.token;
    return view(req, r.state);
  };

  registerCall(
    app,
    consoleLogin,
    async (req) => {
      const r = await s.auth.login(req.platformHost ? null : req.tenant.id, req.body.email, req.body.password, req.ip);
      req.consoleCookie = r.token;
      return view(req, r.state);
    },
    limit,
  );
  registerCall(app, consoleVerifyTotp, async (req) => moved(req, await s.auth.verifyTotp(stateOf(req), req.body.code)), limit);
  registerCall(
    app,
    consoleUseRecoveryCode,
    async (req) => moved(req, await s.auth.useRecoveryCode(stateOf(req), req.body.code)),
    limit,
  );
  registerCall(app, consoleEnrolTotp, async (req) =>
    s.auth.enrol(stateOf(req), req.platformHost ? 'Curio' : `Curio ${req.tenant.platformName}`),
  );
  registerCall(app, consoleConfirmTotp, async (req) => moved(req, await s.auth.confirmEnrol(stateOf(req), req.body.code)), limit);
  registerCall(app, consoleMe, (req) => view(req, stateOf(req)));
  registerCall(app, consoleLogout, async (req) => {
    await s.auth.logout(stateOf(req));
    req.consoleCookie = '';
    return { signedOut: true as const };
  });
}

/**
 * The tenant a console call of operators or the audit log is about: on a tenant's host that tenant (a
 * `tenantId` naming another is CONSOLE_WRONG_TENANT); on the platform host the one named, or none.
 */
function scopeOf(req: FastifyRequest, named: number | undefined): number | undefined {
  if (!req.platformHost) {
    if (named !== undefined && named !== req.tenant.id) throw new AppError(ErrorCode.CONSOLE_WRONG_TENANT);
    return req.tenant.id;
  }
  return named;
}

/** Operators and the audit log (decision 036). */
export function operatorAdminRoutes(app: FastifyInstance, s: OperatorServices): void {
  registerCall(app, consoleListOperators, async (req) => ({
    operators: await s.admin.list(scopeOf(req, req.query.tenantId) ?? null),
  }));
  registerCall(app, consoleCreateOperator, (req) => {
    const { tenantId, ...input } = req.body;
    return s.admin.create(scopeOf(req, tenantId) ?? null, input, req.audit);
  });
  // On the platform host a platform admin changes any operator: the scope is the operator's own.
  const scopeOfOperator = async (req: FastifyRequest, id: number) => {
    if (!req.platformHost) return req.tenant.id;
    const op = await s.accounts.byId(id);
    if (!op) throw new AppError(ErrorCode.NOT_FOUND);
    return op.tenant_id;
  };
  registerCall(app, consoleUpdateOperator, async (req) =>
    s.admin.update(req.operator!, await scopeOfOperator(req, req.params.id), req.params.id, req.body, req.audit),
  );
  registerCall(app, consoleResetOperatorTotp, async (req) =>
    s.admin.resetTotp(await scopeOfOperator(req, req.params.id), req.params.id, req.audit),
  );
  registerCall(app, consoleSearchAudit, (req) => {
    const { tenantId, ...q } = req.query;
    return s.audit.search({ ...q, tenantId: scopeOf(req, tenantId) });
  });
}
