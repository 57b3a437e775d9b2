import type { AreaEndpoints } from '../define-endpoints';

// The operator console's synthesis recipes (issue 18, decision 041): console sessions of an owner or an
// editor on their tenant's host (and a platform admin signed in there). Every call acts on the host's
// tenant only; writes are audited.
const editors = {
  auth: 'console',
  roles: ['owner', 'editor', 'platformAdmin'],
  signed: false,
  tokenInSignature: false,
  allowWhenClosed: true,
} as const;

export const consoleSynthesisEndpoints = {
  consoleListRecipes: { method: 'GET', path: '/console/synthesis/recipes', ...editors },
  consoleSaveRecipe: { method: 'POST', path: '/console/synthesis/recipes', ...editors },
  consoleWithdrawRecipe: { method: 'POST', path: '/console/synthesis/recipes/{id}/withdraw', ...editors },
} as const satisfies AreaEndpoints;
