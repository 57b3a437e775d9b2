// The account-data module's public face (decision 046).
export { accountDataModule } from './account-data.module';
export type { AccountDataServices } from './account-data.types';
export type { DataExportService } from './data-export.service';
