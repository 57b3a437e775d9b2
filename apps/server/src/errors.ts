import { ErrorCode, type ErrorCodeValue } from '@curio/contract';

/**
 * A business refusal: answered as an envelope `{ code, msg, data }` with the catalogue's text in the
 * user's language. Thrown anywhere; turned into a response in one place (plugins/envelope.ts).
 */
export class AppError extends Error {
  readonly code: ErrorCodeValue;
  readonly params: Record<string, string | number>;
  readonly data: unknown;
  /** HTTP status; business refusals travel with 200 (decision 004). */
  readonly status: number;

  constructor(code: ErrorCodeValue, params: Record<string, string | number> = {}, data: unknown = null, status = 200) {
    // A refusal is an answer, not a fault: no stack trace to capture (it was 5 % of the CPU of a
    // sold-out answer, the answer most buyers of a flash sale get). Server errors keep theirs.
    const limit = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    super(`AppError ${code}`);
    Error.stackTraceLimit = limit;
    this.code = code;
    this.params = params;
    this.data = data;
    this.status = status;
  }
}

export const notFound = () => new AppError(ErrorCode.NOT_FOUND);
