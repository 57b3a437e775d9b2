import { ErrorCode, type ConsoleRole } from '@curio/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors';
import type { AuditRecorder } from '../../http/request-context';
import { addRouteHook } from '../../plugins/route-hooks';
import '../../http/request-context';
import { OperatorAuthService, type ConsoleSessionState } from './operator-auth.service';

export const CONSOLE_COOKIE = 'curio_console';
export const CSRF_HEADER = 'x-csrf-token';

/** The console session of a request, for the sign-in calls (me answers its stage and CSRF token). */
const sessions = new WeakMap<FastifyRequest, ConsoleSessionState>();

export function consoleSessionOf(req: FastifyRequest): ConsoleSessionState | undefined {
  return sessions.get(req);
}

function cookieOf(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === CONSOLE_COOKIE) {
      const v = part.slice(eq + 1).trim();
      return v === '' ? undefined : v;
    }
  }
  return undefined;
}

const noAudit: AuditRecorder = () => Promise.reject(new Error('req.audit is for console calls with a session'));

/**
 * The console's request guard (decision 036), on every route whose call declares `auth: 'console'`: the
 * session cookie (CONSOLE_LOGIN_REQUIRED without one, CONSOLE_SESSION_EXPIRED once idle, past 12 h or
 * disabled), the CSRF header on every POST (CONSOLE_CSRF_INVALID), two-factor passed unless the call takes
 * a partial session (CONSOLE_2FA_REQUIRED), the role (CONSOLE_FORBIDDEN) and the tenant: the session
 * belongs to the host it was opened on, and a tenant's operator only ever acts on their own tenant
 * (CONSOLE_WRONG_TENANT). Then `req.operator` and `req.audit` are set. The host → tenant step (or the
 * platform host) is the tenant plugin's.
 */
export const consolePlugin = fp(
  async function consoleGuard(app: FastifyInstance) {
    app.decorateRequest('operator', null);
    app.decorateRequest('consoleCookie', null);
    app.decorateRequest('audit', noAudit);
    app.addHook('onReady', async () => {
      if (!app.hasDecorator('operator')) throw new Error('the operator module is not registered');
    });
    // The session cookie a console call set (sign-in, a 2FA step, sign-out): on the console's routes only,
    // so the storefront's requests carry no extra hook.
    const setCookie = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (req.consoleCookie !== null) {
        const secure = req.protocol === 'https' ? '; Secure' : '';
        const value = req.consoleCookie;
        const life = value === '' ? 0 : Math.floor(12 * 3600);
        reply.header('set-cookie', `${CONSOLE_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${life}${secure}`);
      }
      return payload;
    };

    const check = async (
      req: FastifyRequest,
      cfg: { roles: readonly ConsoleRole[]; session: 'full' | 'partial' | 'none' },
    ): Promise<void> => {
      if (cfg.session === 'none') return;
      const token = cookieOf(req);
      if (!token) throw new AppError(ErrorCode.CONSOLE_LOGIN_REQUIRED);
      const hostTenantId = req.platformHost ? null : req.tenant.id;
      const state = await app.operator.auth.authenticate(token, hostTenantId);
      if (state === null) throw new AppError(ErrorCode.CONSOLE_LOGIN_REQUIRED);
      if (state === 'expired') {
        req.consoleCookie = '';
        throw new AppError(ErrorCode.CONSOLE_SESSION_EXPIRED);
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        const sent = req.headers[CSRF_HEADER];
        if (typeof sent !== 'string' || sent !== app.operator.auth.csrfOf(state.session)) {
          throw new AppError(ErrorCode.CONSOLE_CSRF_INVALID);
        }
      }
      const op = state.operator;
      if (op.tenant_id !== null && op.tenant_id !== hostTenantId) throw new AppError(ErrorCode.CONSOLE_WRONG_TENANT);
      if (cfg.session === 'full' && state.session.stage !== 'done') throw new AppError(ErrorCode.CONSOLE_2FA_REQUIRED);
      const role = OperatorAuthService.roleOf(op);
      if (!cfg.roles.includes(role)) throw new AppError(ErrorCode.CONSOLE_FORBIDDEN);
      sessions.set(req, state);
      req.operator = { id: op.id, email: op.email, role, tenantId: op.tenant_id, sessionId: state.session.id };
      const actor = { operatorId: op.id, email: op.email, tenantId: hostTenantId, ip: req.ip };
      req.audit = (trx, entry) => app.operator.audit.record(trx, actor, entry);
    };

    app.addHook('onRoute', (route) => {
      const c = route.config;
      if (c?.auth !== 'console') return;
      addRouteHook(route, 'onSend', setCookie);
      if (!c.tenant) return;
      const cfg = { roles: c.roles ?? [], session: c.consoleSession ?? 'full' };
      addRouteHook(route, 'onRequest', (req) => check(req, cfg));
    });
  },
  { name: 'console-guard', dependencies: ['tenant-context'] },
);
