import type { AreaEndpoints } from '../define-endpoints';

// Operator calls (calls/operator/schemas.ts): the operator key, not a signed storefront request.
export const operatorEndpoints = {
  operatorListChainJobs: { method: 'GET', path: '/operator/chain/jobs', auth: 'operator', signed: false, allowWhenClosed: true },
  operatorRetryChainJob: {
    method: 'POST',
    path: '/operator/chain/jobs/{id}/retry',
    auth: 'operator',
    signed: false,
    allowWhenClosed: true,
  },
  operatorImportCatalogue: {
    method: 'POST',
    path: '/operator/catalogue/import',
    auth: 'operator',
    signed: false,
    allowWhenClosed: true,
  },
  // Airdrops (issue 14): create or update one by key, list them with their claims.
  operatorSaveAirdrop: { method: 'POST', path: '/operator/airdrops', auth: 'operator', signed: false, allowWhenClosed: true },
  operatorListAirdrops: { method: 'GET', path: '/operator/airdrops', auth: 'operator', signed: false, allowWhenClosed: true },
} as const satisfies AreaEndpoints;
