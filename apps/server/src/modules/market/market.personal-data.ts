import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PersonalDataStep } from '../../plugins/personal-data';

/**
 * The market module's personal data (decisions 033, 046, 054): resale proceeds owed to the user count as
 * money, and listings on sale or locked as open orders, both blocking the deletion; the listings are kept
 * (accounting), pointing at the anonymous user row.
 */
export function marketPersonalData(db: Kysely<Database>): PersonalDataStep {
  return {
    module: 'market',
    tables: ['listings'],

    async blockers(tenant, userId) {
      const t = tenant.id;
      const owed = await db
        .selectFrom('listings')
        .select((eb) => eb.fn.sum<number | string | null>('net').as('n'))
        .where('tenant_id', '=', t)
        .where('seller_id', '=', userId)
        .where('payout', '=', 'owed')
        .executeTakeFirst();
      const open = await db
        .selectFrom('listings')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', t)
        .where('seller_id', '=', userId)
        .where('status', 'in', ['on_sale', 'locked'])
        .executeTakeFirst();
      return [
        { reason: 'money', count: Number(owed?.n ?? 0) },
        { reason: 'orders', count: Number(open?.n ?? 0) },
      ];
    },
  };
}
