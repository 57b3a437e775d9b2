// The transfers module's public face: its plugin, its services and their types.
export { transfersModule } from './transfers.module';
export type { TransfersServices } from './transfers.types';
export { TransferService, type Move } from './transfer.service';
export type { CirculationRow, SendRow } from './transfer.repository';
