import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { PasswordHasher } from '../identity/index';
import { AuditService } from './audit.service';
import { OperatorAccountService } from './operator-accounts.service';
import { OperatorAdminService } from './operator-admin.service';
import { OperatorAuthService } from './operator-auth.service';
import { OperatorRepository } from './operator.repository';
import { operatorAdminRoutes, operatorAuthRoutes } from './operator.routes';
import type { OperatorServices } from './operator.types';
import type { Keyring } from '../../secrets/keyring';
import type { ConsoleConfig } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator module: console sign-in, operator accounts, the audit log (decision 036). */
    operator: OperatorServices;
  }
}

/** The login password hasher: the pay-password pepper is not used for login passwords. */
const loginHasher = () => new PasswordHasher(Buffer.alloc(32));

/** The operator module's services over a database (the app builds them here; the seed uses `accounts`). */
export function operatorServices(
  db: Db,
  keyring: Keyring,
  clock: Clock,
  cfg: ConsoleConfig,
  tenantExists: (tenantId: number) => Promise<boolean>,
): OperatorServices {
  const repo = new OperatorRepository(db.kysely);
  const hasher = loginHasher();
  const accounts = new OperatorAccountService(db.kysely, repo, hasher, clock);
  return {
    auth: new OperatorAuthService(db.kysely, repo, hasher, keyring, clock, {
      totpOptional: cfg.totpOptional,
      idleTimeoutMs: cfg.idleTimeoutMs,
    }),
    accounts,
    admin: new OperatorAdminService(db.kysely, repo, accounts, hasher, clock, tenantExists),
    audit: new AuditService(db.kysely, clock),
  };
}

/** Operator accounts only (the seed, the command line): no keys or sessions needed. */
export function operatorAccounts(db: Db, clock: Clock = Date.now): OperatorAccountService {
  return new OperatorAccountService(db.kysely, new OperatorRepository(db.kysely), loginHasher(), clock);
}

/**
 * The operator module (issue 17): operator accounts, console sessions and two-factor, the audit log,
 * and their console calls. Its request guard is `consolePlugin` (console.plugin.ts).
 */
export const operatorModule = fp(
  async function operator(app: FastifyInstance) {
    // The tenant module answers whether a named tenant exists (asked at request time, as share-url does).
    const s = operatorServices(
      app.db,
      app.keyring,
      app.clock,
      app.config.console,
      async (id) => (await app.tenant.tenants.byId(id)) !== null,
    );
    app.decorate('operator', s);
    operatorAuthRoutes(app, s);
    operatorAdminRoutes(app, s);
  },
  { name: 'operator', dependencies: ['config'] },
);
