export { fileRoutes } from './file.routes';
export { FileService, fileUrl } from './file.service';
export { FileRepository } from './file.repository';
