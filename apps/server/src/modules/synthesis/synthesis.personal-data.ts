import type { PersonalDataStep } from '../../plugins/personal-data';

/** The synthesis module's personal data (decisions 041, 046, 054): none to erase; the syntheses are kept. */
export const synthesisPersonalData: PersonalDataStep = {
  module: 'synthesis',
  tables: [],
  kept: { syntheses: "the items' history (what was burned or pledged into what): ids and numbers, nothing personal" },
};
