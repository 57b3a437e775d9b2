import type { ChainAdapter } from '@curio/chain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Keyring } from '../secrets/keyring';
import { ChainRuntime } from './chain/chain-runtime';
import { LocalChainKeyVault } from './chain-keys/local-chain-key-vault';
import { SandboxDid } from './did/sandbox-did';
import type { Providers } from './index';
import { SandboxKyc } from './kyc/sandbox-kyc';
import { SandboxPay } from './pay/sandbox-pay';
import { SandboxSms } from './sms/sandbox-sms';
import { LocalDiskStorage } from './storage/local-disk-storage';
import { SandboxWallet } from './wallet/sandbox-wallet';

/**
 * Builds every provider (the one place that does): the embedded defaults of PRODUCT.md §1 — local disk
 * storage, sandboxes for SMS, KYC and payments, local custodial keys, the DID sandbox partner outside
 * production, and the configured chain. `overrides` replaces any of them (tests: a slow KYC, a shared
 * chain); the chain's `adapter` is a ready chain to use instead of the configured one.
 */
export function createProviders(deps: {
  config: Config;
  db: Db;
  keyring: Keyring;
  log: FastifyBaseLogger;
  clock: Clock;
  chainAdapter?: ChainAdapter;
  overrides?: Partial<Providers>;
}): Providers {
  const { config, db, keyring, log, clock } = deps;
  const production = config.env === 'production';
  const sms = new SandboxSms(db.kysely, keyring, log, clock, !production);
  const didSandbox = production ? null : new SandboxDid(keyring.key('did-sandbox'));
  return {
    storage: new LocalDiskStorage(`${config.dataDir}/files`),
    sms,
    smsOutbox: production ? null : sms,
    kyc: new SandboxKyc(clock),
    did: didSandbox,
    didSandbox,
    chainKeys: new LocalChainKeyVault(keyring),
    pay: production ? null : new SandboxPay(db.kysely, keyring.key('pay-sandbox'), clock),
    wallet: production
      ? null
      : new SandboxWallet(db.kysely, {
          key: keyring.key('wallet-sandbox'),
          pepper: keyring.key('wallet-password'),
          sms,
          clock,
          settleSeconds: config.walletSettleSeconds,
        }),
    chain: new ChainRuntime(config.chain, deps.chainAdapter),
    ...deps.overrides,
  };
}
