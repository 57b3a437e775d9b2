import type { Kysely } from 'kysely';
import { Prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';

/** SQL on `chain_accounts`. The sealed key is read only where a signer is needed, never for answers. */
export class ChainAccountRepository {
  list(db: Kysely<Database>, tenantId: number, userId: number) {
    return db
      .selectFrom('chain_accounts')
      .select(['chain_channel_no', 'address', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  /**
   * One read for the purchase path: whether the user exists here and is real-name verified, and the
   * chain channels they have an account on (a row per account; one row with a null channel when none).
   */
  standingOf(db: Kysely<Database>, tenantId: number, userId: number) {
    return this.standing.rows(db, tenantId, userId);
  }

  private readonly standing = new Prepared(2, (db, tenantId: number, userId: number) =>
    db
      .selectFrom('users')
      .leftJoin('chain_accounts', (j) =>
        j.onRef('chain_accounts.user_id', '=', 'users.id').onRef('chain_accounts.tenant_id', '=', 'users.tenant_id'),
      )
      .select(['users.real_name_at', 'chain_accounts.chain_channel_no'])
      .where('users.tenant_id', '=', tenantId)
      .where('users.id', '=', userId),
  );

  /** Inserts the accounts that do not exist yet; an account opened meanwhile by another request wins. */
  async insertMissing(
    db: Kysely<Database>,
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
    await db
      .insertInto('chain_accounts')
      .values(rows)
      .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'chain_channel_no']).doNothing())
      .execute();
  }
}
