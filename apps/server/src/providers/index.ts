import type { ChainKeyVault } from './chain-keys/chain-key-vault';
import type { ChainRuntime } from './chain/chain-runtime';
import type { DidProvider } from './did/did-provider';
import type { SandboxDid } from './did/sandbox-did';
import type { KycProvider } from './kyc/kyc-provider';
import type { SandboxPay } from './pay/sandbox-pay';
import type { SmsOutbox, SmsProvider } from './sms/sms-provider';
import type { SandboxWallet } from './wallet/sandbox-wallet';
import type { ProviderDirectory } from './provider-directory';
import type { FileStorage } from './storage/file-storage';

export type { ChainKeyVault } from './chain-keys/chain-key-vault';
export type { ChainRuntime } from './chain/chain-runtime';
export type { DidProvider, DidTokenClaims, DidVerifiedIdentity } from './did/did-provider';
export type { KycProvider, KycRequest, KycResult } from './kyc/kyc-provider';
export type { PaymentEvent, PaymentProvider, CashierAction } from './pay/payment-provider';
export type { CredentialSource, ProviderDirectory, ProviderSource, TenantCredentials } from './provider-directory';
export type { SmsOutbox, SmsProvider, SmsCodeMessage } from './sms/sms-provider';
export type { WalletEvent, WalletProvider } from './wallet/wallet-provider';
export type { FileStorage } from './storage/file-storage';

/**
 * Every outside service the app talks to, each behind its interface (PRODUCT.md §1), built in one place
 * (`createProviders`) and reached as `app.providers`. Real adapters replace the sandboxes one by one.
 */
export interface Providers {
  /** Where uploaded and imported files live. */
  storage: FileStorage;
  /** Sends each tenant's codes through its own SMS vendor, the deployment's, or the sandbox outside production. */
  sms: SmsProvider;
  /** The sandbox's outbox, read by the dev route; null when nothing is kept (production). */
  smsOutbox: SmsOutbox | null;
  kyc: KycProvider;
  /** The DID partner; null when none is configured (production has no sandbox partner). */
  did: DidProvider | null;
  /** The sandbox partner itself (its test page issues tokens); null in production. */
  didSandbox: SandboxDid | null;
  chainKeys: ChainKeyVault;
  /** The payment sandbox (outside production); null in production. */
  pay: SandboxPay | null;
  /** Each tenant's payment and SMS providers (issue 28): its own credentials, the deployment's, the sandboxes. */
  directory: ProviderDirectory;
  /** The wallet sandbox (outside production, decision 030); null in production until a real provider is configured. */
  wallet: SandboxWallet | null;
  /** The chain (embedded or JSON-RPC), opened on first use. */
  chain: ChainRuntime;
}
