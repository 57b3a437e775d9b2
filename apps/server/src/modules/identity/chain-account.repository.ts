import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** SQL on `chain_accounts`. The sealed key is read only where a signer is needed, never for answers. */
export class ChainAccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  list(tenantId: number, userId: number) {
    return this.db
      .selectFrom('chain_accounts')
      .select(['chain_channel_no', 'address', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  /** Inserts the accounts that do not exist yet; an account opened meanwhile by another request wins. */
  async insertMissing(
    rows: {
      tenant_id: number;
      user_id: number;
      chain_channel_no: string;
      address: string;
      key_sealed: string;
      created_at: number;
    }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('chain_accounts')
      .values(rows)
      .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'chain_channel_no']).doNothing())
      .execute();
  }
}
