import { consoleListChainJobs, consoleRetryChainJob, operatorListChainJobs, operatorRetryChainJob } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { ChainServices } from './chain.types';

/**
 * The operator's view of the chain outbox (decision 010), on the tenant of the request's host: failing
 * jobs are seen here, and can be retried at once. Operator calls (the operator key); registered only
 * when the server has one.
 */
export function chainRoutes(app: FastifyInstance, s: ChainServices): void {
  registerCall(app, operatorListChainJobs, (req) => s.outbox.operatorView(req.tenant.id, req.query));
  registerCall(app, operatorRetryChainJob, (req) => s.outbox.retryNow(req.tenant.id, req.params.id));
}

/**
 * The console's chain jobs page (decision 039): the same view and retry, behind the operator's session
 * and role; a retry writes its audit row in its own transaction.
 */
export function chainConsoleRoutes(app: FastifyInstance, s: ChainServices): void {
  registerCall(app, consoleListChainJobs, (req) => s.outbox.operatorView(req.tenant.id, req.query));
  registerCall(app, consoleRetryChainJob, (req) =>
    s.outbox.retryAudited(app.db.kysely, req.tenant.id, req.params.id, (trx, before, after) =>
      req.audit(trx, { action: 'chain.job.retry', targetType: 'chainJob', targetId: req.params.id, before, after }),
    ),
  );
}
