import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import type { AuthUser } from '../../http/request-context';
import type { SessionCache } from './session.cache';
import type { SessionRepository } from './session.repository';

export type { AuthUser } from '../../http/request-context';

const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
/** A session is renewed on use at most once an hour, so reads stay reads. */
const RENEW_EVERY_MS = 3600 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Sessions (PRODUCT.md 4): an opaque random token of 256 bits, stored only as its hash, valid
 * 7 days and renewed on use, valid on its own tenant only, revoked on sign-out. With a cache
 * (session.cache.ts, decision 021) a signed-in request reads its session from the database at most
 * once per cache period; revocations reach the cache of this process at once and the others' promptly.
 */
export class SessionService {
  constructor(
    private readonly repo: SessionRepository,
    private readonly now: Clock = Date.now,
    private readonly cache: SessionCache | null = null,
    /**
     * Told, on a session read from the database, the chain channels of a real-name verified user who has
     * accounts (ChainAccountService.known): the read brings them anyway (decision 076).
     */
    private readonly onStanding?: (tenantId: number, userId: number, channels: readonly string[]) => void,
  ) {}

  async create(tenantId: number, userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    await this.repo.insert({
      token_hash: hashToken(token),
      tenant_id: tenantId,
      user_id: userId,
      now,
      expires_at: now + SESSION_TTL_MS,
    });
    return token;
  }

  async authenticate(tenantId: number, token: string): Promise<AuthUser | null> {
    if (token.length < 20 || token.length > 200) return null;
    // A cached session answers without hashing the token (decision 093): the hash is in the entry.
    const cached = this.cache?.get(token, tenantId);
    if (cached) {
      const now = this.now();
      if (cached.expiresAt <= now) return null;
      if (now - cached.renewedAt >= RENEW_EVERY_MS) await this.renew(tenantId, token, cached.tokenHash, now);
      return { id: cached.userId, tenantId, suspendedReason: cached.suspendedReason };
    }
    const h = hashToken(token);
    const readStarted = this.cache?.readStarted() ?? 0;
    const s = await this.repo.find(tenantId, h);
    const now = this.now();
    if (!s || s.revoked_at !== null || s.expires_at <= now) return null;
    const suspendedReason = s.suspended_at === null ? null : (s.suspended_reason ?? '');
    if (s.channels.length > 0) this.onStanding?.(tenantId, s.user_id, s.channels);
    this.cache?.put(
      token,
      { tokenHash: h, tenantId, userId: s.user_id, expiresAt: s.expires_at, renewedAt: s.renewed_at, suspendedReason },
      readStarted,
    );
    if (now - s.renewed_at >= RENEW_EVERY_MS) await this.renew(tenantId, token, h, now);
    return { id: s.user_id, tenantId, suspendedReason };
  }

  private async renew(tenantId: number, token: string, tokenHash: string, now: number): Promise<void> {
    await this.repo.renew(tenantId, tokenHash, now, now + SESSION_TTL_MS);
    this.cache?.renewed(token, now, now + SESSION_TTL_MS);
  }

  async revoke(tenantId: number, token: string): Promise<void> {
    await this.repo.revoke(tenantId, hashToken(token), this.now());
    await this.cache?.revoked({ token });
  }

  /** Signs the user out everywhere (password reset), or everywhere but `keepToken` (password change). */
  async revokeAll(tenantId: number, userId: number, keepToken?: string): Promise<void> {
    const keep = keepToken === undefined ? undefined : hashToken(keepToken);
    await this.repo.revokeAll(tenantId, userId, this.now(), keep);
    await this.cache?.revoked({ tenantId, userId, keep: keepToken });
  }

  /**
   * The user's standing changed (a suspension or its lifting, decision 067): their cached sessions are
   * dropped here and in every process (as a revocation is seen), so the next request reads the new standing.
   */
  async standingChanged(tenantId: number, userId: number): Promise<void> {
    await this.cache?.revoked({ tenantId, userId });
  }

  /** Stops the cache's timer (on app close). */
  close(): void {
    this.cache?.close();
  }
}
