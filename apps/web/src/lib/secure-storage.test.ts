import { bytesToBase64 } from '@curio/contract/client';
import { describe, expect, it } from 'vitest';
import { createSecureStorage, DEVICE_SECRET_STORAGE_KEY, secureStorage, zustandSecureStorage } from './secure-storage';

/** A plain in-memory Storage, to stand for another device. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

function decode(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

const T0 = 1_900_000_000_000;

function clocked(start = T0) {
  const clock = { t: start };
  const storage = new MemoryStorage();
  const store = createSecureStorage({ storage, now: () => clock.t });
  return { clock, storage, store };
}

describe('secure storage', () => {
  it('round-trips objects, arrays, strings, numbers, booleans and null', async () => {
    const value = { user: { id: 42, name: '张三', tags: ['a', 'b'] }, active: true, balance: 123450, note: null };
    await secureStorage.set('profile', value);
    expect(await secureStorage.get('profile')).toEqual(value);
    for (const v of ['text', 0, -1.5, false, null, [1, [2, 3]]]) {
      await secureStorage.set('v', v);
      expect(await secureStorage.get('v')).toEqual(v);
    }
  });

  it('stores entries encrypted under curio:<key> as base64(iv || ciphertext), with a device secret', async () => {
    await secureStorage.set('token', 'secret-token-value-123');
    const raw = localStorage.getItem('curio:token');
    expect(raw).not.toBeNull();
    expect(raw).not.toContain('secret-token');
    expect(atob(raw!)).not.toContain('secret-token');
    // 12-byte iv + ciphertext (as long as the JSON `{"v":...,"e":<13 digits>}`) + 16-byte GCM tag.
    const json = JSON.stringify({ v: 'secret-token-value-123', e: Date.now() });
    expect(decode(raw!).length).toBe(12 + json.length + 16);
    const secret = localStorage.getItem(DEVICE_SECRET_STORAGE_KEY);
    expect(secret).not.toBeNull();
    expect(decode(secret!).length).toBe(32);
    // Two writes of the same value differ (fresh iv each time).
    await secureStorage.set('token', 'secret-token-value-123');
    expect(localStorage.getItem('curio:token')).not.toBe(raw);
  });

  it('reads a missing key as undefined', async () => {
    expect(await secureStorage.get('nothing')).toBeUndefined();
  });

  it('expires exactly at the boundary (injected clock)', async () => {
    const { clock, storage, store } = clocked();
    await store.set('k', { a: 1 }, 10);
    clock.t = T0 + 9_999;
    expect(await store.get('k')).toEqual({ a: 1 });
    clock.t = T0 + 10_000;
    expect(await store.get('k')).toBeUndefined();
    expect(storage.getItem('curio:k')).toBeNull();
  });

  it('defaults to a lifetime of 604800 s (7 days)', async () => {
    const { clock, storage, store } = clocked();
    await store.set('k', 'v');
    clock.t = T0 + 604_800_000 - 1;
    expect(await store.get('k')).toBe('v');
    clock.t = T0 + 604_800_000;
    expect(await store.get('k')).toBeUndefined();
    expect(storage.getItem('curio:k')).toBeNull();
  });

  it('reads a tampered entry (any byte changed) as undefined and removes it', async () => {
    const { storage, store } = clocked();
    await store.set('k', { amount: 100 });
    const original = decode(storage.getItem('curio:k')!);
    // A byte of the iv, of the ciphertext and of the tag.
    for (const index of [0, 11, 12, 20, original.length - 1]) {
      const tampered = original.slice();
      tampered[index] = (tampered[index] ?? 0) ^ 0x01;
      storage.setItem('curio:k', bytesToBase64(tampered));
      expect(await store.get('k')).toBeUndefined();
      expect(storage.getItem('curio:k')).toBeNull();
    }
    // Truncated.
    storage.setItem('curio:k', bytesToBase64(original.slice(0, original.length - 1)));
    expect(await store.get('k')).toBeUndefined();
    expect(storage.getItem('curio:k')).toBeNull();
  });

  it('reads malformed entries as undefined and removes them', async () => {
    const { storage, store } = clocked();
    for (const raw of ['not base64 !!', '', 'AAAA', bytesToBase64(new Uint8Array(12)), '{"v":1,"e":99999999999999}']) {
      storage.setItem('curio:k', raw);
      expect(await store.get('k')).toBeUndefined();
      expect(storage.getItem('curio:k')).toBeNull();
    }
  });

  it('cannot read an entry written under another device secret', async () => {
    const a = clocked();
    const b = clocked();
    await a.store.set('k', 'from device a');
    await b.store.set('other', 1); // device b has its own secret
    expect(b.storage.getItem(DEVICE_SECRET_STORAGE_KEY)).not.toBe(a.storage.getItem(DEVICE_SECRET_STORAGE_KEY));
    b.storage.setItem('curio:k', a.storage.getItem('curio:k')!);
    expect(await b.store.get('k')).toBeUndefined();
    expect(b.storage.getItem('curio:k')).toBeNull();
    expect(await a.store.get('k')).toBe('from device a');
  });

  it('cannot read its entries any more once the device secret is replaced', async () => {
    const { storage, store } = clocked();
    await store.set('k', 'v');
    expect(await store.get('k')).toBe('v');
    storage.setItem(DEVICE_SECRET_STORAGE_KEY, bytesToBase64(globalThis.crypto.getRandomValues(new Uint8Array(32))));
    expect(await store.get('k')).toBeUndefined();
  });

  it('binds an entry to its name: a copy under another name does not read', async () => {
    const { storage, store } = clocked();
    await store.set('isAdmin', false);
    await store.set('token', 'abc');
    storage.setItem('curio:isAdmin', storage.getItem('curio:token')!);
    expect(await store.get('isAdmin')).toBeUndefined();
    expect(await store.get('token')).toBe('abc');
  });

  it('remove and clear delete only its own entries', async () => {
    const { storage, store } = clocked();
    storage.setItem('someone-else', 'x');
    await store.set('a', 1);
    await store.set('b', 2);
    store.remove('a');
    expect(await store.get('a')).toBeUndefined();
    expect(await store.get('b')).toBe(2);
    store.clear();
    expect(await store.get('b')).toBeUndefined();
    expect(storage.getItem('someone-else')).toBe('x');
    expect(storage.getItem(DEVICE_SECRET_STORAGE_KEY)).not.toBeNull();
  });

  it('keeps the newest of overlapping writes, and a remove cancels a write in flight', async () => {
    const { store } = clocked();
    await Promise.all([store.set('k', 1), store.set('k', 2), store.set('k', 3)]);
    expect(await store.get('k')).toBe(3);
    const pending = store.set('k', 4);
    store.remove('k');
    await pending;
    expect(await store.get('k')).toBeUndefined();
  });

  it('uses a custom prefix', async () => {
    const storage = new MemoryStorage();
    const store = createSecureStorage({ storage, prefix: 'other:' });
    await store.set('k', 'v');
    expect(storage.getItem('other:k')).not.toBeNull();
    expect(await store.get('k')).toBe('v');
  });

  it('starts over with a new secret after the storage was cleared', async () => {
    await secureStorage.set('k', 'v');
    const secret = localStorage.getItem(DEVICE_SECRET_STORAGE_KEY);
    localStorage.clear();
    expect(await secureStorage.get('k')).toBeUndefined();
    await secureStorage.set('k', 'w');
    expect(localStorage.getItem(DEVICE_SECRET_STORAGE_KEY)).not.toBe(secret);
    expect(await secureStorage.get('k')).toBe('w');
  });
});

describe('zustandSecureStorage', () => {
  it('implements the StateStorage shape on top of secureStorage', async () => {
    const state = JSON.stringify({ state: { token: 'tok' }, version: 0 });
    expect(await zustandSecureStorage.getItem('auth')).toBeNull();
    await zustandSecureStorage.setItem('auth', state);
    expect(localStorage.getItem('curio:auth')).not.toContain('tok');
    expect(await zustandSecureStorage.getItem('auth')).toBe(state);
    expect(await secureStorage.get('auth')).toBe(state);
    await zustandSecureStorage.removeItem('auth');
    expect(await zustandSecureStorage.getItem('auth')).toBeNull();
  });
});

describe('diagnostics: entries and texts (the crypto page, issue 20)', () => {
  it('lists the live entries with their expiry, leaves out (and drops) the expired and the tampered', async () => {
    const { clock, storage, store } = clocked();
    await store.set('session', { token: 't' });
    await store.set('short', 1, 60);
    await store.set('broken', 2);
    storage.setItem('curio:broken', 'AAAA' + (storage.getItem('curio:broken') ?? '').slice(4));
    storage.setItem('other-app', 'x');
    clock.t += 61_000;
    expect(await store.list()).toEqual([{ key: 'session', expiresAt: T0 + 604_800_000 }]);
    expect(storage.getItem('curio:short')).toBeNull();
    expect(storage.getItem('curio:broken')).toBeNull();
    expect(storage.getItem('other-app')).toBe('x');
  });

  it('round-trips a text with the device key; another device, an edited text or an entry do not decrypt', async () => {
    const { storage, store } = clocked();
    const cipher = await store.encryptText('héllo 你好');
    expect(cipher).not.toContain('llo');
    expect(await store.decryptText(cipher)).toBe('héllo 你好');
    expect(await store.decryptText(`  ${cipher}\n`)).toBe('héllo 你好');
    // Random IV: the same text encrypts differently each time.
    expect(await store.encryptText('héllo 你好')).not.toBe(cipher);

    const bytes = decode(cipher);
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(await store.decryptText(bytesToBase64(bytes))).toBeUndefined();
    expect(await store.decryptText('not base64 !')).toBeUndefined();

    const other = createSecureStorage({ storage: new MemoryStorage(), now: () => T0 });
    expect(await other.decryptText(cipher)).toBeUndefined();

    // A stored entry is bound to its name: it is not a free text, and a text is not an entry.
    await store.set('k', 'v');
    expect(await store.decryptText(storage.getItem('curio:k') ?? '')).toBeUndefined();
    storage.setItem('curio:k2', cipher);
    expect(await store.get('k2')).toBeUndefined();
  });
});
