import type { TransferService } from './transfer.service';

/** The transfers module's decoration (`app.transfers`). */
export interface TransfersServices {
  transfers: TransferService;
}
