// The airdrop module's public face: its plugin, its services and the steps the receive flow runs.
export { airdropModule, airdropWriter, type AirdropModuleOptions } from './airdrop.module';
export type { AirdropServices } from './airdrop.types';
export { AirdropService, airdropStatus, type AirdropPorts, type AirdropCollectionBrief } from './airdrop.service';
export { AirdropWriter, type AirdropInput, type AirdropIssue, type CollectionsExist } from './airdrop-writer.service';
export type { AirdropRow, AirdropClaimRow } from './airdrop.repository';
