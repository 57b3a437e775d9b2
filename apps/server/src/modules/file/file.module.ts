import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import type { FileStorage } from '../../providers/index';
import { FileRepository } from './file.repository';
import { fileRoutes } from './file.routes';
import { FileService } from './file.service';
import type { FileServices } from './file.types';
import { filePersonalData } from './file.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** The file module's face: `files` (uploads, platform files such as seed art and imported media, downloads). */
    file: FileServices;
  }
}

/** The file module's services over a database and a storage (the app, the seed and the CLI build them here). */
export function fileServices(db: Db, storage: FileStorage, uploadMaxMb: number): FileServices {
  return { files: new FileService(db.kysely, new FileRepository(), storage, uploadMaxMb) };
}

/** The file module: files of a tenant (uploads and platform files) and their download route. */
export const fileModule = fp(
  async function file(app: FastifyInstance) {
    const s = fileServices(app.db, app.providers.storage, app.config.uploadMaxMb);
    s.files.onResizeError = (err, id) => app.log.warn({ err, file: id }, 'stored image could not be resized; served as stored');
    app.decorate('file', s);
    app.personalData.register(filePersonalData);
    await fileRoutes(app, s);
  },
  { name: 'file', dependencies: ['config'] },
);
