import type { AreaEndpoints } from '../define-endpoints';

// The tenant's collectible categories.
export const categoryEndpoints = {
  categoryTree: { method: 'GET', path: '/mallapp/singularCategory/categoryTree' },
} as const satisfies AreaEndpoints;
