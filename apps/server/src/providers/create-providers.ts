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
import { AliyunKyc } from './kyc/aliyun-kyc';
import type { KycProvider } from './kyc/kyc-provider';
import { SandboxKyc } from './kyc/sandbox-kyc';
import { ProviderDirectory, TenantSms, type CredentialSource } from './provider-directory';
import { SandboxPay } from './pay/sandbox-pay';
import { SandboxSms } from './sms/sandbox-sms';
import { createFileStorage } from './storage/create-file-storage';
import { SandboxWallet } from './wallet/sandbox-wallet';

/**
 * Builds every provider (the one place that does): the embedded defaults of PRODUCT.md §1 — local disk
 * storage (or the object store of `FILE_STORAGE=s3`, decision 051), sandboxes for SMS, KYC and payments,
 * local custodial keys, the DID sandbox partner outside production, and the configured chain. `overrides` replaces any of them (tests: a slow KYC, a shared
 * chain); the chain's `adapter` is a ready chain to use instead of the configured one.
 */
export function createProviders(deps: {
  config: Config;
  db: Db;
  keyring: Keyring;
  log: FastifyBaseLogger;
  clock: Clock;
  chainAdapter?: ChainAdapter;
  /** The tenants' own provider credentials (the provider-settings module). */
  credentials: CredentialSource;
  overrides?: Partial<Providers>;
}): Providers {
  const { config, db, keyring, log, clock } = deps;
  // Sandboxes never run in production (decision 050): the production start refuses a configuration that needs one.
  const sandboxes = config.providers.sandboxes;
  const sandboxSms = sandboxes ? new SandboxSms(db.kysely, keyring, log, clock, true) : null;
  const didSandbox = sandboxes ? new SandboxDid(keyring.key('did-sandbox')) : null;
  const pay = sandboxes ? new SandboxPay(db.kysely, keyring.key('pay-sandbox'), clock) : null;
  const directory = new ProviderDirectory(config.providers, deps.credentials, { pay, sms: sandboxSms }, clock, log);
  const k = config.providers.kyc;
  const kyc: KycProvider =
    k.vendor === 'aliyun'
      ? new AliyunKyc(
          { accessKeyId: k.accessKeyId, accessKeySecret: k.accessKeySecret, ...(k.endpoint ? { endpoint: k.endpoint } : {}) },
          clock,
        )
      : new SandboxKyc(clock);
  return {
    storage: createFileStorage(config),
    sms: new TenantSms(directory),
    smsOutbox: sandboxSms,
    kyc,
    did: didSandbox,
    didSandbox,
    chainKeys: new LocalChainKeyVault(keyring),
    pay,
    directory,
    wallet: !sandboxes
      ? null
      : new SandboxWallet(db.kysely, {
          key: keyring.key('wallet-sandbox'),
          pepper: keyring.key('wallet-password'),
          sms: sandboxSms!,
          clock,
          settleSeconds: config.walletSettleSeconds,
        }),
    chain: new ChainRuntime(config.chain, deps.chainAdapter),
    ...deps.overrides,
  };
}
