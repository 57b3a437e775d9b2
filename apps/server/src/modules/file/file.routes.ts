import { consoleUploadBrandLogo, consoleUploadMedia, downloadFile, ErrorCode, uploadFile } from '@curio/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { registerCall } from '../../plugins/register-call';
import { MEDIA_MAX_MB } from './file.service';
import type { FileServices } from './file.types';

export async function fileRoutes(app: FastifyInstance, s: FileServices): Promise<void> {
  const maxBytes = app.config.uploadMaxMb * 1024 * 1024;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
  const service = s.files;

  registerCall(
    app,
    uploadFile,
    async (req) => {
      if (!req.isMultipart()) throw new AppError(ErrorCode.VALIDATION_FAILED);
      const part = await req.file();
      if (!part) throw new AppError(ErrorCode.FIELD_REQUIRED);
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(ErrorCode.FILE_TOO_LARGE, { size: app.config.uploadMaxMb });
        }
        throw new AppError(ErrorCode.FILE_UPLOAD_FAILED);
      }
      return service.saveImage(req.tenant.id, req.user?.id ?? null, content, part.filename);
    },
    { rateLimit: { by: 'user', max: 30, windowMs: 60_000 }, bodyLimit: maxBytes + 64 * 1024 },
  );

  // The console's media (decision 038): images, videos and glb models, sniffed; an owner's or editor's session.
  const mediaMaxBytes = Math.max(maxBytes, MEDIA_MAX_MB * 1024 * 1024);
  registerCall(
    app,
    consoleUploadMedia,
    async (req) => {
      if (!req.isMultipart()) throw new AppError(ErrorCode.VALIDATION_FAILED);
      const part = await req.file({ limits: { fileSize: mediaMaxBytes, files: 1 } });
      if (!part) throw new AppError(ErrorCode.FIELD_REQUIRED);
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(ErrorCode.FILE_TOO_LARGE, { size: MEDIA_MAX_MB });
        throw new AppError(ErrorCode.FILE_UPLOAD_FAILED);
      }
      return service.saveMedia(req.tenant.id, content, part.filename, req.audit);
    },
    { bodyLimit: mediaMaxBytes + 64 * 1024 },
  );

  // The brand's logo (an owner's or a platform admin's session on the tenant's host): an image only.
  registerCall(
    app,
    consoleUploadBrandLogo,
    async (req) => {
      if (!req.isMultipart()) throw new AppError(ErrorCode.VALIDATION_FAILED);
      const part = await req.file();
      if (!part) throw new AppError(ErrorCode.FIELD_REQUIRED);
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(ErrorCode.FILE_TOO_LARGE, { size: app.config.uploadMaxMb });
        throw new AppError(ErrorCode.FILE_UPLOAD_FAILED);
      }
      return service.saveLogo(req.tenant.id, content, part.filename, req.audit);
    },
    { bodyLimit: maxBytes + 64 * 1024 },
  );

  app.get<{ Params: { id: string }; Querystring: { w?: string } }>(
    `/api${downloadFile.path}`,
    {
      schema: {
        operationId: downloadFile.operationId,
        summary: downloadFile.summary,
        tags: [...downloadFile.tags],
        params: downloadFile.params,
        querystring: downloadFile.query,
      },
      // Logos and icons must show on the closure page too. SVG files are text: compressed on the way out.
      config: { tenant: true, signed: false, auth: 'none', allowWhenClosed: true, compress: true },
    },
    async (req, reply) => {
      const sized =
        req.query.w === undefined
          ? undefined
          : { width: Number(req.query.w), webp: /\bimage\/webp\b/.test(req.headers.accept ?? '') };
      const file = await service.open(req.tenant.id, req.params.id, sized);
      if (!file) throw new AppError(ErrorCode.NOT_FOUND, {}, null, 404);
      if (file.size !== undefined) reply.header('content-length', file.size);
      // A resized image is WebP or not by the Accept header: shared caches keep one answer per Accept.
      if (file.vary) reply.header('vary', 'Accept');
      return reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(file.stream);
    },
  );
}
