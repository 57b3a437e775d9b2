import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

/** Request fields that must never reach a log line in clear (decision 008). */
export const SECRET_FIELDS = [
  'password',
  'confirmPassword',
  'oldPassword',
  'payPassword',
  'confirmPayPassword',
  'oldPayPassword',
  'code',
  'idCard',
  'name',
  'didToken',
  'token',
] as const;

/** pino redaction: the secret fields of a body wherever a log line carries one, and the token header. */
export const REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((f) => [`body.${f}`, `req.body.${f}`, `request.body.${f}`, `input.${f}`]),
  'req.headers.token',
  'headers.token',
];

const SECRET_QUERY = /([?&](?:didToken|token|code|phone)=)[^&#]*/gi;

/** A URL for the log: values of secret query parameters replaced (the DID token travels in a query). */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[Redacted]');
}

/** What the log says about a request: no body, no headers, no secret query values. */
export function serializeRequest(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip };
}

/**
 * Request ids: a per-process random prefix and a counter (`3f9a61c2-1k`). Unique within a process, and
 * across processes writing to one log (the prefix); a counter costs nothing where `randomUUID` cost about
 * 1 µs a request.
 */
export function requestIds(): () => string {
  const prefix = randomBytes(4).toString('hex');
  let next = 0;
  return () => `${prefix}-${(next++).toString(36)}`;
}

/**
 * Where the server's log lines go: the given stream (tests capture lines), or standard output through
 * pino's asynchronous destination (lines are buffered and written off the request's path; pino writes what
 * is left synchronously when the process exits, and `flush` does it on close). Null: no logger.
 */
export function logDestination(o: { stream?: NodeJS.WritableStream; enabled: boolean; dest?: number | string }): {
  stream: pino.DestinationStream | null;
  flush(): void;
} {
  if (o.stream) return { stream: o.stream, flush: () => undefined };
  if (!o.enabled) return { stream: null, flush: () => undefined };
  // Lines are gathered up to 4 KB (or 250 ms) per write: one write for many requests, not one each.
  const destination = pino.destination({ dest: o.dest ?? 1, sync: false, minLength: 4096, periodicFlush: 250 });
  return {
    stream: destination,
    flush: () => {
      try {
        destination.flushSync();
      } catch {
        // Not open yet or already closed: nothing to flush.
      }
    },
  };
}

/**
 * One line per request, when its answer has been sent, instead of pino's two ("incoming request" and
 * "request completed"): the request (method, URL with its secrets redacted, host, client address), the
 * status and the time, at info; "request errored" at error with the error when the answer failed. Fastify's
 * other lines (stream errors, serializer errors ...) are unchanged, and the envelope's error handler logs an
 * unhandled error with its stack at error level, as before.
 *
 * The success line is the hot one (every request): it is written straight to the log's destination in
 * pino's format (level, time, pid, hostname, reqId, req, res, responseTime, msg), without pino's generic
 * path (serializers, the redaction walk, stringify). It holds only what serializeRequest keeps, the status
 * and the time: nothing the redaction paths (bodies, the token header) could match.
 */
export class OneLinePerRequest extends LogController {
  private out: { log: pino.Logger; stream: pino.DestinationStream } | null = null;
  private readonly process = `,"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())}`;

  /** Call once the app's logger exists, with the stream it writes to. */
  attach(log: FastifyBaseLogger, stream: pino.DestinationStream): void {
    this.out = { log: log as pino.Logger, stream };
  }

  override incomingRequest(): void {
    // Nothing: the line is written once the answer is sent.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    const out = this.out;
    if (out === null) {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
      return;
    }
    if (!out.log.isLevelEnabled('info')) return;
    const r = serializeRequest(request);
    out.stream.write(
      `{"level":30,"time":${Date.now()}${this.process},"reqId":${JSON.stringify(request.id)},` +
        `"req":{"method":${JSON.stringify(r.method)},"url":${JSON.stringify(r.url)},"host":${JSON.stringify(r.host)},` +
        `"remoteAddress":${JSON.stringify(r.remoteAddress)}},"res":{"statusCode":${reply.statusCode}},` +
        `"responseTime":${reply.elapsedTime},"msg":"request completed"}\n`,
    );
  }
}
