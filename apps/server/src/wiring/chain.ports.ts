import type { FastifyInstance } from 'fastify';
import type { ChainModuleOptions } from '../modules/chain/index';

/** The chain's options: whether this process runs the outbox worker, and who hears of a confirmed move. */
export function chainPorts(app: FastifyInstance, worker: boolean | undefined): ChainModuleOptions {
  return {
    worker,
    // A token move confirmed on chain (decision 025): the confirm-transfer flow does what its kind needs
    // (a gift's item changes owner) in the confirmation's transaction.
    onConfirmed: (trx, job, now) => app.flows.confirmTransfer.onChainConfirmed(trx, job, now),
  };
}
