import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { LocalAccount } from 'viem';
import type { Keyring } from '../../secrets/keyring';
import type { ChainKeyVault, NewChainKey } from './chain-key-vault';

/** EVM keys made with viem, sealed with AES-256-GCM under the `chain-key` key derived from MASTER_KEY. */
export class LocalChainKeyVault implements ChainKeyVault {
  constructor(private readonly keyring: Keyring) {}

  create(context: string): NewChainKey {
    const key = generatePrivateKey();
    const address = privateKeyToAccount(key).address;
    return { address, keySealed: this.keyring.seal('chain-key', key, context) };
  }

  signer(keySealed: string, context: string): LocalAccount {
    const key = this.keyring.openText('chain-key', keySealed, context);
    if (!/^0x[0-9a-f]{64}$/i.test(key)) throw new Error('sealed chain key is not a private key');
    return privateKeyToAccount(key as `0x${string}`);
  }
}
