import type { AreaEndpoints } from '../define-endpoints';

// Synthesis (issue 18, decision 041): recipes that burn or pledge fragments for a new collectible. The
// recipe list is open to visitors; everything else needs a session.
export const synthesisEndpoints = {
  listRecipes: { method: 'GET', path: '/mallapp/synthesis/list' },
  getRecipe: { method: 'GET', path: '/mallapp/synthesis/detail/{id}', auth: 'required' },
  listMyFragments: { method: 'GET', path: '/mallapp/synthesis/fragments', auth: 'required' },
  synthesize: { method: 'POST', path: '/mallapp/synthesis/create', auth: 'required' },
  listSyntheses: { method: 'GET', path: '/mallapp/synthesis/records', auth: 'required' },
} as const satisfies AreaEndpoints;
