import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import type { AuthUser } from '../../http/request-context';
import type { SessionRepository } from './session.repository';

export type { AuthUser } from '../../http/request-context';

const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
/** A session is renewed on use at most once an hour, so reads stay reads. */
const RENEW_EVERY_MS = 3600 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Sessions (PRODUCT.md 4): an opaque random token of 256 bits, stored only as its hash, valid
 * 7 days and renewed on use, valid on its own tenant only, revoked on sign-out.
 */
export class SessionService {
  constructor(
    private readonly repo: SessionRepository,
    private readonly now: Clock = Date.now,
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
    const h = hashToken(token);
    const s = await this.repo.find(tenantId, h);
    const now = this.now();
    if (!s || s.revoked_at !== null || s.expires_at <= now) return null;
    if (now - s.renewed_at >= RENEW_EVERY_MS) await this.repo.renew(tenantId, h, now, now + SESSION_TTL_MS);
    return { id: s.user_id, tenantId };
  }

  async revoke(tenantId: number, token: string): Promise<void> {
    await this.repo.revoke(tenantId, hashToken(token), this.now());
  }

  /** Signs the user out everywhere (password reset), or everywhere but `keepToken` (password change). */
  async revokeAll(tenantId: number, userId: number, keepToken?: string): Promise<void> {
    await this.repo.revokeAll(tenantId, userId, this.now(), keepToken === undefined ? undefined : hashToken(keepToken));
  }
}
