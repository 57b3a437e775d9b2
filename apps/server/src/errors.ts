import { ErrorCode, type ErrorCodeValue } from '@curio/contract';

/**
 * A business refusal: answered as an envelope `{ code, msg, data }` with the catalogue's text in the
 * user's language. Thrown anywhere; turned into a response in one place (plugins/envelope.ts).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
    /** HTTP status; business refusals travel with 200 (decision 004). */
    readonly status = 200,
  ) {
    super(`AppError ${code}`);
  }
}

export const notFound = () => new AppError(ErrorCode.NOT_FOUND);
