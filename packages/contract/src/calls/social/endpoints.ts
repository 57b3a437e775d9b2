import type { AreaEndpoints } from '../define-endpoints';

// Display and follows (issue 14, decision 028): an owner shows or hides each collectible on their public
// page; a user's personal page; follow, unfollow, fans and following. Every call needs a session (spec
// section 2: login is required to view collectibles).
export const socialEndpoints = {
  setDisplay: { method: 'POST', path: '/mallapp/cardNft/display', auth: 'required' },
  getPersonalPage: { method: 'GET', path: '/mallapp/personal/page', auth: 'required' },
  listDisplayed: { method: 'GET', path: '/mallapp/personal/displayed', auth: 'required' },
  follow: { method: 'POST', path: '/mallapp/follow/add', auth: 'required' },
  unfollow: { method: 'POST', path: '/mallapp/follow/cancel', auth: 'required' },
  listFans: { method: 'GET', path: '/mallapp/follow/fans', auth: 'required' },
  listFollowing: { method: 'GET', path: '/mallapp/follow/concern', auth: 'required' },
} as const satisfies AreaEndpoints;
