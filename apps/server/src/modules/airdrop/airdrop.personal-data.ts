import type { PersonalDataStep } from '../../plugins/personal-data';

/** The airdrop module's personal data (decisions 046, 054): none to erase; its claims are kept. */
export const airdropPersonalData: PersonalDataStep = {
  module: 'airdrop',
  tables: [],
  kept: { airdrop_claims: 'which user received which items of an airdrop (the once-per-user rule): ids, nothing personal' },
};
