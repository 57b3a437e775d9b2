import { getDataExport, listDataExports, requestDataExport } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { AccountDataServices } from './account-data.types';

/** A user's data exports (decision 046); deletion is a flow (flows/delete-account.ts). */
export function accountDataRoutes(app: FastifyInstance, s: AccountDataServices): void {
  const uid = (req: { user: { id: number } | null }) => req.user!.id;
  registerCall(app, requestDataExport, (req) => s.exports.request(req.tenant.id, uid(req)), {
    rateLimit: { by: 'user', max: 10, windowMs: 60_000 },
  });
  registerCall(app, listDataExports, (req) => s.exports.list(req.tenant.id, uid(req)));
  registerCall(app, getDataExport, (req) => s.exports.get(req.tenant.id, uid(req), req.query.id), {
    rateLimit: { by: 'user', max: 30, windowMs: 60_000 },
  });
}
