// The operator console's sign-in calls (issue 17, decision 036). Email + password, then two-factor:
// a code from the authenticator (or a recovery code), or enrolling one (otpauth URI + recovery codes,
// confirmed with a code). The session lives in the httpOnly cookie `curio_console`; every write sends
// the session's CSRF token (answered by login and me) in the `x-csrf-token` header.
import { z } from 'zod';
import { textSchema } from '../../validation';
import { defineCall } from '../define-call';
import { CONSOLE_ROLES } from '../define-endpoints';
import { endpoints } from '../endpoints';

export const consoleRoleSchema = z.enum(CONSOLE_ROLES);

/** The signed-in operator. */
export const ConsoleOperatorView = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: consoleRoleSchema,
  /** The operator's tenant; null for a platform admin. */
  tenantId: z.number().nullable(),
  totpEnrolled: z.boolean(),
});

/**
 * Where the session stands: 'totp' a code (or a recovery code) is awaited; 'enrol' an authenticator
 * must be enrolled first (two-factor is mandatory in production); 'done' signed in.
 */
export const consoleStageSchema = z.enum(['totp', 'enrol', 'done']);

export const ConsoleSessionView = z.object({
  stage: consoleStageSchema,
  operator: ConsoleOperatorView,
  /** Send it back in the `x-csrf-token` header on every POST. */
  csrfToken: z.string(),
  /** The tenant this console acts on (the host's); null on the platform host. */
  tenantId: z.number().nullable(),
  tenantCode: z.string().nullable(),
  tenantName: z.string().nullable(),
  /** The session ends after this long without a call (sliding), and 12 h after sign-in at the latest. */
  idleTimeoutMs: z.number(),
  /** Two-factor may be skipped (never in production): enrolling is offered, not required. */
  totpOptional: z.boolean(),
});

const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'a code is 6 digits' });

export const consoleLogin = defineCall(endpoints.consoleLogin, {
  summary:
    'Signs an operator in on this host with email and password; sets the session cookie. The stage says what follows: a code, ' +
    'enrolling an authenticator, or nothing. 10 failures (passwords or codes) within 15 minutes lock sign-in for 30 minutes',
  tags: ['operator'],
  body: z.object({
    email: textSchema({ max: 200 }),
    password: z.string().min(1).max(200),
  }),
  data: ConsoleSessionView,
});

export const consoleVerifyTotp = defineCall(endpoints.consoleVerifyTotp, {
  summary: "The second step: a code from the operator's authenticator. Renews the session cookie",
  tags: ['operator'],
  body: z.object({ code: codeSchema }),
  data: ConsoleSessionView,
});

export const consoleEnrolTotp = defineCall(endpoints.consoleEnrolTotp, {
  summary:
    'Starts enrolling an authenticator: a new secret (otpauth URI for the QR code) and 10 recovery codes, shown once. ' +
    'Nothing changes until consoleConfirmTotp confirms it with a code',
  tags: ['operator'],
  data: z.object({
    otpauthUri: z.string(),
    /** The secret in base32, for typing it in by hand. */
    secret: z.string(),
    recoveryCodes: z.array(z.string()),
  }),
});

export const consoleConfirmTotp = defineCall(endpoints.consoleConfirmTotp, {
  summary: 'Confirms the enrolment with a code from the new authenticator; the session is then signed in',
  tags: ['operator'],
  body: z.object({ code: codeSchema }),
  data: ConsoleSessionView,
});

export const consoleUseRecoveryCode = defineCall(endpoints.consoleUseRecoveryCode, {
  summary: 'The second step with one of the recovery codes instead of a code (each works once)',
  tags: ['operator'],
  body: z.object({ code: z.string().trim().min(1).max(40) }),
  data: ConsoleSessionView,
});

export const consoleMe = defineCall(endpoints.consoleMe, {
  summary: 'The signed-in operator, the stage of the session and its CSRF token',
  tags: ['operator'],
  data: ConsoleSessionView,
});

export const consoleLogout = defineCall(endpoints.consoleLogout, {
  summary: 'Ends the session on the server and clears the cookie',
  tags: ['operator'],
  data: z.object({ signedOut: z.literal(true) }),
});
