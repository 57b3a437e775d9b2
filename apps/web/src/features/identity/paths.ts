import { currentRoute } from '../../lib/navigation';

// Where the identity pages live (spec section 2: Login, Mine, Profile, Safety). The route tables
// (app/routes/auth.routes.ts, account.routes.ts) take their paths from here.

const SAFETY = '/pages/account/safety';
const ABOUT = '/pages/account/about';

export const IDENTITY_PATHS = {
  login: '/pages/login/index',
  register: '/pages/register/index',
  forget: '/pages/login/forget',
  agreement: '/pages/login/agreement',
  policy: '/pages/login/policy',
  digitalIdentity: '/pages/login/digitalIdentity',
  mine: '/pages/account/index/index',
  profile: `${ABOUT}/index`,
  updateNickname: `${ABOUT}/update-nickname`,
  updateIntro: `${ABOUT}/update-intro`,
  safety: `${SAFETY}/index`,
  pwdUpdate: `${SAFETY}/pwd-update`,
  pwdForget: `${SAFETY}/pwd-forget`,
  twopwdSet: `${SAFETY}/twopwd-set`,
  twopwdUpdate: `${SAFETY}/twopwd-update`,
  twopwdForget: `${SAFETY}/twopwd-forget`,
  verify: `${SAFETY}/verify`,
  passVerify: `${SAFETY}/pass-verify`,
  chainVerify: `${SAFETY}/chain-verify`,
  chainOpened: `${SAFETY}/opened`,
  chainNotOpened: `${SAFETY}/not-opened`,
} as const;

/** The login page, coming back to `reUrl` afterwards (by default the current route). */
export function loginUrl(reUrl: string = currentRoute()): string {
  return `${IDENTITY_PATHS.login}?reUrl=${encodeURIComponent(reUrl)}`;
}
