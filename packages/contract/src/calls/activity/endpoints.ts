import type { AreaEndpoints } from '../define-endpoints';

// Activities (issue 18, decision 042): casting activities (kind 'cast'); coupon and physical-reward
// activities (issue 19, decision 044) share the list and are ordered with confirmActivityOrder (type-5 orders). The list is open to visitors; an activity's detail
// answers visitors too and adds my status when signed in; the rest needs a session.
export const activityEndpoints = {
  listActivities: { method: 'GET', path: '/mallapp/activity/list', auth: 'optional' },
  getActivity: { method: 'GET', path: '/mallapp/activity/detail/{id}', auth: 'optional' },
  listQualifyingItems: { method: 'GET', path: '/mallapp/activity/qualifying/{id}', auth: 'required' },
  cast: { method: 'POST', path: '/mallapp/activity/cast', auth: 'required' },
  listCastRecords: { method: 'GET', path: '/mallapp/activity/records', auth: 'required' },
  confirmActivityOrder: { method: 'POST', path: '/mallapp/activity/order', auth: 'required' },
} as const satisfies AreaEndpoints;
