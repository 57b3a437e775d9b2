import type { DataExportService } from './data-export.service';

/** The account-data module's services (`app.accountData`, decision 046). */
export interface AccountDataServices {
  exports: DataExportService;
}
