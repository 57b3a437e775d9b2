import { timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@curio/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, notFound } from '../../errors';
import { ok } from '../../plugins/envelope';
import type { ChainJobRepository, ChainJobRow } from './chain-job.repository';
import type { ChainService } from './chain.service';

const config = { tenant: true, signed: false, auth: 'none', allowWhenClosed: true } as const;

function bearerMatches(req: FastifyRequest, token: string): boolean {
  const header = req.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const want = Buffer.from(token);
  return given.length === want.length && timingSafeEqual(given, want);
}

function jobView(j: ChainJobRow) {
  return {
    id: j.id,
    kind: j.kind,
    tokenId: j.token_id,
    from: j.from_address,
    to: j.to_address,
    status: j.status,
    attempts: j.attempts,
    lastError: j.last_error,
    nextAttemptAt: Number(j.next_attempt_at),
    txHash: j.tx_hash,
    blockNumber: j.block_number === null ? null : Number(j.block_number),
    confirmedAt: j.confirmed_at === null ? null : Number(j.confirmed_at),
    createdAt: Number(j.created_at),
  };
}

/**
 * The operator's view of the chain outbox (decision 010), on the tenant of the request's host,
 * behind the operator key (`Authorization: Bearer <OPERATOR_TOKEN>`): failing jobs are seen here,
 * and can be retried at once.
 */
export function chainOperatorRoutes(
  app: FastifyInstance,
  deps: { repo: ChainJobRepository; chain: ChainService; token: string; wake: () => void },
): void {
  void app.register(async (scope) => {
    scope.addHook('preHandler', async (req) => {
      if (!bearerMatches(req, deps.token)) throw new AppError(ErrorCode.OPERATOR_UNAUTHORIZED);
    });

    scope.get(
      '/api/operator/chain/jobs',
      {
        config,
        schema: {
          operationId: 'operatorListChainJobs',
          summary: 'Chain outbox jobs of this tenant, newest first (failing: open jobs that have failed)',
          tags: ['operator'],
          querystring: z.object({
            filter: z.enum(['failing', 'pending', 'all']).default('failing'),
            limit: z.coerce.number().int().min(1).max(200).default(50),
            before: z.coerce.number().int().min(1).optional(),
          }),
        },
      },
      async (req) => {
        const q = req.query as { filter: 'failing' | 'pending' | 'all'; limit: number; before?: number };
        const rows = await deps.repo.list(req.tenant.id, deps.chain.chainId, q.filter, q.limit, q.before);
        return ok({
          counts: await deps.repo.counts(req.tenant.id, deps.chain.chainId),
          contract: await deps.chain.contractOf(req.tenant.id),
          jobs: rows.map(jobView),
          nextBefore: rows.length === q.limit ? rows.at(-1)!.id : null,
        });
      },
    );

    scope.post(
      '/api/operator/chain/jobs/:id/retry',
      {
        config,
        schema: {
          operationId: 'operatorRetryChainJob',
          summary: 'Makes an open chain job due at once',
          tags: ['operator'],
          params: z.object({ id: z.coerce.number().int().min(1) }),
        },
      },
      async (req) => {
        const { id } = req.params as { id: number };
        if (!(await deps.repo.retryNow(req.tenant.id, id, app.clock()))) throw notFound();
        deps.wake();
        return ok({ id, retried: true });
      },
    );
  });
}
