/**
 * Why a request failed:
 * - 'http': the server answered with a status outside 2xx (or a 2xx that is not an envelope); `status` set.
 * - 'business': an envelope with a non-zero code; `code`, `data` set, message is the server's msg.
 * - 'transport': fetch itself failed (offline, DNS, connection reset, CORS).
 * - 'timeout': the time limit passed (message 'timeout').
 * - 'abort': the caller's signal aborted (message 'abort').
 * - 'file': an upload could not read its file (message 'file error').
 */
export type RequestKind = 'http' | 'business' | 'transport' | 'timeout' | 'abort' | 'file';

export interface RequestErrorDetails {
  status?: number;
  code?: number;
  data?: unknown;
  cause?: unknown;
}

export class RequestError extends Error {
  readonly kind: RequestKind;
  readonly status?: number;
  readonly code?: number;
  readonly data?: unknown;

  constructor(kind: RequestKind, message: string, details: RequestErrorDetails = {}) {
    super(message, 'cause' in details ? { cause: details.cause } : undefined);
    this.name = 'RequestError';
    this.kind = kind;
    if (details.status !== undefined) this.status = details.status;
    if (details.code !== undefined) this.code = details.code;
    if ('data' in details) this.data = details.data;
  }
}

/** True when `error` is a RequestError (of `kind`, when given). */
export function isRequestError(error: unknown, kind?: RequestKind): error is RequestError {
  return error instanceof RequestError && (kind === undefined || error.kind === kind);
}
