import { IDENTITY_PATHS as P } from '../../features/identity/paths';
import type { RouteDef } from './route-def';

export const identityRoutes: RouteDef[] = [
  { path: P.mine, page: () => import('./identity/mine-page'), auth: true, nav: 'none', title: 'nav.mine' },
  // Login and register (spec section 2, Login).
  { path: P.login, page: () => import('./identity/login-page'), title: 'nav.login' },
  { path: P.register, page: () => import('./identity/register-page'), title: 'nav.register' },
  { path: P.forget, page: () => import('./identity/forget-page'), title: 'nav.forget' },
  { path: P.agreement, page: () => import('./identity/agreement-page'), title: 'nav.agreement' },
  { path: P.policy, page: () => import('./identity/policy-page'), title: 'nav.policy' },
  { path: P.digitalIdentity, page: () => import('./identity/digital-identity-page'), title: 'nav.digitalIdentity' },
  // Profile.
  { path: P.profile, page: () => import('./identity/profile-page'), auth: true, title: 'nav.profile' },
  { path: P.updateNickname, page: () => import('./identity/update-nickname-page'), auth: true, title: 'nav.updateNickname' },
  { path: P.updateIntro, page: () => import('./identity/update-intro-page'), auth: true, title: 'nav.updateIntro' },
  // Safety.
  { path: P.safety, page: () => import('./identity/safety-page'), auth: true, title: 'nav.safety' },
  { path: P.pwdUpdate, page: () => import('./identity/password-update-page'), auth: true, title: 'nav.pwdUpdate' },
  { path: P.pwdForget, page: () => import('./identity/password-forget-page'), auth: true, title: 'nav.pwdForget' },
  { path: P.twopwdSet, page: () => import('./identity/pay-password-set-page'), auth: true, title: 'nav.twopwdSet' },
  { path: P.twopwdUpdate, page: () => import('./identity/pay-password-update-page'), auth: true, title: 'nav.twopwdUpdate' },
  { path: P.twopwdForget, page: () => import('./identity/pay-password-forget-page'), auth: true, title: 'nav.twopwdForget' },
  { path: P.verify, page: () => import('./identity/verify-page'), auth: true, title: 'nav.verify' },
  { path: P.passVerify, page: () => import('./identity/verified-page'), auth: true, title: 'nav.passVerify' },
  { path: P.chainVerify, page: () => import('./identity/chain-verify-page'), auth: true, title: 'nav.chainVerify' },
  { path: P.chainOpened, page: () => import('./identity/chain-opened-page'), auth: true, title: 'nav.chainOpened' },
  { path: P.chainNotOpened, page: () => import('./identity/chain-not-opened-page'), auth: true, title: 'nav.chainNotOpened' },
];
