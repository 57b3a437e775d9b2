import {
  consoleConfirmTotp,
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
import type { OperatorServices } from './operators.types';

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
