// The transfers module's public face: its plugin, its services and their types.
export { transfersModule, type TransfersModuleOptions } from './transfers.module';
export type { TransfersServices } from './transfers.types';
export { TransferService, type ItemMove, type Move, type TransfersPorts } from './transfer.service';
export type { CirculationRow, SendRow } from './transfer.repository';
