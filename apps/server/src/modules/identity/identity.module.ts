import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccountService } from './account.service';
import { ChainAccountService } from './chain-account.service';
import { devRoutes } from './dev.routes';
import { DidService } from './did.service';
import { IdentityStore } from './identity.store';
import { identityRoutes } from './identity.routes';
import { PasswordHasher } from './passwords';
import { RealNameService } from './real-name.service';
import { SmsCodeService } from './sms-code.service';
import { UserService } from './user.service';

export interface IdentityServices {
  codes: SmsCodeService;
  accounts: AccountService;
  users: UserService;
  realName: RealNameService;
  chain: ChainAccountService;
  dids: DidService;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The identity module's services: later modules check pay passwords and chain accounts here. */
    identity: IdentityServices;
  }
}

/**
 * The identity module: builds its services from the app's parts (database, shared state, keyring,
 * providers, clock), exposes them as `app.identity`, and registers its routes (dev routes only
 * outside production).
 */
export const identityModule = fp(
  async function identity(app: FastifyInstance) {
    const store = new IdentityStore(app.db.kysely);
    const p = app.providers;
    const clock = app.clock;
    const codes = new SmsCodeService(store, p.sms, app.keyring, app.sharedState, clock);
    const dids = new DidService(store, p.did, p.didSandbox, app.sessions, app.sharedState, clock);
    const chain = new ChainAccountService(store, p.chainKeys, clock);
    const services: IdentityServices = {
      codes,
      accounts: new AccountService(store, codes, app.sessions, new PasswordHasher(app.keyring.key('pay-password')), clock),
      users: new UserService(store, chain, app.files, clock),
      realName: new RealNameService(store, p.kyc, dids, app.keyring, clock, app.config.kycTimeoutMs),
      chain,
      dids,
    };
    app.decorate('identity', services);
    identityRoutes(app, services);
    if (app.config.env !== 'production') devRoutes(app, { outbox: p.smsOutbox, dids, sandbox: p.didSandbox });
  },
  { name: 'identity', dependencies: ['auth'] },
);
