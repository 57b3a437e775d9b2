import {
  approveAuth,
  checkApproveStatus,
  consoleGetUser,
  consoleSearchUsers,
  exchangeDidToken,
  getUserInfo,
  loginByCode,
  loginByPassword,
  logout,
  openChainAccount,
  queryChannelPlatform,
  queryReceiptBind,
  register,
  resetPassword,
  resetPayPassword,
  sendSmsCode,
  setPayPassword,
  submitRealName,
  updateAvatar,
  updateIntro,
  updateNickname,
  updatePassword,
  updatePayPassword,
  userProfile,
} from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { RateLimitRule } from '../../http/request-context';
import type { IdentityServices } from './identity.types';

/** Sign-ins and sign-ups from one client address: generous for people, tight for scripts. */
const SIGN_IN_LIMIT: RateLimitRule = { by: 'ip', max: 30, windowMs: 60_000 };

/** Thin: parse (the contract did), call the service, answer. */
export function identityRoutes(app: FastifyInstance, s: IdentityServices): void {
  const token = (req: { headers: Record<string, unknown> }) => String(req.headers.token);

  registerCall(app, sendSmsCode, (req) =>
    s.codes.send(req.tenant, { ...req.body, clientIp: req.ip, userId: req.user?.id ?? null }),
  );
  registerCall(app, register, (req) => s.accounts.register(req.tenant, req.body), { rateLimit: SIGN_IN_LIMIT });
  registerCall(app, loginByCode, (req) => s.accounts.loginByCode(req.tenant, req.body), { rateLimit: SIGN_IN_LIMIT });
  registerCall(app, loginByPassword, (req) => s.accounts.loginByPassword(req.tenant, req.body), { rateLimit: SIGN_IN_LIMIT });
  registerCall(app, resetPassword, (req) => s.accounts.resetPassword(req.tenant, req.body), { rateLimit: SIGN_IN_LIMIT });
  registerCall(app, logout, async (req) => {
    await s.sessions.revoke(req.tenant.id, token(req));
    return true;
  });
  registerCall(app, updatePassword, (req) => s.accounts.updatePassword(req.tenant, req.user!.id, token(req), req.body));
  registerCall(app, setPayPassword, (req) => s.accounts.setPayPassword(req.tenant, req.user!.id, req.body));
  registerCall(app, updatePayPassword, (req) => s.accounts.updatePayPassword(req.tenant, req.user!.id, req.body));
  registerCall(app, resetPayPassword, (req) => s.accounts.resetPayPassword(req.tenant, req.user!.id, req.body));

  registerCall(app, getUserInfo, (req) => s.users.info(req.tenant.id, req.user!.id));
  registerCall(app, userProfile, (req) => s.users.profile(req.tenant, req.user!.id));
  registerCall(app, updateNickname, (req) => s.users.updateNickname(req.tenant.id, req.user!.id, req.body.nickname));
  registerCall(app, updateIntro, (req) => s.users.updateIntro(req.tenant.id, req.user!.id, req.body.intro));
  registerCall(app, updateAvatar, (req) => s.users.updateAvatar(req.tenant.id, req.user!.id, req.body.fileId));

  registerCall(app, submitRealName, (req) => s.realName.submit(req.tenant, req.user!.id, req.body));
  registerCall(app, checkApproveStatus, (req) => s.realName.status(req.tenant, req.user!.id));
  registerCall(app, approveAuth, (req) => s.realName.approveByDid(req.tenant, req.user!.id, req.query.didToken));
  registerCall(app, openChainAccount, (req) => s.chainAccounts.open(req.tenant, req.user!.id));

  registerCall(app, queryChannelPlatform, (req) => s.dids.channels(req.lang));
  registerCall(app, exchangeDidToken, (req) => s.dids.signIn(req.tenant, req.query.didToken), { rateLimit: SIGN_IN_LIMIT });
  registerCall(app, queryReceiptBind, (req) => s.dids.receipt(req.tenant, req.user!.id));
  // The console (decision 039): the tenant's users, masked.
  registerCall(app, consoleSearchUsers, (req) => s.console.search(req.tenant, req.query));
  registerCall(app, consoleGetUser, (req) => s.console.get(req.tenant, req.params.id));
}
