import {
  ErrorCode,
  errorMessage,
  FALLBACK_LANGUAGE,
  isErrorCode,
  normalizeLanguage,
  pickLanguage,
  SUCCESS_CODE,
} from '@curio/contract';
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

/** PostgreSQL's "numeric value out of range" (SQLSTATE 22003): a value its column's type cannot hold. */
function isOutOfRange(error: unknown): boolean {
  const e = error as { code?: unknown; severity?: unknown };
  return e.code === '22003' && typeof e.severity === 'string';
}

/** Whether a request is one of the API's (its answers are envelopes), by its raw URL. */
function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Fastify's own refusals, made before any route or hook runs (given to Fastify as `frameworkErrors`,
 * decision 059): a path parameter longer than the router's 100 characters (FST_ERR_MAX_PARAM_LENGTH) or
 * whose percent-encoding does not decode (FST_ERR_BAD_URL). No id, token or code of ours is either, so
 * under /api it answers what a route's id schema answers for what cannot be an id: NOT_FOUND, as an
 * envelope with HTTP 200, in the language the request asks for (no tenant is looked up). Elsewhere (the
 * short link `/s/<code>`) it is the plain 404 of an unknown page. Anything else Fastify may report there
 * is a server fault: INTERNAL_ERROR, HTTP 500.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  if (!isApiUrl(req.raw.url ?? '')) {
    void reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return;
  }
  const header = req.headers['lang'];
  req.lang =
    normalizeLanguage(typeof header === 'string' ? header : undefined) ??
    pickLanguage(req.headers['accept-language']) ??
    FALLBACK_LANGUAGE;
  const known = error.code === 'FST_ERR_MAX_PARAM_LENGTH' || error.code === 'FST_ERR_BAD_URL';
  if (!known) req.log.error({ err: error }, 'router error');
  void sendError(req, reply, known ? new AppError(ErrorCode.NOT_FOUND) : new AppError(ErrorCode.INTERNAL_ERROR, {}, null, 500));
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
      // A number of the request that a 32-bit column cannot hold, which no schema bounded (an opaque cursor
      // naming an id past ID_MAX): PostgreSQL refuses the statement (SQLSTATE 22003) and its transaction
      // rolls back. The request was wrong, not the server (decision 059); SQLite's 64-bit integers hold it.
      if (isOutOfRange(error)) {
        req.log.warn({ err: error }, 'a number out of the column range');
        return sendError(req, reply, new AppError(ErrorCode.VALIDATION_FAILED, {}, { reason: 'out-of-range' }));
      }
      req.log.error({ err: error }, 'unhandled error');
      return sendError(req, reply, new AppError(ErrorCode.INTERNAL_ERROR, {}, null, 500));
    });

    app.setNotFoundHandler((req, reply) => {
      if (isApiUrl(req.url)) {
        return sendError(req, reply, new AppError(ErrorCode.NOT_FOUND, {}, null, 404));
      }
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    });
  },
  { name: 'envelope', dependencies: ['config'] },
);
