import type { FastifyInstance } from 'fastify';
import type { WalletModuleOptions } from '../modules/wallet/index';

/** What the wallet module reads of its neighbours, and the inbox step it runs in a notice's transaction. */
export function walletPorts(app: FastifyInstance): WalletModuleOptions {
  return {
    // The verified person opening a wallet: the identity module answers.
    person: (tenantId, userId) => app.identity.realName.person(tenantId, userId),
    // A withdrawal reached the bank: the user's inbox says so, in the notice's transaction (decision 026).
    addInboxEvent: (trx, tenantId, userId, event) => app.inbox.inbox.add(trx, tenantId, userId, event),
  };
}
