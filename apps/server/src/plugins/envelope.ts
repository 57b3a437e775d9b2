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

/** Fastify's errors for a body it cannot read, and the `data.reason` each answers with BODY_UNREADABLE. */
const BODY_UNREADABLE: ReadonlyMap<string, string> = new Map([
  ['FST_ERR_CTP_INVALID_JSON_BODY', 'json'],
  ['FST_ERR_CTP_EMPTY_JSON_BODY', 'json'],
  ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 'content-type'],
  ['FST_INVALID_MULTIPART_CONTENT_TYPE', 'content-type'],
  ['FST_ERR_CTP_INVALID_CONTENT_LENGTH', 'content-length'],
]);

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
      // The body itself (decision 022): over the server's limit, or not readable as its content type says.
      if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return sendError(
          req,
          reply,
          new AppError(ErrorCode.REQUEST_TOO_LARGE, {}, { limitBytes: app.initialConfig.bodyLimit ?? null }),
        );
      }
      const unreadable = BODY_UNREADABLE.get(fe.code);
      if (unreadable) return sendError(req, reply, new AppError(ErrorCode.BODY_UNREADABLE, {}, { reason: unreadable }));
      // An upload's own limits (@fastify/multipart): the image-size text.
      if (
        fe.code === 'FST_REQ_FILE_TOO_LARGE' ||
        fe.code === 'FST_PARTS_LIMIT' ||
        fe.code === 'FST_FILES_LIMIT' ||
        fe.statusCode === 413
      ) {
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
