import { ErrorCode, isValidPhone, localize, type Language } from '@curio/contract';
import type { Clock } from '../../clock';
import { AppError } from '../../errors';
import type { DidProvider, DidTokenClaims } from '../../providers/index';
import type { SandboxDid } from '../../providers/did/sandbox-did';
import type { SharedState } from '../../shared-state/index';
import type { TenantContext } from '../../http/request-context';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { IdentityRepositories } from './identity.repositories';
import { insertUser, retryOnClash } from './new-user';
import type { SessionService } from './session.service';

/**
 * DID partner identity (PRODUCT.md §4, spec §2): a partner token signs the person in, bound to the
 * account of its phone (created when new); the account's cooperation channel becomes the partner's.
 */
export class DidService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: IdentityRepositories,
    private readonly did: DidProvider | null,
    private readonly sandbox: SandboxDid | null,
    private readonly sessions: SessionService,
    private readonly sharedState: SharedState,
    private readonly clock: Clock,
  ) {}

  channels(lang: Language) {
    return this.did ? [{ channel: this.did.channel, name: localize(this.did.name, lang), authUrl: this.did.authUrl }] : [];
  }

  /** A partner token, checked: signed by the partner, for this tenant, unexpired, never seen before. */
  async acceptToken(tenant: TenantContext, token: string): Promise<DidTokenClaims> {
    // No DID partner in this deployment (production until one is contracted): a clear code, not a 404.
    if (!this.did) throw new AppError(ErrorCode.SERVICE_NOT_CONFIGURED);
    const now = this.clock();
    const claims = this.did.verifyToken(token, now);
    if (!claims || claims.tenantId !== tenant.id || !isValidPhone(claims.areaCode, claims.phone)) {
      throw new AppError(ErrorCode.AUTH_FAILED);
    }
    const fresh = await this.sharedState.claimOnce(`did:${tenant.id}:${claims.tokenId}`, Math.max(1000, claims.expiresAt - now));
    if (!fresh) throw new AppError(ErrorCode.AUTH_FAILED);
    return claims;
  }

  /** exchangeDidToken: the partner's person gets a session on this tenant. */
  async signIn(tenant: TenantContext, didToken: string): Promise<{ token: string }> {
    const claims = await this.acceptToken(tenant, didToken);
    const now = this.clock();
    const userId = await retryOnClash(
      () =>
        this.db.transaction().execute(async (trx) => {
          const bound = await this.repos.didBindings.bySubject(trx, tenant.id, claims.channel, claims.subject);
          if (bound) {
            await this.repos.users.updateProfile(trx, tenant.id, bound.user_id, { cooperation_channel: claims.channel }, now);
            return bound.user_id;
          }
          const existing = await this.repos.users.findByPhone(trx, tenant.id, claims.areaCode, claims.phone);
          let id: number;
          if (existing) {
            if (await this.repos.didBindings.byUser(trx, tenant.id, existing.id, claims.channel))
              throw new AppError(ErrorCode.DID_ALREADY_BOUND);
            await this.repos.users.updateProfile(trx, tenant.id, existing.id, { cooperation_channel: claims.channel }, now);
            id = existing.id;
          } else {
            id = await insertUser(
              this.repos.users,
              trx,
              {
                tenantId: tenant.id,
                areaCode: claims.areaCode,
                phone: claims.phone,
                passwordHash: null,
                inviterId: null,
                cooperationChannel: claims.channel,
              },
              now,
            );
          }
          await this.repos.didBindings.insert(trx, {
            tenant_id: tenant.id,
            user_id: id,
            channel: claims.channel,
            subject: claims.subject,
            bound_at: now,
          });
          return id;
        }),
      async () => undefined,
    );
    return { token: await this.sessions.create(tenant.id, userId) };
  }

  /** The sandbox partner's page: "signs in" a test person there and hands over their token here. */
  async sandboxSignIn(tenant: TenantContext, subject: string): Promise<{ token: string } | null> {
    if (!this.sandbox?.identity(subject)) return null;
    return this.signIn(tenant, this.sandbox.issueToken(tenant.id, subject, this.clock()));
  }

  /** A token for a sandbox person, as the partner app would hand it over (shown on the sandbox page). */
  sandboxToken(tenant: TenantContext, subject: string): string | null {
    return this.sandbox?.identity(subject) ? this.sandbox.issueToken(tenant.id, subject, this.clock()) : null;
  }

  async receipt(tenant: TenantContext, userId: number) {
    const b = await this.repos.didBindings.byUser(this.db, tenant.id, userId);
    return b ? { bound: true, channel: b.channel, boundAt: b.bound_at } : { bound: false, channel: null, boundAt: null };
  }

  get provider(): DidProvider | null {
    return this.did;
  }
}
