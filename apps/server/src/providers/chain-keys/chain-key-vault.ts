import type { LocalAccount } from 'viem';

/** A custodial key just made: its address and the key sealed for storage. */
export interface NewChainKey {
  address: `0x${string}`;
  keySealed: string;
}

/**
 * Custodial chain keys (PRODUCT.md §4): the platform generates and keeps each user's key, encrypted at
 * rest with the master key. Keys never leave the server: callers get addresses, and a signer only
 * inside the server (for minting and transfers later).
 */
export interface ChainKeyVault {
  /** `context` binds the sealed key to its row (tenant, user, chain channel). */
  create(context: string): NewChainKey;
  signer(keySealed: string, context: string): LocalAccount;
}
