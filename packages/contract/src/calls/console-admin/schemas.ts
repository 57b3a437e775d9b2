// The console's operators, tenants and audit log (issue 17, decision 036).
import { z } from 'zod';
import { ErrorCode } from '../../error-codes';
import { LANGUAGES } from '../../languages';
import { idSchema, inputNumber, optionalIdSchema, textSchema } from '../../validation';
import { consoleRoleSchema } from '../console-auth/schemas';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';

const id = idSchema(ErrorCode.VALIDATION_FAILED);
const passwordSchema = z.string().min(10, { error: 'at least 10 characters' }).max(200);
const emailSchema = textSchema({ max: 200 }).pipe(z.email());

export const ConsoleOperatorRow = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: consoleRoleSchema,
  /** null: a platform admin. */
  tenantId: z.number().nullable(),
  totpEnrolled: z.boolean(),
  disabled: z.boolean(),
  /** Sign-in is locked until then (PRODUCT.md §4's lockout); null: not locked. */
  lockedUntil: z.number().nullable(),
  lastLoginAt: z.number().nullable(),
  createdAt: z.number(),
});

/**
 * Whose operators: on a tenant's host always that tenant's; on the platform host `tenantId` names the
 * tenant (absent: the platform admins).
 */
const tenantScope = { tenantId: optionalIdSchema(ErrorCode.VALIDATION_FAILED) };

export const consoleListOperators = defineCall(endpoints.consoleListOperators, {
  summary: "A tenant's operators (its owner, or a platform admin), or the platform admins (on the platform host)",
  tags: ['operator'],
  query: z.object(tenantScope),
  data: z.object({ operators: z.array(ConsoleOperatorRow) }),
});

export const consoleCreateOperator = defineCall(endpoints.consoleCreateOperator, {
  summary:
    "Creates an operator: an owner creates their tenant's owners, editors, support and finance; a platform admin any tenant's, " +
    'and platform admins on the platform host. Audited',
  tags: ['operator'],
  body: z.object({
    ...tenantScope,
    email: emailSchema,
    name: textSchema({ max: 80 }),
    password: passwordSchema,
    role: consoleRoleSchema,
  }),
  data: ConsoleOperatorRow,
});

export const consoleUpdateOperator = defineCall(endpoints.consoleUpdateOperator, {
  summary:
    'Changes an operator: role, name, a new password, disabled or enabled (a disabled operator is signed out everywhere; an ' +
    'enabled one is unlocked). Not oneself. Audited',
  tags: ['operator'],
  params: z.object({ id }),
  body: z.object({
    name: textSchema({ max: 80 }).optional(),
    role: consoleRoleSchema.optional(),
    password: passwordSchema.optional(),
    disabled: z.boolean().optional(),
  }),
  data: ConsoleOperatorRow,
});

export const consoleResetOperatorTotp = defineCall(endpoints.consoleResetOperatorTotp, {
  summary:
    "Removes an operator's authenticator and recovery codes (they enrol again at their next sign-in) and signs them out. Audited",
  tags: ['operator'],
  params: z.object({ id }),
  data: ConsoleOperatorRow,
});

/** A host name as a tenant answers on it: letters, digits, dots and hyphens, no port. */
export const hostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, {
    error: 'a host name such as nova.example.com',
  });

export const ConsoleTenantRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  hosts: z.array(z.string()),
  /** 1 open; 0 closed (the storefront shows the closure page). */
  enable: z.number(),
  maintenance: z.boolean(),
  defaultLanguage: z.enum(LANGUAGES),
  languages: z.array(z.enum(LANGUAGES)),
  timeZone: z.string(),
  createdAt: z.number(),
});

export const consoleListTenants = defineCall(endpoints.consoleListTenants, {
  summary: 'Every tenant with its domains and state (platform admins)',
  tags: ['operator'],
  data: z.object({ tenants: z.array(ConsoleTenantRow) }),
});

const timeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'an IANA time zone such as Asia/Shanghai' },
  );

export const consoleCreateTenant = defineCall(endpoints.consoleCreateTenant, {
  summary:
    'Creates a tenant: its code, name, domains, default language and time zone, and optionally its first owner. Its domains ' +
    'serve the storefront at once on this process and within 5 s on every other (no restart). Audited',
  tags: ['operator'],
  body: z.object({
    code: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9-]{1,31}$/, { error: 'lower-case letters, digits and hyphens, 2-32' }),
    name: textSchema({ max: 60 }),
    hosts: z.array(hostSchema).min(1).max(10),
    defaultLanguage: z.enum(LANGUAGES),
    /** The languages offered (default: the default language). */
    languages: z.array(z.enum(LANGUAGES)).max(LANGUAGES.length).optional(),
    timeZone: timeZoneSchema,
    owner: z.object({ email: emailSchema, name: textSchema({ max: 80 }), password: passwordSchema }).optional(),
  }),
  data: ConsoleTenantRow,
});

export const consoleUpdateTenant = defineCall(endpoints.consoleUpdateTenant, {
  summary: 'Changes a tenant: name, open or closed, maintenance on or off, default language, languages, time zone. Audited',
  tags: ['operator'],
  params: z.object({ id }),
  body: z.object({
    name: textSchema({ max: 60 }).optional(),
    enable: z.boolean().optional(),
    maintenance: z.boolean().optional(),
    defaultLanguage: z.enum(LANGUAGES).optional(),
    languages: z.array(z.enum(LANGUAGES)).min(1).max(LANGUAGES.length).optional(),
    timeZone: timeZoneSchema.optional(),
  }),
  data: ConsoleTenantRow,
});

export const consoleAddTenantDomain = defineCall(endpoints.consoleAddTenantDomain, {
  summary: 'Adds a domain to a tenant; it serves the storefront within 5 s on every server. Audited',
  tags: ['operator'],
  params: z.object({ id }),
  body: z.object({ host: hostSchema }),
  data: ConsoleTenantRow,
});

export const consoleRemoveTenantDomain = defineCall(endpoints.consoleRemoveTenantDomain, {
  summary: 'Removes a domain from a tenant (not its last one); within 5 s it answers no tenant. Audited',
  tags: ['operator'],
  params: z.object({ id }),
  body: z.object({ host: hostSchema }),
  data: ConsoleTenantRow,
});

export const ConsoleAuditEntry = z.object({
  id: z.number(),
  tenantId: z.number().nullable(),
  operatorId: z.number().nullable(),
  operatorEmail: z.string(),
  at: z.number(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
});

export const consoleSearchAudit = defineCall(endpoints.consoleSearchAudit, {
  summary:
    "The audit log, newest first, paged: a tenant's (its owner; on the platform host a platform admin names the tenant, or none " +
    'for every entry), by operator, action (a prefix ending with "." finds a family), target and time range',
  tags: ['operator'],
  query: z.object({
    ...tenantScope,
    operatorId: optionalIdSchema(ErrorCode.VALIDATION_FAILED),
    action: z.string().trim().max(80).optional(),
    targetType: z.string().trim().max(40).optional(),
    targetId: z.string().trim().max(80).optional(),
    from: inputNumber(z.number().int().min(0).optional()),
    to: inputNumber(z.number().int().min(0).optional()),
    before: optionalIdSchema(ErrorCode.VALIDATION_FAILED),
    limit: inputNumber(z.number().int().min(1).max(200).default(50)),
  }),
  data: z.object({ entries: z.array(ConsoleAuditEntry), nextBefore: z.number().nullable() }),
});
