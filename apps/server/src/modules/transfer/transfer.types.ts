import type { TransferService } from './transfer.service';

/** The transfer module's decoration (`app.transfer`). */
export interface TransferServices {
  transfers: TransferService;
}
