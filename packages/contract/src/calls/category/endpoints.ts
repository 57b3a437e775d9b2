import { defineEndpoints } from '../define-endpoints';

// The tenant's collectible categories.
export const categoryEndpoints = defineEndpoints({
  categoryTree: { method: 'GET', path: '/mallapp/singularCategory/categoryTree' },
});
