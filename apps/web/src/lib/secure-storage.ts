import { bytesToBase64, STORAGE_DEFAULT_TTL_SECONDS } from '@curio/contract/client';

/*
 * Spec section 9: "Local stored data is encrypted with an expiry in seconds; default lifetime 604800 s".
 *
 * What this protects against: casual reading of what the app keeps on the device (someone browsing
 * localStorage in the dev tools, a copied browser profile, a backup, a support screenshot), and
 * tampering with it: every entry is AES-256-GCM encrypted and authenticated, bound to its own name
 * (an entry copied under another name does not decrypt), and dropped when it expires. An edited,
 * truncated, swapped or expired entry reads as `undefined` and is removed.
 *
 * What it does NOT protect against: script running in this page (an XSS, a malicious dependency, a
 * browser extension with page access). The key is derived from a device secret that sits in the same
 * localStorage (`curio.k`); the CryptoKey itself is non-extractable, but page script can simply call
 * `secureStorage.get()`, or read the secret and derive the same key. Nor does it protect data against
 * someone with the unlocked device and the dev tools open. It is obfuscation with integrity, not a vault:
 * nothing that must stay secret from the user's own device belongs here, and the server never trusts
 * what the client stored.
 */

export interface SecureStorage {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlSeconds?: number): Promise<void>;
  remove(key: string): void;
  clear(): void;
  /**
   * The entries on the device (name without the prefix) with their expiry (ms since the epoch), sorted by
   * name; one that does not decrypt or has expired is left out (and removed, as get() would).
   */
  list(): Promise<{ key: string; expiresAt: number }[]>;
  /** A text encrypted with the device's storage key (the same AES-GCM scheme), base64 (crypto page, for support). */
  encryptText(text: string): Promise<string>;
  /** The text of encryptText's output, or undefined when it does not decrypt with this device's key. */
  decryptText(cipher: string): Promise<string | undefined>;
}

export interface SecureStorageOptions {
  /** Where entries and the device secret live; defaults to window.localStorage. */
  storage?: Storage;
  /** Clock for expiry (ms since the epoch); defaults to Date.now. */
  now?: () => number;
  /** Prefix of entry names; defaults to 'curio:'. */
  prefix?: string;
}

/** localStorage key of the device secret (32 random bytes, base64). */
export const DEVICE_SECRET_STORAGE_KEY = 'curio.k';
const DEFAULT_PREFIX = 'curio:';
const SECRET_BYTES = 32;
const IV_BYTES = 12;
const HKDF_SALT = 'curio-storage-v1';
/** The associated data of a free text (the crypto page): never an entry's name, so the two do not mix. */
const TEXT_AAD = 'curio-text:v1';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (s === undefined) throw new Error('Web Crypto (crypto.subtle) is not available');
  return s;
}

function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    const binary = atob(text);
    const out = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
    return out;
  } catch {
    return undefined;
  }
}

// Storage access can throw (storage disabled, sandboxed frame, quota exceeded): persistence is best
// effort, the app keeps running without it.
function readItem(storage: Storage | undefined, name: string): string | null {
  try {
    return storage?.getItem(name) ?? null;
  } catch {
    return null;
  }
}

function writeItem(storage: Storage | undefined, name: string, value: string): boolean {
  try {
    if (storage === undefined) return false;
    storage.setItem(name, value);
    return true;
  } catch {
    return false;
  }
}

function removeItem(storage: Storage | undefined, name: string): void {
  try {
    storage?.removeItem(name);
  } catch {
    // Nothing to do: the storage is unavailable.
  }
}

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

async function deriveKey(secret: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const base = await subtle().importKey('raw', secret, 'HKDF', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode(HKDF_SALT), info: new Uint8Array(0) },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

interface Entry {
  v: unknown;
  e: number;
}

function isEntry(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && typeof (value as { e?: unknown }).e === 'number';
}

export function createSecureStorage(opts: SecureStorageOptions = {}): SecureStorage {
  const storageOf = (): Storage | undefined => opts.storage ?? defaultStorage();
  const now = opts.now ?? Date.now;
  const prefix = opts.prefix ?? DEFAULT_PREFIX;

  // The derived key, cached together with the secret it came from: when the secret changes (storage
  // cleared, another device's data copied in), the key is derived again.
  let cache: { secret: string; key: Promise<CryptoKey> } | undefined;

  function currentKey(storage: Storage | undefined): Promise<CryptoKey> {
    let secret = readItem(storage, DEVICE_SECRET_STORAGE_KEY);
    let bytes = secret === null ? undefined : base64ToBytes(secret);
    if (secret === null || bytes === undefined || bytes.length !== SECRET_BYTES) {
      // No secret yet, or a malformed one: a new device secret (entries under the old one are lost).
      bytes = globalThis.crypto.getRandomValues(new Uint8Array(SECRET_BYTES));
      secret = bytesToBase64(bytes);
      writeItem(storage, DEVICE_SECRET_STORAGE_KEY, secret);
    }
    if (cache?.secret === secret) return cache.key;
    const key = deriveKey(bytes);
    const entry = { secret, key };
    cache = entry;
    key.catch(() => {
      if (cache === entry) cache = undefined;
    });
    return key;
  }

  // Writes finish out of order (encryption is asynchronous): only the newest set() of a name may land,
  // and a remove() or clear() cancels sets still in flight.
  let ticketCounter = 0;
  const latestTicket = new Map<string, number>();

  async function decrypt(name: string, raw: string, storage: Storage | undefined): Promise<Entry | undefined> {
    try {
      const bytes = base64ToBytes(raw);
      if (bytes === undefined || bytes.length <= IV_BYTES) return undefined;
      const key = await currentKey(storage);
      const plain = await subtle().decrypt(
        { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), additionalData: encoder.encode(name) },
        key,
        bytes.subarray(IV_BYTES),
      );
      const parsed: unknown = JSON.parse(decoder.decode(plain));
      return isEntry(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  }

  async function seal(aad: string, plain: Uint8Array<ArrayBuffer>, storage: Storage | undefined): Promise<string> {
    const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const cipher = new Uint8Array(
      await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(aad) }, await currentKey(storage), plain),
    );
    const out = new Uint8Array(IV_BYTES + cipher.length);
    out.set(iv, 0);
    out.set(cipher, IV_BYTES);
    return bytesToBase64(out);
  }

  async function open(aad: string, raw: string, storage: Storage | undefined): Promise<string | undefined> {
    try {
      const bytes = base64ToBytes(raw.trim());
      if (bytes === undefined || bytes.length <= IV_BYTES) return undefined;
      const plain = await subtle().decrypt(
        { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), additionalData: encoder.encode(aad) },
        await currentKey(storage),
        bytes.subarray(IV_BYTES),
      );
      return decoder.decode(plain);
    } catch {
      return undefined;
    }
  }

  return {
    async list(): Promise<{ key: string; expiresAt: number }[]> {
      const storage = storageOf();
      if (storage === undefined) return [];
      const names: string[] = [];
      try {
        for (let i = 0; i < storage.length; i++) {
          const name = storage.key(i);
          if (name !== null && name.startsWith(prefix)) names.push(name);
        }
      } catch {
        return [];
      }
      const out: { key: string; expiresAt: number }[] = [];
      for (const name of names.sort()) {
        const raw = readItem(storage, name);
        if (raw === null) continue;
        const entry = await decrypt(name, raw, storage);
        if (entry === undefined || !(now() < entry.e)) {
          if (readItem(storage, name) === raw) removeItem(storage, name);
          continue;
        }
        out.push({ key: name.slice(prefix.length), expiresAt: entry.e });
      }
      return out;
    },

    encryptText(text: string): Promise<string> {
      return seal(TEXT_AAD, encoder.encode(text), storageOf());
    },

    decryptText(cipher: string): Promise<string | undefined> {
      return open(TEXT_AAD, cipher, storageOf());
    },

    async get<T>(key: string): Promise<T | undefined> {
      const storage = storageOf();
      const name = prefix + key;
      const raw = readItem(storage, name);
      if (raw === null) return undefined;
      const entry = await decrypt(name, raw, storage);
      // An entry is valid strictly before its expiry time.
      if (entry === undefined || !(now() < entry.e)) {
        // Unless a newer value was written meanwhile.
        if (readItem(storage, name) === raw) removeItem(storage, name);
        return undefined;
      }
      return entry.v as T;
    },

    async set<T>(key: string, value: T, ttlSeconds: number = STORAGE_DEFAULT_TTL_SECONDS): Promise<void> {
      if (!Number.isFinite(ttlSeconds)) throw new RangeError('ttlSeconds must be a finite number');
      const storage = storageOf();
      const name = prefix + key;
      const ticket = ++ticketCounter;
      latestTicket.set(name, ticket);
      const plain = encoder.encode(JSON.stringify({ v: value, e: now() + ttlSeconds * 1000 } satisfies Entry));
      const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const cipher = new Uint8Array(
        await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(name) }, await currentKey(storage), plain),
      );
      if (latestTicket.get(name) !== ticket) return;
      latestTicket.delete(name);
      const out = new Uint8Array(IV_BYTES + cipher.length);
      out.set(iv, 0);
      out.set(cipher, IV_BYTES);
      writeItem(storage, name, bytesToBase64(out));
    },

    remove(key: string): void {
      const name = prefix + key;
      if (latestTicket.has(name)) latestTicket.set(name, ++ticketCounter);
      removeItem(storageOf(), name);
    },

    clear(): void {
      for (const name of latestTicket.keys()) latestTicket.set(name, ++ticketCounter);
      const storage = storageOf();
      if (storage === undefined) return;
      const names: string[] = [];
      try {
        for (let i = 0; i < storage.length; i++) {
          const name = storage.key(i);
          if (name !== null && name.startsWith(prefix)) names.push(name);
        }
      } catch {
        return;
      }
      for (const name of names) removeItem(storage, name);
    },
  };
}

/** The app's encrypted storage on window.localStorage. */
export const secureStorage: SecureStorage = createSecureStorage();

/**
 * zustand's `StateStorage` on top of secureStorage: `persist(..., { storage: createJSONStorage(() =>
 * zustandSecureStorage) })` type-checks as it is. Each write renews the default 7-day lifetime.
 */
export const zustandSecureStorage = {
  async getItem(name: string): Promise<string | null> {
    const value = await secureStorage.get<unknown>(name);
    return typeof value === 'string' ? value : null;
  },
  setItem(name: string, value: string): Promise<void> {
    return secureStorage.set(name, value);
  },
  /** Removes at once; returns a resolved promise so that setItem and removeItem share zustand's `R`. */
  removeItem(name: string): Promise<void> {
    secureStorage.remove(name);
    return Promise.resolve();
  },
};
