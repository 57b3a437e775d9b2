import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PersonalDataStep } from '../../plugins/personal-data';

/** The address module's personal data (decisions 044, 046, 054): the ship-to addresses, exported and deleted. */
export function addressPersonalData(db: Kysely<Database>): PersonalDataStep {
  return {
    module: 'address',
    tables: ['addresses'],

    async export({ tenantId, userId }) {
      const addresses = await db
        .selectFrom('addresses')
        .select(['receiver', 'phone', 'province', 'city', 'district', 'street', 'detail', 'is_default', 'updated_at'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
      return {
        addresses: addresses.map((a) => ({ ...a, is_default: a.is_default === 1, updated_at: Number(a.updated_at) })),
      };
    },

    async erase(trx, t, userId) {
      await trx.deleteFrom('addresses').where('tenant_id', '=', t).where('user_id', '=', userId).execute();
    },
  };
}
