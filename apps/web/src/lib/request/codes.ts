import type { ErrorCode } from '@curio/contract/client';

/**
 * The business codes the request client and the boot act on, each checked against the contract's
 * catalogue by the compiler (a wrong number fails `tsc`): the catalogue's object, every code of the API,
 * stays out of the first load and comes with the pages that name other codes.
 */
export const CLIENT_CODES = {
  OK: 0,
  MAINTENANCE: 9999,
  NO_TENANT: 2060025,
  PLATFORM_CLOSED: 2060026,
  SESSION_EXPIRED: 2062000,
  LOGIN_REQUIRED: 2062001,
  REQUEST_EXPIRED: 4000004,
  QUIET: 8020217,
} as const satisfies Partial<typeof ErrorCode>;
