import { afterEach, describe, expect, it, vi } from 'vitest';

// Each "page load" is a fresh copy of the modules (their in-memory caches start empty); the
// localStorage of jsdom survives between them within a test.
async function load() {
  vi.resetModules();
  return import('./device');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('device id', () => {
  it("is '' before init and 32 hex characters after", async () => {
    const device = await load();
    expect(device.deviceId()).toBe('');
    const id = await device.initDeviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(device.deviceId()).toBe(id);
  });

  it('is stable across calls, concurrent calls and re-init after a reload', async () => {
    const device = await load();
    const [a, b] = await Promise.all([device.initDeviceId(), device.initDeviceId()]);
    expect(a).toBe(b);
    expect(await device.initDeviceId()).toBe(a);
    const reloaded = await load();
    expect(reloaded.deviceId()).toBe('');
    expect(await reloaded.initDeviceId()).toBe(a);
    expect(reloaded.deviceId()).toBe(a);
  });

  it('is kept encrypted in local storage', async () => {
    const device = await load();
    const id = await device.initDeviceId();
    const raw = localStorage.getItem('curio:deviceId');
    expect(raw).not.toBeNull();
    expect(raw).not.toContain(id);
    expect(atob(raw!)).not.toContain(id);
  });

  it('is new after the storage is cleared', async () => {
    const device = await load();
    const first = await device.initDeviceId();
    localStorage.clear();
    const second = await device.initDeviceId();
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(device.deviceId()).toBe(second);
    const reloaded = await load();
    expect(await reloaded.initDeviceId()).toBe(second);
  });

  it('lives 10 years', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2030, 0, 1);
    vi.setSystemTime(start);
    const id = await (await load()).initDeviceId();
    vi.setSystemTime(start + 9 * 365 * 24 * 3600 * 1000);
    expect(await (await load()).initDeviceId()).toBe(id);
    vi.setSystemTime(start + 10 * 365 * 24 * 3600 * 1000);
    expect(await (await load()).initDeviceId()).not.toBe(id);
  });

  it('replaces a stored value that is not a device id', async () => {
    const { secureStorage } = await import('./secure-storage');
    await secureStorage.set('deviceId', 'not-an-id');
    const device = await import('./device');
    const id = await device.initDeviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
