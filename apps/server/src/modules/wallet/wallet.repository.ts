import type { Kysely, Selectable } from 'kysely';
import type { Database, WalletCardsTable, WalletsTable } from '../../db/schema';

export type WalletRow = Selectable<WalletsTable>;
export type WalletCardRow = Selectable<WalletCardsTable>;

/** The only SQL on the wallet module's tables: wallets, wallet_cards, wallet_notices. */
export class WalletRepository {
  /** The database (the service opens its transactions on it; the repository never does). */
  constructor(readonly db: Kysely<Database>) {}

  find(tenantId: number, userId: number): Promise<WalletRow | undefined> {
    return this.db
      .selectFrom('wallets')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  byAccount(provider: string, accountRef: string): Promise<WalletRow | undefined> {
    return this.db
      .selectFrom('wallets')
      .selectAll()
      .where('provider', '=', provider)
      .where('account_ref', '=', accountRef)
      .executeTakeFirst();
  }

  /** Records an opened wallet; a second open of the same user keeps the first row. */
  async insert(row: WalletRow): Promise<void> {
    await this.db
      .insertInto('wallets')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  cards(tenantId: number, userId: number): Promise<WalletCardRow[]> {
    return this.db
      .selectFrom('wallet_cards')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  card(tenantId: number, userId: number, id: number): Promise<WalletCardRow | undefined> {
    return this.db
      .selectFrom('wallet_cards')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  cardByRef(tenantId: number, cardRef: string): Promise<WalletCardRow | undefined> {
    return this.db
      .selectFrom('wallet_cards')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('card_ref', '=', cardRef)
      .executeTakeFirst();
  }

  async insertCard(row: Omit<WalletCardRow, 'id'>): Promise<WalletCardRow> {
    await this.db
      .insertInto('wallet_cards')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .execute();
    return (await this.cardByRef(row.tenant_id, row.card_ref))!;
  }

  async deleteCard(tenantId: number, userId: number, id: number): Promise<void> {
    await this.db
      .deleteFrom('wallet_cards')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  }

  /** Whether a provider notice was taken already (a replay). */
  async noticeTaken(provider: string, eventId: string): Promise<boolean> {
    const r = await this.db
      .selectFrom('wallet_notices')
      .select('event_id')
      .where('provider', '=', provider)
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    return r !== undefined;
  }

  /** Records a provider notice once, in the caller's transaction: false when it was already taken (a replay). */
  async takeNotice(db: Kysely<Database>, row: Selectable<Database['wallet_notices']>): Promise<boolean> {
    const r = await db
      .insertInto('wallet_notices')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
  }
}
