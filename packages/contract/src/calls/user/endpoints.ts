import type { AreaEndpoints } from '../define-endpoints';

// The signed-in user: info, profile, logout.
export const userEndpoints = {
  getUserInfo: { method: 'POST', path: '/memberapi/user/getUserInfo', auth: 'required' },
  userProfile: { method: 'POST', path: '/memberapi/user/userProfile', auth: 'required' },
  logout: { method: 'POST', path: '/memberapi/user/logout', auth: 'required' },
} as const satisfies AreaEndpoints;
