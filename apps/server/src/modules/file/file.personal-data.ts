import type { PersonalDataStep } from '../../plugins/personal-data';

/**
 * The file module's personal data (decisions 046, 054): the uploads' rows name their uploader; kept, as
 * before this record (the profile's avatar URL is erased by identity, the stored image is not).
 */
export const filePersonalData: PersonalDataStep = {
  module: 'file',
  tables: [],
  kept: {
    files: "an upload's uploader (the avatar's file stays stored; decision 054 names this as a gap to close)",
  },
};
