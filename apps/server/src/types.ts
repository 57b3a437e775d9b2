import type { Language } from '@curio/contract';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/database';
import type { FileService } from './modules/file/index';
import type { IdentityProviders } from './providers/index';
import type { FileStorage } from './providers/storage/file-storage';
import type { Keyring } from './secrets/keyring';
import type { SharedState } from './shared-state/index';
import type { TenantContext } from './modules/tenant/index';
import type { AuthUser } from './modules/identity/index';

export interface RateLimitRule {
  /** Counted per client address or per signed-in user. */
  by: 'ip' | 'user';
  max: number;
  windowMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    sharedState: SharedState;
    storage: FileStorage;
    files: FileService;
    /** The time every service reads (tests move it forward). */
    clock: Clock;
    /** Keys derived from MASTER_KEY: secrets at rest (decision 008). */
    keyring: Keyring;
    providers: IdentityProviders;
  }
  interface FastifyRequest {
    lang: Language;
    tenant: TenantContext;
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Resolve the tenant from the host (all /api routes). */
    tenant?: boolean;
    auth?: 'none' | 'optional' | 'required';
    signed?: boolean;
    tokenInSignature?: boolean;
    allowWhenClosed?: boolean;
    rateLimit?: RateLimitRule;
  }
}
