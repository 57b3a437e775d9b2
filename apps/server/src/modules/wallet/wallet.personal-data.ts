import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PersonalDataStep } from '../../plugins/personal-data';
import type { WalletService } from './wallet.service';

/**
 * The wallet module's personal data (decisions 031, 046, 054): money in the wallet (the balance and the
 * withdrawals in progress) blocks the deletion; on deletion the bank cards bound to it are deleted; the
 * wallet's own row is kept (empty by then: its ledger at the provider points at it).
 */
export function walletPersonalData(db: Kysely<Database>, wallet: Pick<WalletService, 'accountOf' | 'get'>): PersonalDataStep {
  return {
    module: 'wallet',
    tables: ['wallet_cards'],
    kept: {
      wallets: "the wallet's account reference at the provider: empty when the account may go, its ledger points at it",
      wallet_sandbox_accounts: "the sandbox provider's own books (they stand in for the provider's, which keeps them by its law)",
      wallet_sandbox_cards: "the sandbox provider's own books (they stand in for the provider's, which keeps them by its law)",
    },

    async blockers(tenant, userId) {
      if ((await wallet.accountOf(tenant.id, userId)) === null) return [];
      const w = await wallet.get(tenant, userId);
      return [{ reason: 'money', count: w.balance + w.pendingWithdrawal }];
    },

    async erase(trx, t, userId) {
      await trx.deleteFrom('wallet_cards').where('tenant_id', '=', t).where('user_id', '=', userId).execute();
    },
  };
}
