// The share-url module's public face: its plugin and its services' types.
export { shareUrlModule, type ShareUrlModuleOptions } from './share-url.module';
export type { ShareUrlServices } from './share-url.types';
export type { ShareUrlPorts } from './share-item.service';
