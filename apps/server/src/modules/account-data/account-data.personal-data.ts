import type { PersonalDataStep } from '../../plugins/personal-data';
import type { DataExportService } from './data-export.service';

/** The account-data module's personal data (decisions 046, 054): the user's data exports, deleted with the account. */
export function accountDataPersonalData(exports: Pick<DataExportService, 'removeAll'>): PersonalDataStep {
  return {
    module: 'account-data',
    tables: ['data_exports'],
    erase: (trx, t, userId) => exports.removeAll(trx, t, userId),
  };
}
