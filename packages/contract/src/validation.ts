import { z } from 'zod';
import {
  ADULT_AGE,
  DEFAULT_TIME_ZONE,
  INVITE_CODE_LENGTH,
  NICKNAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PAY_PASSWORD_LENGTH,
  PHONE_AREA_CODES,
  TEXT_INPUT_MAX,
  VERIFICATION_CODE_LENGTH,
} from './constants';
import type { PhoneAreaCode } from './constants';
import { ErrorCode, isErrorCode } from './errors';
import type { ErrorCodeValue } from './errors';

// Reusable zod pieces for spec §5 and PRODUCT.md §4. Every issue they raise carries a catalogue
// code as its message, `String(ErrorCode.X)`, so the server can answer with that code
// (see codeFromZodError) and the web app can show errorMessage(code, lang).
// A missing value (undefined/null) or an empty string gives FIELD_REQUIRED.

const msg = (code: ErrorCodeValue): string => String(code);

/** A string schema whose type error is `missingCode` for a missing value, else `code`. */
function requiredString(code: ErrorCodeValue, missingCode: ErrorCodeValue = ErrorCode.FIELD_REQUIRED) {
  return z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? msg(missingCode) : msg(code)),
  });
}

/** Adds at most one issue: `emptyCode` for '', else whatever `check` answers. */
function checked<T extends z.ZodType<string>>(
  schema: T,
  check: (value: string) => ErrorCodeValue | undefined,
  emptyCode: ErrorCodeValue = ErrorCode.FIELD_REQUIRED,
): T {
  return schema.superRefine((value, ctx) => {
    const code = value === '' ? emptyCode : check(value);
    if (code !== undefined) ctx.addIssue({ code: 'custom', message: msg(code) });
  });
}

/** Length in characters (code points), so that an emoji counts as one. */
function charLength(value: string): number {
  return Array.from(value).length;
}

/**
 * The catalogue code carried by a zod error: the first issue whose message is a catalogue code,
 * else VALIDATION_FAILED (e.g. an unknown key, or a schema not built from these pieces).
 */
export function codeFromZodError(error: z.ZodError): ErrorCodeValue {
  for (const issue of error.issues) {
    const n = /^\d+$/.test(issue.message) ? Number(issue.message) : NaN;
    if (isErrorCode(n) && n !== ErrorCode.OK) return n;
  }
  return ErrorCode.VALIDATION_FAILED;
}

// ---------------------------------------------------------------------------------------------
// Phone numbers

export type PhoneAreaRule = { length: number; pattern: RegExp };

/** PRODUCT.md §4: +86 is 11 digits 1[3-9]xxxxxxxxx; +852 is 8 digits. */
export const PHONE_AREAS = {
  '+86': { length: 11, pattern: /^1[3-9]\d{9}$/ },
  '+852': { length: 8, pattern: /^[2-9]\d{7}$/ },
} as const satisfies Record<PhoneAreaCode, PhoneAreaRule>;

export const areaCodeSchema = z.enum(PHONE_AREA_CODES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null ? msg(ErrorCode.FIELD_REQUIRED) : msg(ErrorCode.PHONE_INVALID),
});

export function isPhoneAreaCode(area: string): area is PhoneAreaCode {
  return Object.hasOwn(PHONE_AREAS, area);
}

/** True when `phone` (digits only, no area code) is a valid number of area code `area`. */
export function isValidPhone(area: string, phone: string): boolean {
  if (!isPhoneAreaCode(area)) return false;
  const rule: PhoneAreaRule = PHONE_AREAS[area];
  return phone.length === rule.length && rule.pattern.test(phone);
}

/** {areaCode, phone}; the phone is trimmed and must fit its area code (PHONE_INVALID on phone). */
export const phoneWithAreaSchema = z
  .object({
    areaCode: areaCodeSchema,
    phone: checked(requiredString(ErrorCode.PHONE_INVALID).trim(), () => undefined),
  })
  .superRefine((value, ctx) => {
    if (!isValidPhone(value.areaCode, value.phone)) {
      ctx.addIssue({ code: 'custom', message: msg(ErrorCode.PHONE_INVALID), path: ['phone'] });
    }
  });
export type PhoneWithArea = z.infer<typeof phoneWithAreaSchema>;

// ---------------------------------------------------------------------------------------------
// Passwords and codes

/** Spec §5: password 6 to 20 characters (not trimmed). */
export const passwordSchema = checked(requiredString(ErrorCode.PASSWORD_LENGTH), (value) => {
  const n = charLength(value);
  return n < PASSWORD_MIN || n > PASSWORD_MAX ? ErrorCode.PASSWORD_LENGTH : undefined;
});

const PAY_PASSWORD_PATTERN = new RegExp(`^\\d{${PAY_PASSWORD_LENGTH}}$`);
/** Spec §5: the pay (secondary) password is exactly 6 digits. */
export const payPasswordSchema = checked(requiredString(ErrorCode.PAY_PASSWORD_FORMAT), (value) =>
  PAY_PASSWORD_PATTERN.test(value) ? undefined : ErrorCode.PAY_PASSWORD_FORMAT,
);

/** Spec §5: the two passwords entered must match (PASSWORDS_MISMATCH on confirmPassword). */
export const passwordPairSchema = z
  .object({ password: passwordSchema, confirmPassword: requiredString(ErrorCode.PASSWORDS_MISMATCH) })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        message: msg(ErrorCode.PASSWORDS_MISMATCH),
        path: ['confirmPassword'],
      });
    }
  });

const VERIFICATION_CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);
/** PRODUCT.md §4: verification codes are 6 digits (trimmed). */
export const verificationCodeSchema = checked(requiredString(ErrorCode.CODE_INVALID).trim(), (value) =>
  VERIFICATION_CODE_PATTERN.test(value) ? undefined : ErrorCode.CODE_INVALID,
);

// ---------------------------------------------------------------------------------------------
// Invite codes

/** PRODUCT.md §4: digits and uppercase letters without look-alikes (no 0/O, 1/I/L). 31 symbols. */
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const INVITE_CODE_PATTERN = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

export function isValidInviteCode(code: string): boolean {
  return INVITE_CODE_PATTERN.test(code);
}

/** A 7-character invite code; trimmed and upper-cased before the check (output is upper case). */
export const inviteCodeSchema = checked(requiredString(ErrorCode.INVITE_CODE_INVALID).trim().toUpperCase(), (value) =>
  isValidInviteCode(value) ? undefined : ErrorCode.INVITE_CODE_INVALID,
);

/** Spec §5: the invitation code is optional: '' or undefined give undefined. */
export const optionalInviteCodeSchema = z
  .string({ error: () => msg(ErrorCode.INVITE_CODE_INVALID) })
  .trim()
  .toUpperCase()
  .superRefine((value, ctx) => {
    if (value !== '' && !isValidInviteCode(value)) {
      ctx.addIssue({ code: 'custom', message: msg(ErrorCode.INVITE_CODE_INVALID) });
    }
  })
  .optional()
  .transform((value) => (value === '' ? undefined : value));

// ---------------------------------------------------------------------------------------------
// Texts (decision 022)

/**
 * Characters no typed text may hold: the C0 controls (U+0000-U+001F: NUL, CR, ESC ...) but the newline
 * of a multi-line field and the tab where a field allows it, DEL, the C1 controls (U+0080-U+009F), the
 * line and paragraph separators U+2028/U+2029 (invisible line breaks that a single-line field would
 * carry into logs and pages; a multi-line field breaks lines with \n), and lone surrogates (half an
 * emoji: no database stores it as it came). Everything else, emoji and every script included, is text.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is what it is for
const NEVER_IN_TEXT = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]|\p{Cs}/u;

export interface TextCharacterRules {
  /** A newline (U+000A) is allowed: multi-line fields (an intro). */
  multiline?: boolean;
  /** A tab (U+0009) is allowed: multi-line fields where indenting makes sense. */
  tab?: boolean;
}

/** True when `value` holds a character no text of these rules may hold (see NEVER_IN_TEXT). */
export function hasForbiddenCharacters(value: string, rules: TextCharacterRules = {}): boolean {
  if (NEVER_IN_TEXT.test(value)) return true;
  if (!rules.multiline && value.includes('\n')) return true;
  if (!rules.tab && value.includes('\t')) return true;
  return false;
}

export interface TextFieldRules extends TextCharacterRules {
  /** Most characters (code points, so that an emoji counts as one); more gives TEXT_TOO_LONG. */
  max: number;
  /** Fewest characters once trimmed (default 1, or 0 with allowEmpty); fewer gives `shortCode`. */
  min?: number;
  /** Code for a text shorter than `min` (default VALIDATION_FAILED). */
  shortCode?: ErrorCodeValue;
  /** Trim surrounding white space before the checks (default true; the value is stored trimmed). */
  trim?: boolean;
  /** '' is a value (default false: '' gives `requiredCode`). */
  allowEmpty?: boolean;
  /** Code for a missing value (undefined, null) or a refused '' (default FIELD_REQUIRED). */
  requiredCode?: ErrorCodeValue;
}

/**
 * The one schema of a text a user types (decision 022): a string (a number, an array or an object
 * gives VALIDATION_FAILED; a missing one `requiredCode`), then at most one issue, in this order: a
 * forbidden character anywhere, before trimming (TEXT_CHARACTERS_INVALID); then, trimmed unless told
 * otherwise, '' (`requiredCode` unless allowed), shorter than `min` (`shortCode`), longer than `max`
 * (TEXT_TOO_LONG). Every free-text field of the contract is one of these.
 */
export function textSchema(rules: TextFieldRules) {
  const requiredCode = rules.requiredCode ?? ErrorCode.FIELD_REQUIRED;
  const base = requiredString(ErrorCode.VALIDATION_FAILED, requiredCode);
  const min = rules.min ?? (rules.allowEmpty ? 0 : 1);
  // Characters are checked before trimming: a text that came with a control character is refused
  // whole, even where trimming would have cut it off (a CR or U+2028 at the end).
  const characters = base.superRefine((value, ctx) => {
    if (hasForbiddenCharacters(value, rules))
      ctx.addIssue({ code: 'custom', message: msg(ErrorCode.TEXT_CHARACTERS_INVALID), continue: false });
  });
  return (rules.trim === false ? characters : characters.trim()).superRefine((value, ctx) => {
    let code: ErrorCodeValue | undefined;
    if (value === '') code = rules.allowEmpty ? undefined : requiredCode;
    else if (charLength(value) < min) code = rules.shortCode ?? ErrorCode.VALIDATION_FAILED;
    else if (charLength(value) > rules.max) code = ErrorCode.TEXT_TOO_LONG;
    if (code !== undefined) ctx.addIssue({ code: 'custom', message: msg(code) });
  });
}

/** A nickname: trimmed, 1 to 20 characters, one line. */
export const nicknameSchema = textSchema({ max: NICKNAME_MAX });

/** Spec §9: text input max 140 characters (may be empty, not trimmed; several lines and tabs allowed). */
export const textInputSchema = textSchema({ max: TEXT_INPUT_MAX, trim: false, allowEmpty: true, multiline: true, tab: true });

// ---------------------------------------------------------------------------------------------
// Numbers (decision 022)

/** The canonical decimal text of an integer: '0', '12', '-3'; not ' 1', '01', '-0', '+1', '1.0', '1e0', '0x1'. */
const CANONICAL_INTEGER = /^(0|-?[1-9]\d{0,15})$/;

/**
 * The one way a number comes in (decision 022). A JSON number is a number. Text is a number only when
 * it is the canonical decimal text of an integer: urlencoded bodies, query strings and path parameters
 * carry every value as text, so '12' must be 12 there, and the contract's schemas do not know which
 * encoding a value came in ('12' in a JSON body is therefore 12 too). Anything else that is present
 * (an array, a boolean, an object, ' 1', '1e0', '0x1', '1.5') is refused with `code` (default
 * VALIDATION_FAILED); `z.coerce.number` turned `[1]` and `true` into 1. A missing value (undefined,
 * null, or '', an empty form field) is left to `schema`: its default, its optional, or its own code
 * for a required field.
 */
export function inputNumber<T extends z.ZodType>(schema: T, code: ErrorCodeValue = ErrorCode.VALIDATION_FAILED) {
  return z.preprocess((value, ctx) => {
    if (typeof value === 'number' || value === undefined) return value;
    if (value === null || value === '') return undefined;
    if (typeof value === 'string' && CANONICAL_INTEGER.test(value)) return Number(value);
    ctx.addIssue({ code: 'custom', message: msg(code), input: value });
    return z.NEVER;
  }, schema);
}

// ---------------------------------------------------------------------------------------------
// Ids (decision 059)

/**
 * The largest id: every id column (each table's `id`, every column naming another row) is PostgreSQL's
 * `serial` or `integer`, 32 bits (SQLite's integer holds more; the smaller one bounds both).
 */
export const ID_MAX = 2_147_483_647;

/**
 * The one schema of an id a request names (a path parameter, a query filter or cursor, a body field):
 * an integer from 1 to ID_MAX, a number or its canonical text (inputNumber). Anything else — 0, -1,
 * 1.5, 'abc', 2147483648, 9007199254740990 — is refused with `code` (default NOT_FOUND: no row has such
 * an id, like an id of another tenant), before any query; a missing one (undefined, null, '') with
 * `missingCode` (default `code`). Never `z.number().int().min(1)` alone: the database cannot hold what
 * it lets through (decision 059).
 */
export function idSchema(code: ErrorCodeValue = ErrorCode.NOT_FOUND, missingCode: ErrorCodeValue = code) {
  return inputNumber(idNumber(code, missingCode), code);
}

/** An optional id (a filter, a cursor): missing, null or '' is undefined; anything else is an id or refused with `code`. */
export function optionalIdSchema(code: ErrorCodeValue = ErrorCode.NOT_FOUND) {
  return inputNumber(idNumber(code, code).optional(), code);
}

function idNumber(code: ErrorCodeValue, missingCode: ErrorCodeValue) {
  return z
    .number({ error: (issue) => msg(issue.input === undefined ? missingCode : code) })
    .int({ error: () => msg(code) })
    .min(1, { error: () => msg(code) })
    .max(ID_MAX, { error: () => msg(code) });
}

/** Spec §5: the redemption code must be filled in (trimmed; missing or '' gives REDEEM_CODE_REQUIRED). */
export const redeemCodeSchema = checked(
  requiredString(ErrorCode.REDEEM_CODE_REQUIRED, ErrorCode.REDEEM_CODE_REQUIRED).trim(),
  () => undefined,
  ErrorCode.REDEEM_CODE_REQUIRED,
);

/** Spec §5: an agreement checkbox that must be ticked (true). */
export const agreementSchema = z.literal(true, { error: () => msg(ErrorCode.AGREEMENT_REQUIRED) });

// ---------------------------------------------------------------------------------------------
// ID card numbers (GB 11643-1999)

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK_CHARS = '10X98765432';

export type DateParts = { year: number; month: number; day: number };

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function compareDates(a: DateParts, b: DateParts): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of the instant `now` in `timeZone`. */
function dateIn(now: Date, timeZone: string): DateParts {
  let fmt = formatters.get(timeZone);
  if (fmt === undefined) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatters.set(timeZone, fmt);
  }
  const parts = fmt.formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** The GB 11643 check character for the first 17 digits. */
export function idCardCheckChar(first17: string): string | undefined {
  if (!/^\d{17}$/.test(first17)) return undefined;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK_CHARS[sum % 11];
}

/**
 * Birth date of an 18-character ID number whose structure is valid (region code not starting
 * with 0, check character right, a real calendar date from 1900 on). Does not look at today.
 */
export function idCardBirthDate(id: string): DateParts | undefined {
  if (!/^[1-9]\d{16}[\dXx]$/.test(id)) return undefined;
  if (idCardCheckChar(id.slice(0, 17)) !== id.charAt(17).toUpperCase()) return undefined;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return undefined;
  }
  return { year, month, day };
}

/**
 * True for a valid 18-character mainland ID number: 17 digits and a check character (0-9, X or
 * x) by GB 11643, a region code not starting with 0, and a real birth date from 1900-01-01 up to
 * today (today in `timeZone`, default Asia/Shanghai).
 */
export function isValidIdCardNumber(id: string, now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): boolean {
  const birth = idCardBirthDate(id);
  return birth !== undefined && compareDates(birth, dateIn(now, timeZone)) <= 0;
}

/** Age in whole years on `now` (in `timeZone`); undefined for an invalid ID or a future birth. */
export function ageOn(id: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE): number | undefined {
  const birth = idCardBirthDate(id);
  if (birth === undefined) return undefined;
  const today = dateIn(now, timeZone);
  if (compareDates(birth, today) > 0) return undefined;
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/** PRODUCT.md §4: 18 or older by the ID's birth date. */
export function isAdultIdCard(id: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  const age = ageOn(id, now, timeZone);
  return age !== undefined && age >= ADULT_AGE;
}

/** A valid ID number (trimmed; a lowercase x check character is upper-cased). */
export const idCardSchema = checked(requiredString(ErrorCode.ID_CARD_INVALID).trim().toUpperCase(), (value) =>
  isValidIdCardNumber(value) ? undefined : ErrorCode.ID_CARD_INVALID,
);

// ---------------------------------------------------------------------------------------------
// Files and amounts

/** Spec §5 "Image must not exceed {size} MB": true when `bytes` ≤ maxMb MiB (1 MB = 1024²). */
export function imageSizeOk(bytes: number, maxMb: number): boolean {
  return Number.isFinite(bytes) && bytes >= 0 && bytes <= maxMb * 1024 * 1024;
}

/** An optional fen amount: missing / null / '' → undefined; 120 or '120' → 120 (inputNumber). */
const optionalFen = inputNumber(
  z
    .number({ error: () => msg(ErrorCode.PRICE_RANGE_INVALID) })
    .int({ error: () => msg(ErrorCode.PRICE_RANGE_INVALID) })
    .nonnegative({ error: () => msg(ErrorCode.PRICE_RANGE_INVALID) })
    .max(Number.MAX_SAFE_INTEGER, { error: () => msg(ErrorCode.PRICE_RANGE_INVALID) })
    .optional(),
  ErrorCode.PRICE_RANGE_INVALID,
);

/**
 * Spec §5 market price filter, in fen: {min?, max?}, non-negative integers (numeric strings from
 * a query string are accepted), min ≤ max when both are given. Fails with PRICE_RANGE_INVALID.
 */
export const priceRangeSchema = z.object({ min: optionalFen, max: optionalFen }).superRefine((value, ctx) => {
  if (value.min !== undefined && value.max !== undefined && value.min > value.max) {
    ctx.addIssue({ code: 'custom', message: msg(ErrorCode.PRICE_RANGE_INVALID), path: ['min'] });
  }
});
export type PriceRange = z.infer<typeof priceRangeSchema>;
