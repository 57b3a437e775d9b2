import type { ChainKeyVault } from './chain-keys/chain-key-vault';
import type { DidProvider } from './did/did-provider';
import type { SandboxDid } from './did/sandbox-did';
import type { KycProvider } from './kyc/kyc-provider';
import type { SmsOutbox, SmsProvider } from './sms/sms-provider';

export type { ChainKeyVault } from './chain-keys/chain-key-vault';
export type { DidProvider, DidTokenClaims, DidVerifiedIdentity } from './did/did-provider';
export type { KycProvider, KycRequest, KycResult } from './kyc/kyc-provider';
export type { SmsOutbox, SmsProvider, SmsCodeMessage } from './sms/sms-provider';

/** The outside services the identity work talks to, each behind its interface (PRODUCT.md §1). */
export interface IdentityProviders {
  sms: SmsProvider;
  /** The sandbox's outbox, read by the dev route; null when nothing is kept (production). */
  smsOutbox: SmsOutbox | null;
  kyc: KycProvider;
  /** The DID partner; null when none is configured (production has no sandbox partner). */
  did: DidProvider | null;
  /** The sandbox partner itself (its test page issues tokens); null in production. */
  didSandbox: SandboxDid | null;
  chainKeys: ChainKeyVault;
}
