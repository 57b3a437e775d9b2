import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Keyring } from '../secrets/keyring';
import { LocalChainKeyVault } from './chain-keys/local-chain-key-vault';
import { SandboxDid } from './did/sandbox-did';
import type { IdentityProviders } from './index';
import { SandboxKyc } from './kyc/sandbox-kyc';
import { SandboxSms } from './sms/sandbox-sms';

/**
 * The embedded defaults (PRODUCT.md §1): sandboxes for SMS and KYC, local custodial keys, and the DID
 * sandbox partner outside production. Real adapters replace these one by one.
 */
export function createIdentityProviders(deps: {
  config: Config;
  db: Db;
  keyring: Keyring;
  log: FastifyBaseLogger;
  clock: Clock;
}): IdentityProviders {
  const { config, db, keyring, log, clock } = deps;
  const production = config.env === 'production';
  const sms = new SandboxSms(db.kysely, keyring, log, clock, !production);
  const didSandbox = production ? null : new SandboxDid(keyring.key('did-sandbox'));
  return {
    sms,
    smsOutbox: production ? null : sms,
    kyc: new SandboxKyc(clock),
    did: didSandbox,
    didSandbox,
    chainKeys: new LocalChainKeyVault(keyring),
  };
}
