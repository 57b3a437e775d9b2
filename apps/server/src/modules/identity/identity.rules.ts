// The limits of PRODUCT.md §4, in one place.

/** Verification codes: valid 5 minutes; a new one 60 s after the last; 5 wrong entries void it. */
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_RESEND_GAP_MS = 60_000;
export const CODE_MAX_WRONG = 5;
/** At most 10 codes per phone per day (tenant time zone) and 20 per client address per hour. */
export const CODES_PER_PHONE_PER_DAY = 10;
export const CODES_PER_ADDRESS_PER_HOUR = 20;

/** 10 failed password logins within 15 minutes lock password login for 30 minutes. */
export const PASSWORD_LOCK = { windowMs: 15 * 60_000, max: 10, lockMs: 30 * 60_000 } as const;
/** 5 wrong pay passwords in a row lock paying for 30 minutes. */
export const PAY_PASSWORD_LOCK = { max: 5, lockMs: 30 * 60_000 } as const;

/** Minutes left until `until`, at least 1: the number the lock messages show. */
export const minutesLeft = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 60_000));
