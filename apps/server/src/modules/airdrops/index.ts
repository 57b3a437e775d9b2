// The airdrops module's public face: its plugin, its services and the steps the receive flow runs.
export { airdropsModule, airdropWriter, type AirdropsModuleOptions } from './airdrops.module';
export type { AirdropsServices } from './airdrops.types';
export { AirdropService, airdropStatus, type AirdropsPorts, type AirdropCollectionBrief } from './airdrop.service';
export { AirdropWriter, type AirdropInput, type AirdropIssue, type CollectionsExist } from './airdrop-writer.service';
export type { AirdropRow, AirdropClaimRow } from './airdrop.repository';
