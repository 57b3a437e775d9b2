// The transfer module's public face: its plugin, its services and their types.
export { transferModule, type TransferModuleOptions } from './transfer.module';
export type { TransferServices } from './transfer.types';
export { sourceOf, TransferService, type End, type ItemMove, type Move, type TransferPorts } from './transfer.service';
export type { CirculationRow, SendRow } from './transfer.repository';
