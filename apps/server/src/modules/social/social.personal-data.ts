import type { PersonalDataStep } from '../../plugins/personal-data';

/** The social module's personal data (decisions 046, 054): follows, both ways, deleted with the account. */
export const socialPersonalData: PersonalDataStep = {
  module: 'social',
  tables: ['follows'],
  async erase(trx, t, userId) {
    await trx
      .deleteFrom('follows')
      .where('tenant_id', '=', t)
      .where((eb) => eb.or([eb('follower_id', '=', userId), eb('followee_id', '=', userId)]))
      .execute();
  },
};
