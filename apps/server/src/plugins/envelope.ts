import { ErrorCode, errorMessage, SUCCESS_CODE, isErrorCode } from '@curio/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

export function ok<T>(data: T): { code: 0; msg: string; data: T } {
  return { code: SUCCESS_CODE, msg: 'success', data };
}

/** Sends an error envelope, bypassing the route's success schema. */
export function sendError(req: FastifyRequest, reply: FastifyReply, err: AppError): FastifyReply {
  const body = { code: err.code, msg: errorMessage(err.code, req.lang, err.params), data: err.data };
  return reply.status(err.status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

/** Maps a zod issue message (the contract puts catalogue codes there) back to a code. */
function codeFromIssues(issues: ReadonlyArray<{ message?: string }>): number {
  for (const i of issues) {
    const n = Number(i.message);
    if (Number.isInteger(n) && isErrorCode(n)) return n;
  }
  return ErrorCode.VALIDATION_FAILED;
}

export default fp(
  async function envelope(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
      if (error instanceof AppError) return sendError(req, reply, error);
      if (hasZodFastifySchemaValidationErrors(error)) {
        // Each entry is one zod issue: `message` is the contract's catalogue code when it put one there.
        const issues = error.validation.map((v) => ({
          path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          message: v.message ?? '',
        }));
        const code = codeFromIssues(issues);
        return sendError(req, reply, new AppError(code as AppError['code'], {}, { issues }));
      }
      const fe = error as FastifyError;
      if (fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.code === 'FST_PARTS_LIMIT' || fe.code === 'FST_FILES_LIMIT') {
        return sendError(req, reply, new AppError(ErrorCode.FILE_TOO_LARGE, { size: app.config.uploadMaxMb }));
      }
      if (fe.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return sendError(req, reply, new AppError(ErrorCode.VALIDATION_FAILED));
      }
      if (fe.statusCode === 413) {
        return sendError(req, reply, new AppError(ErrorCode.FILE_TOO_LARGE, { size: app.config.uploadMaxMb }));
      }
      if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
        return sendError(req, reply, new AppError(ErrorCode.VALIDATION_FAILED, {}, { reason: fe.message }));
      }
      req.log.error({ err: error }, 'unhandled error');
      return sendError(req, reply, new AppError(ErrorCode.INTERNAL_ERROR, {}, null, 500));
    });

    app.setNotFoundHandler((req, reply) => {
      if (req.url.startsWith('/api/') || req.url === '/api') {
        return sendError(req, reply, new AppError(ErrorCode.NOT_FOUND, {}, null, 404));
      }
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    });
  },
  { name: 'envelope', dependencies: ['config'] },
);
