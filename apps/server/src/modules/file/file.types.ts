import type { FileService } from './file.service';

/** What the file module offers other modules and its routes (`app.file.files`). */
export interface FileServices {
  files: FileService;
}
