import {
  consoleListActivities,
  consoleSaveActivity,
  consoleWithdrawActivity,
  getActivity,
  listActivities,
  listCastRecords,
  listQualifyingItems,
} from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { ActivityServices } from './activity.types';

/** The activities' calls. Casting (`cast`) runs a flow and is registered by its flow (src/flows/cast.ts). */
export function activityRoutes(app: FastifyInstance, s: ActivityServices): void {
  registerCall(app, listActivities, (req) => s.activities.list(req.tenant.id, req.query, req.lang));
  registerCall(app, getActivity, (req) => s.activities.detail(req.tenant, req.user?.id ?? null, req.params.id, req.lang));
  registerCall(app, listQualifyingItems, (req) =>
    s.activities.qualifyingItems(req.tenant.id, req.user!.id, req.params.id, req.lang),
  );
  registerCall(app, listCastRecords, (req) => s.activities.records(req.tenant.id, req.user!.id, req.query, req.lang));
  // The console (decision 042): owners, editors (and a platform admin on the tenant's host); writes audited.
  registerCall(app, consoleListActivities, (req) => s.console.list(req.tenant.id, req.query, req.lang));
  registerCall(app, consoleSaveActivity, (req) => s.console.save(req.tenant.id, req.body, req.lang, req.audit));
  registerCall(app, consoleWithdrawActivity, (req) => s.console.withdraw(req.tenant.id, req.params.id, req.lang, req.audit));
}
