import { secureStorage } from './secure-storage';

// Spec section 6: "A local device id is kept in local storage". Sent as the `device-id` header.

/** secureStorage key of the device id. */
export const DEVICE_ID_STORAGE_KEY = 'deviceId';
/** The id lives 10 years (it is renewed only when the storage is cleared). */
const DEVICE_ID_TTL_SECONDS = 10 * 365 * 24 * 60 * 60;
const DEVICE_ID_PATTERN = /^[0-9a-f]{32}$/;

let current = '';
let pending: Promise<string> | undefined;

function newDeviceId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function loadOrCreate(): Promise<string> {
  try {
    const stored = await secureStorage.get<unknown>(DEVICE_ID_STORAGE_KEY);
    if (typeof stored === 'string' && DEVICE_ID_PATTERN.test(stored)) return stored;
  } catch {
    // Unreadable storage: a new id below.
  }
  const id = newDeviceId();
  try {
    await secureStorage.set(DEVICE_ID_STORAGE_KEY, id, DEVICE_ID_TTL_SECONDS);
  } catch {
    // Storage unavailable: the id lasts for this page only.
  }
  return id;
}

/**
 * Loads the device id from storage, or creates one (32 hex characters) and stores it. Each call looks
 * at the storage again (a cleared storage gives a new id); concurrent calls share one lookup. Never
 * rejects.
 */
export function initDeviceId(): Promise<string> {
  if (pending !== undefined) return pending;
  const run = loadOrCreate().then((id) => {
    current = id;
    return id;
  });
  pending = run;
  const done = (): void => {
    if (pending === run) pending = undefined;
  };
  run.then(done, done);
  return run;
}

/** The device id loaded by initDeviceId(); '' before it finished. */
export function deviceId(): string {
  return current;
}
