import type { AreaEndpoints } from '../define-endpoints';

// A user's data export and account deletion (issue 20, decision 046), on the safety page
// (/pages/account/safety/index). Every call needs a session and acts on my account only.
export const accountDataEndpoints = {
  requestDataExport: { method: 'POST', path: '/mallapp/account/export/request', auth: 'required' },
  listDataExports: { method: 'GET', path: '/mallapp/account/export/list', auth: 'required' },
  getDataExport: { method: 'GET', path: '/mallapp/account/export/get', auth: 'required' },
  getDeletionStanding: { method: 'GET', path: '/mallapp/account/delete/standing', auth: 'required' },
  deleteAccount: { method: 'POST', path: '/mallapp/account/delete', auth: 'required' },
} as const satisfies AreaEndpoints;
