import { afterEach, describe, expect, it, vi } from 'vitest';

// Each "page load" is a fresh copy of the modules (their in-memory state starts empty); jsdom's
// localStorage survives between them within a test.
async function load() {
  vi.resetModules();
  return import('./session');
}

afterEach(() => {
  localStorage.clear();
});

describe('the stored session', () => {
  it('hydrates empty when nothing is stored, and stores nothing by reading', async () => {
    const { hydrateSession, useSession } = await load();
    await hydrateSession();
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().searchHistory).toEqual([]);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('keeps what was set, encrypted, for the next page load', async () => {
    const first = await load();
    await first.hydrateSession();
    first.useSession.getState().setToken('tok_stored');
    first.useSession.getState().setLanguage('en');
    first.useSession.getState().addSearch('dragon');
    await vi.waitFor(() => expect(localStorage.getItem('curio:session')).not.toBeNull());
    expect(localStorage.getItem('curio:session')).not.toContain('tok_stored');

    const next = await load();
    expect(next.useSession.getState().token).toBeNull();
    await next.hydrateSession();
    expect(next.useSession.getState()).toMatchObject({ token: 'tok_stored', language: 'en', searchHistory: ['dragon'] });
  });

  it('writes in the order of the changes', async () => {
    const first = await load();
    await first.hydrateSession();
    for (const token of ['a', 'b', 'c', null, 'last']) first.useSession.getState().setToken(token);
    const next = await load();
    await vi.waitFor(async () => {
      await next.hydrateSession();
      expect(next.useSession.getState().token).toBe('last');
    });
  });

  it('reads an entry in the format the persist middleware wrote, and leaves out one of another version', async () => {
    const { secureStorage } = await import('./secure-storage');
    await secureStorage.set('session', JSON.stringify({ state: { token: 'tok_before', language: 'zh-TW' }, version: 0 }));
    const next = await load();
    await next.hydrateSession();
    expect(next.useSession.getState()).toMatchObject({ token: 'tok_before', language: 'zh-TW', searchHistory: [] });

    await secureStorage.set('session', JSON.stringify({ state: { token: 'tok_other' }, version: 3 }));
    const other = await load();
    await other.hydrateSession();
    expect(other.useSession.getState().token).toBeNull();
  });

  it('does not write the session back by reading it (a visit does not renew what is stored)', async () => {
    const { secureStorage } = await import('./secure-storage');
    await secureStorage.set('session', JSON.stringify({ state: { token: 'tok_kept' }, version: 0 }));
    const next = await load();
    // The storage module the fresh session loads (writes go through it in order).
    const storage = await import('./secure-storage');
    const writes = vi.spyOn(storage.zustandSecureStorage, 'setItem');
    await next.hydrateSession();
    expect(next.useSession.getState().token).toBe('tok_kept');
    next.useSession.getState().setLanguage('fr');
    await vi.waitFor(() => expect(writes).toHaveBeenCalled());
    // The first write is the change, not the read.
    expect(JSON.parse(writes.mock.calls[0]![1])).toMatchObject({ state: { token: 'tok_kept', language: 'fr' }, version: 0 });
  });
});
