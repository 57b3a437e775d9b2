import { consoleListRecipes, consoleSaveRecipe, getRecipe, listMyFragments, listRecipes, listSyntheses } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { SynthesisServices } from './synthesis.types';

/**
 * The synthesis calls. Synthesizing (`synthesize`) and withdrawing a recipe (`consoleWithdrawRecipe`) run
 * flows and are registered by their flows (src/flows/synthesize.ts, release-pledges.ts).
 */
export function synthesisRoutes(app: FastifyInstance, s: SynthesisServices): void {
  registerCall(app, listRecipes, (req) => s.synthesis.list(req.tenant.id, req.query, req.lang));
  registerCall(app, getRecipe, (req) => s.synthesis.detail(req.tenant, req.user!.id, req.params.id, req.lang));
  registerCall(app, listMyFragments, (req) => s.synthesis.fragments(req.tenant.id, req.user!.id, req.query));
  registerCall(app, listSyntheses, (req) => s.synthesis.records(req.tenant.id, req.user!.id, req.query, req.lang));
  // The console (decision 041): an owner's or editor's session; the save is audited.
  registerCall(app, consoleListRecipes, (req) => s.recipes.list(req.tenant.id, req.query, req.lang));
  registerCall(app, consoleSaveRecipe, (req) => s.recipes.save(req.tenant.id, req.body, req.audit));
}
