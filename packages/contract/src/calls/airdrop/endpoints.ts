import type { AreaEndpoints } from '../define-endpoints';

// Airdrops (issue 14): the airdrops offered to me, one airdrop's detail, and receiving it (the spec's call).
// The operator's calls on airdrops are in the operator area.
export const airdropEndpoints = {
  listAirdrops: { method: 'GET', path: '/mallapp/airdrop/list', auth: 'optional' },
  getAirdrop: { method: 'GET', path: '/mallapp/airdrop/detail/{id}', auth: 'required' },
  userAirDropTransfer: { method: 'POST', path: '/memberapi/user/userAirDropTransfer', auth: 'required' },
} as const satisfies AreaEndpoints;
