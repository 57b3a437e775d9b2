// The file module's public face: its plugin, its services' types, the download address of a file.
export { fileModule, fileServices } from './file.module';
export type { FileServices } from './file.types';
export { fileUrl, type FileService } from './file.service';
