import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccountService } from './account.service';
import { ChainAccountService } from './chain-account.service';
import { devRoutes } from './dev.routes';
import { DidService } from './did.service';
import { identityRepositories } from './identity.repositories';
import { identityRoutes } from './identity.routes';
import type { IdentityServices } from './identity.types';
import { PasswordHasher } from './passwords';
import { RealNameService } from './real-name.service';
import { SessionCache } from './session.cache';
import { SessionRepository } from './session.repository';
import { SessionService } from './session.service';
import { SmsCodeService } from './sms-code.service';
import { UserConsoleService } from './user-console.service';
import { UserService } from './user.service';
import { InviteeRepository } from './invitee.repository';
import { InviteeService } from './invitee.service';
import { identityPersonalData } from './identity.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** The identity module's services: sessions, accounts, real name, chain accounts, DID partners. */
    identity: IdentityServices;
  }
}

/**
 * The identity module: builds its services from the app's parts (database, shared state, keyring,
 * providers, clock, the file module's files), exposes them as `app.identity`, and registers its routes
 * (dev routes only outside production). Its token → user hook is `sessionPlugin` (session.plugin.ts).
 */
export const identityModule = fp(
  async function identity(app: FastifyInstance) {
    const db = app.db.kysely;
    const repos = identityRepositories();
    const p = app.providers;
    const clock = app.clock;
    // Sessions with a per-process cache; revocations reach the other processes through the shared state.
    const chainAccounts = new ChainAccountService(db, repos, p.chainKeys, clock);
    const sessions = new SessionService(
      new SessionRepository(db, app.db.dialect),
      clock,
      new SessionCache(app.sharedState, clock),
      (tenantId, userId, channels) => chainAccounts.known(tenantId, userId, channels),
    );
    app.addHook('onClose', async () => sessions.close());
    const codes = new SmsCodeService(
      db,
      repos,
      p.sms,
      app.keyring,
      app.sharedState,
      clock,
      app.log.child({ module: 'sms-codes' }),
    );
    const dids = new DidService(db, repos, p.did, p.didSandbox, sessions, app.sharedState, clock);
    const realName = new RealNameService(db, repos, p.kyc, dids, app.keyring, clock, app.config.kycTimeoutMs);
    const services: IdentityServices = {
      sessions,
      codes,
      accounts: new AccountService(db, repos, codes, sessions, new PasswordHasher(app.keyring.key('pay-password')), clock),
      users: new UserService(db, repos, chainAccounts, app.file.files, clock),
      realName,
      chainAccounts,
      dids,
      console: new UserConsoleService(db, repos, chainAccounts, realName),
      invitees: new InviteeService(db, new InviteeRepository()),
    };
    app.decorate('identity', services);
    app.personalData.register(identityPersonalData(db, realName));
    identityRoutes(app, services);
    if (app.config.env !== 'production') devRoutes(app, { outbox: p.smsOutbox, dids, sandbox: p.didSandbox });
  },
  { name: 'identity', dependencies: ['config', 'file'] },
);
