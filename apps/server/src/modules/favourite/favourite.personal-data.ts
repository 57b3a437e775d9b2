import type { PersonalDataStep } from '../../plugins/personal-data';

/** The favourite module's personal data (decisions 034, 046, 054): the user's favourites, deleted with the account. */
export const favouritePersonalData: PersonalDataStep = {
  module: 'favourite',
  tables: ['favourites'],
  async erase(trx, t, userId) {
    await trx.deleteFrom('favourites').where('tenant_id', '=', t).where('user_id', '=', userId).execute();
  },
};
