import type { AreaEndpoints } from '../define-endpoints';

// Shipping addresses (issue 19, decision 044): a user's addresses for physical-reward activity orders
// (/pages/activity/address/index and /add). Every call needs a session and acts on my addresses only.
export const addressEndpoints = {
  listAddresses: { method: 'GET', path: '/mallapp/address/list', auth: 'required' },
  saveAddress: { method: 'POST', path: '/mallapp/address/save', auth: 'required' },
  deleteAddress: { method: 'POST', path: '/mallapp/address/delete', auth: 'required' },
  setDefaultAddress: { method: 'POST', path: '/mallapp/address/default', auth: 'required' },
} as const satisfies AreaEndpoints;
