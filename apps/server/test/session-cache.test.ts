import { ErrorCode, getUserInfo, loginByPassword, logout, updatePassword } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REVOCATION_GENERATION, SessionCache } from '../src/modules/identity/session.cache';
import { SessionRepository } from '../src/modules/identity/session.repository';
import { hashToken, SessionService } from '../src/modules/identity/session.service';
import type { SharedState } from '../src/shared-state/index';
import { body, call, createTestApp, createUserWithSession, DB_KIND, startAnotherApp, tenantIdOf, type TestApp } from './helpers';
import { env, newIp, PASSWORD, registerUser } from './identity-helpers';

// Decision 021: a signed-in request reads its session from a per-process cache; sign-out, password reset
// or change and expiry still refuse the token at once in this process, and promptly in the others.

const HOUR = 3600_000;

/** Signs in again with the password: a second session of the same user. */
const login = async (t: TestApp, phone: string) =>
  (await env<{ token: string }>(t, loginByPassword, { ip: newIp(), body: { areaCode: '+86', phone, password: PASSWORD } })).data
    .token;
const DAY = 24 * HOUR;

/** A repository that counts its session reads (once answered) and can hold one back until the test lets it go. */
class WatchedRepository extends SessionRepository {
  reads = 0;
  gate: Promise<void> | null = null;
  override async find(tenantId: number, tokenHash: string) {
    const row = await super.find(tenantId, tokenHash);
    // Counted once the database has answered: a test that waits for a read knows the row was seen.
    this.reads += 1;
    if (this.gate) await this.gate;
    return row;
  }
}

describe(`session cache in one process (${DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A session service on the test app's database and clock, with a cache of its own. */
  function service(o: { ttlMs?: number } = {}) {
    const repo = new WatchedRepository(t.db.kysely, t.db.dialect);
    const cache = new SessionCache(t.app.sharedState, t.clock, { ttlMs: o.ttlMs ?? 15_000 });
    return { repo, cache, sessions: new SessionService(repo, t.clock, cache) };
  }

  it('sessions read at the same moment (one statement on PostgreSQL) each find their own tenant, user and standing', async () => {
    const repo = new SessionRepository(t.db.kysely, t.db.dialect);
    const demo = await tenantIdOf(t.db, 'demo');
    const aurora = await tenantIdOf(t.db, 'aurora');
    const a = await createUserWithSession(t, 'demo');
    const b = await createUserWithSession(t, 'aurora');
    const c = await createUserWithSession(t, 'demo');
    await t.db.kysely
      .updateTable('users')
      .set({ suspended_at: Date.now(), suspended_reason: 'spam' })
      .where('id', '=', c.userId)
      .execute();
    const asks: [number, string][] = [
      [demo, a.token],
      [aurora, b.token],
      [demo, c.token],
      // Another tenant's token on this tenant, twice the same session, a token nobody holds.
      [demo, b.token],
      [aurora, a.token],
      [demo, a.token],
      [demo, 'x'.repeat(43)],
    ];
    const found = await Promise.all(asks.map(([tenant, token]) => repo.find(tenant, hashToken(token))));
    expect(found.map((s) => s && { user: s.user_id, suspended: s.suspended_reason, channels: s.channels })).toEqual([
      { user: a.userId, suspended: null, channels: [] },
      { user: b.userId, suspended: null, channels: [] },
      { user: c.userId, suspended: 'spam', channels: [] },
      undefined,
      undefined,
      { user: a.userId, suspended: null, channels: [] },
      undefined,
    ]);
  });

  it('a signed-in request reads its session once per cache period', async () => {
    const { repo, cache, sessions } = service();
    const { userId, token } = await createUserWithSession(t, 'demo');
    const tenantId = await tenantIdOf(t.db, 'demo');
    await cache.poll();
    for (let i = 0; i < 5; i++)
      expect(await sessions.authenticate(tenantId, token)).toEqual({ id: userId, tenantId, suspendedReason: null });
    expect(repo.reads).toBe(1);
    // The same token on another tenant is not this session, cached or not.
    expect(await sessions.authenticate(tenantId + 1000, token)).toBeNull();
    t.clock.advance(15_001);
    expect(await sessions.authenticate(tenantId, token)).toEqual({ id: userId, tenantId, suspendedReason: null });
    expect(repo.reads).toBe(3);
    sessions.close();
  });

  it('sign-out refuses the same token at once', async () => {
    const { token } = await registerUser(t);
    expect((await env(t, getUserInfo, { token })).code).toBe(0);
    expect((await env(t, getUserInfo, { token })).code).toBe(0);
    expect((await env(t, logout, { token })).code).toBe(0);
    expect((await env(t, getUserInfo, { token })).code).toBe(ErrorCode.SESSION_EXPIRED);
  });

  it("a password change refuses the user's other sessions at once and keeps this one", async () => {
    const { phone, token } = await registerUser(t);
    const other = await login(t, phone);
    expect((await env(t, getUserInfo, { token })).code).toBe(0);
    expect((await env(t, getUserInfo, { token: other })).code).toBe(0);
    const change = await env(t, updatePassword, {
      token,
      body: { oldPassword: PASSWORD, password: 'another-pw-2', confirmPassword: 'another-pw-2' },
    });
    expect(change.code).toBe(0);
    expect((await env(t, getUserInfo, { token: other })).code).toBe(ErrorCode.SESSION_EXPIRED);
    expect((await env(t, getUserInfo, { token })).code).toBe(0);
  });

  it('revoke-all refuses every cached session of the user at once', async () => {
    const { repo, cache, sessions } = service({ ttlMs: 30 * DAY });
    const tenantId = await tenantIdOf(t.db, 'demo');
    const { userId, token } = await createUserWithSession(t, 'demo');
    const second = await sessions.create(tenantId, userId);
    const stranger = await createUserWithSession(t, 'demo');
    await cache.poll();
    for (const tok of [token, second, stranger.token]) expect(await sessions.authenticate(tenantId, tok)).not.toBeNull();
    const reads = repo.reads;
    await sessions.revokeAll(tenantId, userId);
    expect(await sessions.authenticate(tenantId, token)).toBeNull();
    expect(await sessions.authenticate(tenantId, second)).toBeNull();
    // Another user's session is still served from the cache.
    expect(await sessions.authenticate(tenantId, stranger.token)).toEqual({
      id: stranger.userId,
      tenantId,
      suspendedReason: null,
    });
    expect(repo.reads).toBe(reads + 2);
    sessions.close();
  });

  it('revoke-all but the current session keeps that one answered from the cache', async () => {
    const { repo, cache, sessions } = service({ ttlMs: 30 * DAY });
    const tenantId = await tenantIdOf(t.db, 'demo');
    const { userId, token } = await createUserWithSession(t, 'demo');
    const second = await sessions.create(tenantId, userId);
    await cache.poll();
    for (const tok of [token, second]) expect(await sessions.authenticate(tenantId, tok)).not.toBeNull();
    // The cache knows a session by its token and keeps the hash the database knows it by (a renewal writes by it).
    expect(cache.get(token, tenantId)?.tokenHash).toBe(hashToken(token));
    const reads = repo.reads;
    await sessions.revokeAll(tenantId, userId, token);
    expect(await sessions.authenticate(tenantId, second)).toBeNull();
    expect(await sessions.authenticate(tenantId, token)).toEqual({ id: userId, tenantId, suspendedReason: null });
    // The refused one was read again (and found revoked); the kept one was not.
    expect(repo.reads).toBe(reads + 1);
    sessions.close();
  });

  it('an expired session is refused, even while it is cached', async () => {
    const { cache, sessions } = service({ ttlMs: 30 * DAY });
    const tenantId = await tenantIdOf(t.db, 'demo');
    const { token } = await createUserWithSession(t, 'demo');
    await cache.poll();
    expect(await sessions.authenticate(tenantId, token)).not.toBeNull();
    t.clock.advance(7 * DAY + 1000);
    await cache.poll();
    expect(cache.get(token, tenantId)).toBeDefined();
    expect(await sessions.authenticate(tenantId, token)).toBeNull();
    sessions.close();
  });

  it('an expired session is refused through the API', async () => {
    const { token } = await registerUser(t);
    expect((await env(t, getUserInfo, { token })).code).toBe(0);
    t.clock.advance(7 * DAY + 1000);
    expect((await env(t, getUserInfo, { token })).code).toBe(ErrorCode.SESSION_EXPIRED);
  });

  it('renews on use once an hour, from the cache too', async () => {
    const { cache, sessions } = service({ ttlMs: 30 * DAY });
    const tenantId = await tenantIdOf(t.db, 'demo');
    const { token } = await createUserWithSession(t, 'demo');
    const row = () =>
      t.db.kysely
        .selectFrom('sessions')
        .select(['renewed_at', 'expires_at'])
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow();
    const created = await row();
    await cache.poll();
    expect(await sessions.authenticate(tenantId, token)).not.toBeNull();
    t.clock.advance(HOUR + 1000);
    await cache.poll();
    expect(await sessions.authenticate(tenantId, token)).not.toBeNull();
    const renewed = await row();
    expect(renewed.renewed_at).toBeGreaterThan(created.renewed_at);
    expect(renewed.expires_at).toBe(renewed.renewed_at + 7 * DAY);
    // Used again within the hour: no other write.
    t.clock.advance(10 * 60_000);
    expect(await sessions.authenticate(tenantId, token)).not.toBeNull();
    expect((await row()).renewed_at).toBe(renewed.renewed_at);
    // Seven days after the renewal (not after the creation) it is still valid.
    t.clock.advance(7 * DAY - HOUR);
    await cache.poll();
    expect(await sessions.authenticate(tenantId, token)).not.toBeNull();
    sessions.close();
  });

  it('when the revocation counter cannot be read, nothing is answered from the cache', async () => {
    const repo = new WatchedRepository(t.db.kysely, t.db.dialect);
    let down = false;
    const shared = Object.create(t.app.sharedState) as SharedState;
    shared.generation = async (key) => {
      if (down) throw new Error('database unreachable');
      return t.app.sharedState.generation(key);
    };
    const cache = new SessionCache(shared, t.clock);
    const sessions = new SessionService(repo, t.clock, cache);
    const tenantId = await tenantIdOf(t.db, 'demo');
    const { token } = await createUserWithSession(t, 'demo');
    await cache.poll();
    await sessions.authenticate(tenantId, token);
    await sessions.authenticate(tenantId, token);
    expect(repo.reads).toBe(1);
    down = true;
    await cache.poll();
    expect(cache.size).toBe(0);
    await sessions.authenticate(tenantId, token);
    await sessions.authenticate(tenantId, token);
    expect(repo.reads).toBe(3);
    down = false;
    await cache.poll();
    await sessions.authenticate(tenantId, token);
    await sessions.authenticate(tenantId, token);
    expect(repo.reads).toBe(4);
    sessions.close();
  });

  it('a read of the counter that answers after a newer failed one does not make the cache trusted again', async () => {
    const repo = new WatchedRepository(t.db.kysely, t.db.dialect);
    // Each read of the counter waits until the test answers it, in the order the test chooses.
    const pending: { resolve: (g: number) => void; reject: (e: Error) => void }[] = [];
    const shared = Object.create(t.app.sharedState) as SharedState;
    shared.generation = () => new Promise<number>((resolve, reject) => pending.push({ resolve, reject }));
    const cache = new SessionCache(shared, t.clock);
    const sessions = new SessionService(repo, t.clock, cache);
    const tenantId = await tenantIdOf(t.db, 'demo');
    const { token } = await createUserWithSession(t, 'demo');
    // The timer's read (started with the cache) is held up; a newer read fails (the database is unreachable).
    const older = pending[0]!;
    const newer = cache.poll();
    pending[1]!.reject(new Error('database unreachable'));
    await newer;
    older.resolve(await t.app.sharedState.generation(REVOCATION_GENERATION));
    // Every promise continuation queued so far runs before this (the older read's answer is taken or not).
    await new Promise((resolve) => setImmediate(resolve));
    // The older success came last, but the newer failure stands: every request reads its session.
    await sessions.authenticate(tenantId, token);
    await sessions.authenticate(tenantId, token);
    expect(repo.reads).toBe(2);
    expect(cache.size).toBe(0);
    sessions.close();
  });

  it('a session read while it was revoked is not cached', async () => {
    const { repo, cache, sessions } = service();
    const tenantId = await tenantIdOf(t.db, 'demo');
    const { userId, token } = await createUserWithSession(t, 'demo');
    await cache.poll();
    let release!: () => void;
    repo.gate = new Promise((resolve) => (release = resolve));
    // The read sees the session before the sign-out writes, and answers after it.
    const inFlight = sessions.authenticate(tenantId, token);
    await vi.waitFor(() => expect(repo.reads).toBe(1));
    await sessions.revoke(tenantId, token);
    release();
    repo.gate = null;
    expect(await inFlight).toEqual({ id: userId, tenantId, suspendedReason: null });
    expect(await sessions.authenticate(tenantId, token)).toBeNull();
    sessions.close();
  });
});

describe(`session cache across processes sharing one database (${DB_KIND})`, () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof startAnotherApp>>;
  beforeAll(async () => {
    // Shared state in the database, as several processes on PostgreSQL have it (the default there).
    a = await createTestApp({ SHARED_STATE: 'database' });
    b = await startAnotherApp(a, { clock: a.clock });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const userInfo = async (app: typeof b.app, token: string) => body(await call(app, getUserInfo, { token })).code;

  // The other process reads the revocation generation every second: wait for it (generous on a busy machine).
  it('a sign-out in one process is seen by the other', { timeout: 20_000 }, async () => {
    const { token } = await registerUser(a);
    expect(await userInfo(b.app, token)).toBe(0);
    expect(await userInfo(b.app, token)).toBe(0);
    expect((await env(a, logout, { token })).code).toBe(0);
    expect(await userInfo(a.app, token)).toBe(ErrorCode.SESSION_EXPIRED);
    await vi.waitFor(async () => expect(await userInfo(b.app, token)).toBe(ErrorCode.SESSION_EXPIRED), {
      timeout: 15_000,
      interval: 50,
    });
  });

  it("a password change in one process ends the user's other sessions in the other", { timeout: 20_000 }, async () => {
    const { phone, token } = await registerUser(a);
    const other = await login(a, phone);
    expect(await userInfo(b.app, other)).toBe(0);
    expect(await userInfo(b.app, token)).toBe(0);
    const change = await env(a, updatePassword, {
      token,
      body: { oldPassword: PASSWORD, password: 'another-pw-3', confirmPassword: 'another-pw-3' },
    });
    expect(change.code).toBe(0);
    await vi.waitFor(async () => expect(await userInfo(b.app, other)).toBe(ErrorCode.SESSION_EXPIRED), {
      timeout: 15_000,
      interval: 50,
    });
    expect(await userInfo(b.app, token)).toBe(0);
  });
});
