import type { FastifyRequest } from 'fastify';

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
