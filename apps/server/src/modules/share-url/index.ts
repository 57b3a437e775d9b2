// The share-url module's public face: its plugin and its services' types.
export { shareUrlModule } from './share-url.module';
export type { ShareUrlServices } from './share-url.types';
