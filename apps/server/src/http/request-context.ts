// The kernel: what every request and every module may rely on, and nothing of any module. The request
// augmentation (its tenant, its user, its language), the route options the request pipeline reads, and
// the app's base decorations (config, database, clock, keys, shared state, providers). Each module
// declares its own decoration beside the code that makes it (`<m>.module.ts`).
import type { ConsoleRole, Endpoint, Language } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { Providers } from '../providers/index';
import type { Keyring } from '../secrets/keyring';
import type { SharedState } from '../shared-state/index';

/** A per-route limit, counted in the shared state. */
export interface RateLimitRule {
  /** Counted per client address or per signed-in user. */
  by: 'ip' | 'user';
  max: number;
  windowMs: number;
}

/** Per-tenant settings (PRODUCT.md "(setting)"), with their defaults. */
export interface TenantSettings {
  orderPayTimeoutSeconds: number;
  platformFeeRate: number;
  /** The operator has put the platform into maintenance: every call but the server time answers 9999. */
  maintenance: boolean;
  /**
   * The chains this tenant's collectibles live on, by chain channel number (spec §3 chainChannelNo).
   * A user has one custodial address per channel; openChain means every one is opened (decision 008).
   */
  chainChannels: string[];
  /** Days after shipping when a physical-reward order completes by itself (decision 044; default 10). */
  orderAutoCompleteDays: number;
  /** Hosts whose https pages the storefront's webview pages may frame (decision 048). */
  webviewHosts: string[];
  /**
   * The resale ceiling of a collection given away free (issue price 0) without its own, fen (PRODUCT.md §7,
   * decision 061; default 10 000 = ¥100.00); 0 makes such items unlistable.
   */
  freeResaleCeiling: number;
  /** The hold after acquiring an item of a collection created without its own, hours (decision 064; default 24). */
  defaultHoldHours: number;
  /** The per-user limit of a drop created without its own (decision 064; default 5). */
  defaultPerUserLimit: number;
  /** A priced collection without its own resale ceiling: this many times its issue price (decision 064; default 20). */
  resaleCeilingMultiple: number;
}

/** What every request knows about its tenant (the tenant module finds it by host name). */
export interface TenantContext {
  id: number;
  code: string;
  enable: number;
  platformName: string;
  appId: string;
  componentAppId: string;
  imgUrl: string;
  defaultLanguage: Language;
  languages: Language[];
  timeZone: string;
  settings: TenantSettings;
  /** The area codes sign-up offers, in order (the tenant's phone areas; decision 064). */
  phoneAreas: string[];
  hosts?: string[];
}

/** The signed-in user of a request (the identity module finds it by token). */
export interface AuthUser {
  id: number;
  tenantId: number;
  /**
   * The operator's reason when the user is suspended (decision 067), else null or absent: read with the
   * session (the same row), so refusing a suspended buyer costs no database read.
   */
  suspendedReason?: string | null;
}

/** The operator of a console request (the operator module finds it by the session cookie, decision 036). */
export interface ConsoleOperator {
  id: number;
  email: string;
  role: ConsoleRole;
  /** The operator's own tenant; null for a platform admin. */
  tenantId: number | null;
  sessionId: number;
}

/** One console write, as the audit log keeps it (who, when and where come from the request). */
export interface AuditEntry {
  /** What was done: '<area>.<thing>.<verb>', e.g. 'operator.create', 'catalogue.collection.update'. */
  action: string;
  /** What it was done to: 'operator', 'tenant', 'collection', ... */
  targetType: string;
  targetId: string | number;
  /** The target before the write (null or absent: it did not exist) and after it (null or absent: removed). */
  before?: unknown;
  after?: unknown;
  /** The tenant the write was on, when it is not the request's (a platform admin's write on a tenant). */
  tenantId?: number | null;
}

/** Records one console write in the caller's transaction (`req.audit(trx, {...})`). */
export type AuditRecorder = (trx: Kysely<Database>, entry: AuditEntry) => Promise<void>;

/**
 * Who may make a call: 'none', 'optional' and 'required' read the storefront's session token;
 * 'operator' needs the operator key (`Authorization: Bearer <OPERATOR_TOKEN>`).
 */
export type AuthMode = Endpoint['auth'];

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    sharedState: SharedState;
    /** The time every service reads (tests move it forward). */
    clock: Clock;
    /** Keys derived from MASTER_KEY: secrets at rest (decision 008). */
    keyring: Keyring;
    /** Every outside service, built in one place (`providers/create-providers.ts`). */
    providers: Providers;
  }
  interface FastifyRequest {
    lang: Language;
    tenant: TenantContext;
    user: AuthUser | null;
    /** The console operator (console calls with a session; null elsewhere). */
    operator: ConsoleOperator | null;
    /** Whether the host is the platform console's (`CONSOLE_PLATFORM_HOSTS`): no tenant is resolved then. */
    platformHost: boolean;
    /** Records a console write in the audit log, in the caller's transaction (console calls only). */
    audit: AuditRecorder;
    /** A console session cookie to set on the answer ('' clears it); the operator module sets it. */
    consoleCookie: string | null;
  }
  interface FastifyContextConfig {
    /** Resolve the tenant from the host (all /api routes). */
    tenant?: boolean;
    auth?: AuthMode;
    signed?: boolean;
    tokenInSignature?: boolean;
    allowWhenClosed?: boolean;
    rateLimit?: RateLimitRule;
    /** Console calls: the roles that may call, the host it answers on, the session it needs. */
    roles?: readonly ConsoleRole[];
    consoleHost?: 'tenant' | 'platform' | 'any';
    consoleSession?: 'full' | 'partial' | 'none';
  }
}
