import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * What a derived key is for. Each purpose has its own key, derived from MASTER_KEY with HKDF, so a key
 * never serves two uses and one leaked subkey does not reveal the others.
 */
export type KeyPurpose =
  /** AES-256-GCM of real names and ID numbers. */
  | 'pii'
  /** HMAC of ID numbers, to find an ID already verified without decrypting every row. */
  | 'pii-lookup'
  /** HMAC of verification codes (a 6-digit code is too small for a plain hash). */
  | 'sms-code'
  /** AES-256-GCM of the SMS sandbox's outbox (the fake phone's inbox). */
  | 'sms-outbox'
  /** AES-256-GCM of custodial chain private keys. */
  | 'chain-key'
  /** Pepper (argon2 secret) of pay passwords: 6 digits are few, so a database dump alone must not do. */
  | 'pay-password'
  /** HMAC key of the DID sandbox partner's tokens. */
  | 'did-sandbox'
  /** HMAC key of the payment sandbox's callbacks (the provider's signing key). */
  | 'pay-sandbox'
  /** AES-256-GCM of the blind boxes' fairness seeds until they are revealed. */
  | 'box-seed'
  /** HMAC key of the wallet sandbox: its notices, card-number and code digests (decision 030). */
  | 'wallet-sandbox'
  /** Pepper (argon2 secret) of wallet passwords kept by the wallet sandbox. */
  | 'wallet-password'
  /** AES-256-GCM of console operators' TOTP secrets (decision 036). */
  | 'operator-totp'
  /** HMAC of console operators' recovery codes. */
  | 'operator-recovery'
  /** HMAC key of console sessions' CSRF tokens (derived from the session, never stored). */
  | 'console-csrf'
  /** HMAC of redemption codes (decision 043): stored only hashed, looked up by hash. */
  | 'redeem-code'
  /** AES-256-GCM of the tenants' provider credentials (issue 28, decision 050): merchant keys, access key secrets. */
  | 'provider-credentials'
  /** HMAC of the state WeChat's web authorization carries back (tenant, user, order, expiry; issue 28). */
  | 'wechat-oauth-state'
  /** HMAC of share links to a held item (tenant, item, holder; decision 070): only the server makes them. */
  | 'share-link';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Secrets at rest (decision 008). `seal` encrypts with AES-256-GCM under the purpose's key and binds
 * the ciphertext to a context (e.g. `users:3:17:idCard`) as additional data, so a value copied to
 * another row or column does not open. Output: `v1.<base64url(iv | ciphertext | tag)>`.
 */
export class Keyring {
  private readonly keys = new Map<KeyPurpose, Buffer>();

  constructor(private readonly masterKey: string) {
    if (masterKey.length < 16) throw new Error('MASTER_KEY must be at least 16 characters');
  }

  key(purpose: KeyPurpose): Buffer {
    let k = this.keys.get(purpose);
    if (!k) {
      k = Buffer.from(hkdfSync('sha256', Buffer.from(this.masterKey, 'utf8'), 'curio', `curio:${purpose}:${VERSION}`, 32));
      this.keys.set(purpose, k);
    }
    return k;
  }

  seal(purpose: KeyPurpose, plaintext: string | Buffer, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key(purpose), iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([
      cipher.update(typeof plaintext === 'string' ? Buffer.from(plaintext, 'utf8') : plaintext),
      cipher.final(),
    ]);
    return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
  }

  /** Opens a sealed value; throws when it was changed, sealed under another key or for another context. */
  open(purpose: KeyPurpose, sealed: string, context: string): Buffer {
    const [version, payload] = sealed.split('.');
    if (version !== VERSION || !payload) throw new Error('unknown sealed value format');
    const raw = Buffer.from(payload, 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value too short');
    const decipher = createDecipheriv('aes-256-gcm', this.key(purpose), raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
  }

  openText(purpose: KeyPurpose, sealed: string, context: string): string {
    return this.open(purpose, sealed, context).toString('utf8');
  }

  /** HMAC-SHA256 (hex) under the purpose's key. */
  mac(purpose: KeyPurpose, value: string): string {
    return createHmac('sha256', this.key(purpose)).update(value, 'utf8').digest('hex');
  }

  /** Compares a MAC in constant time. */
  static sameMac(a: string, b: string): boolean {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  }
}
