import type { PersonalDataStep } from '../../plugins/personal-data';

/** The inbox module's personal data (decisions 046, 054): the user's inbox events, deleted with the account. */
export const inboxPersonalData: PersonalDataStep = {
  module: 'inbox',
  tables: ['inbox_events'],
  async erase(trx, t, userId) {
    await trx.deleteFrom('inbox_events').where('tenant_id', '=', t).where('user_id', '=', userId).execute();
  },
};
