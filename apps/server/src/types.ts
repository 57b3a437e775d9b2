import type { Language } from '@curio/contract';
import type { Config } from './config';
import type { Db } from './db/database';
import type { FileStorage } from './providers/storage/file-storage';
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
