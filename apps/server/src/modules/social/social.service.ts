import {
  ErrorCode,
  PERSONAL_PAGE_DISPLAYED,
  type CallData,
  type DisplayedCollectible,
  type FollowRow,
  type getPersonalPage,
  type Language,
  type PublicUser,
} from '@curio/contract';
import type { Clock } from '../../clock';
import { AppError, notFound } from '../../errors';
import type { FollowRepository } from './follow.repository';
import type { TenantContext } from '../../http/request-context';

/**
 * What the social module reads of its neighbours (decision 013); wiring/social.ports.ts supplies
 * them. Reads only: the public face of users (identity) and the items they show (collectibles).
 */
export interface SocialPorts {
  /** Identity: the public profiles of users of the tenant (id, nickname, avatar, intro); others absent. */
  profiles(tenantId: number, userIds: readonly number[]): Promise<ReadonlyMap<number, PublicUser>>;
  /** Collectibles: the items a user shows, most recently shown first (the display rule is theirs). */
  displayed(
    tenantId: number,
    ownerId: number,
    q: { cursor?: string | undefined; pageSize: number },
    lang: Language,
  ): Promise<{ items: DisplayedCollectible[]; nextCursor: string | null }>;
  /** Collectibles: how many items a user shows. */
  displayedCount(tenantId: number, ownerId: number): Promise<number>;
}

type Page<T> = { items: T[]; nextCursor: string | null };

function cursorId(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const n = Number(cursor);
  if (!/^\d{1,15}$/.test(cursor) || !Number.isSafeInteger(n)) throw new AppError(ErrorCode.VALIDATION_FAILED);
  return n;
}

/**
 * Personal pages and follows (issue 14, decision 028). A page is a user's public profile, their
 * follower and following counts, where the viewer stands with them and the collectibles they show.
 * Follows are rows, unique per pair: following and unfollowing are idempotent, and a user of another
 * tenant is not found (the profiles port answers only the tenant's users).
 */
export class SocialService {
  constructor(
    private readonly follows: FollowRepository,
    private readonly ports: SocialPorts,
    private readonly clock: Clock,
  ) {}

  /** The user of this tenant, or not found. */
  private async user(tenantId: number, userId: number): Promise<PublicUser> {
    const u = (await this.ports.profiles(tenantId, [userId])).get(userId);
    if (!u) throw notFound();
    return u;
  }

  async page(
    tenant: TenantContext,
    viewerId: number,
    userId: number | undefined,
    lang: Language,
  ): Promise<CallData<typeof getPersonalPage>> {
    const id = userId ?? viewerId;
    const user = await this.user(tenant.id, id);
    const me = id === viewerId;
    const [followers, following, displayedCount, displayed, followed, followsMe] = await Promise.all([
      this.follows.followers(tenant.id, id),
      this.follows.following(tenant.id, id),
      this.ports.displayedCount(tenant.id, id),
      this.ports.displayed(tenant.id, id, { pageSize: PERSONAL_PAGE_DISPLAYED }, lang),
      me ? Promise.resolve(new Set<number>()) : this.follows.followedAmong(tenant.id, viewerId, [id]),
      me ? Promise.resolve(new Set<number>()) : this.follows.followersAmong(tenant.id, viewerId, [id]),
    ]);
    return {
      user: { id: user.id, nickname: user.nickname, avatar: user.avatar, intro: user.intro },
      me,
      followers,
      following,
      followed: followed.has(id),
      followsMe: followsMe.has(id),
      displayedCount,
      displayed,
    };
  }

  async displayed(
    tenant: TenantContext,
    viewerId: number,
    q: { userId?: number | undefined; cursor?: string | undefined; pageSize: number },
    lang: Language,
  ) {
    const id = q.userId ?? viewerId;
    await this.user(tenant.id, id);
    return this.ports.displayed(tenant.id, id, { cursor: q.cursor, pageSize: q.pageSize }, lang);
  }

  async follow(tenant: TenantContext, viewerId: number, userId: number) {
    if (userId === viewerId) throw new AppError(ErrorCode.FOLLOW_SELF);
    await this.user(tenant.id, userId);
    await this.follows.add(tenant.id, viewerId, userId, this.clock());
    return { userId, followed: true, followers: await this.follows.followers(tenant.id, userId) };
  }

  async unfollow(tenant: TenantContext, viewerId: number, userId: number) {
    await this.user(tenant.id, userId);
    await this.follows.remove(tenant.id, viewerId, userId);
    return { userId, followed: false, followers: await this.follows.followers(tenant.id, userId) };
  }

  /** A user's fans (no userId: mine), each with where I stand with them. */
  fans(
    tenant: TenantContext,
    viewerId: number,
    q: { userId?: number | undefined; cursor?: string | undefined; pageSize: number },
  ) {
    return this.list(tenant, viewerId, q, 'fans');
  }

  /** Whom a user follows (no userId: me), each with where I stand with them. */
  following(
    tenant: TenantContext,
    viewerId: number,
    q: { userId?: number | undefined; cursor?: string | undefined; pageSize: number },
  ) {
    return this.list(tenant, viewerId, q, 'following');
  }

  private async list(
    tenant: TenantContext,
    viewerId: number,
    q: { userId?: number | undefined; cursor?: string | undefined; pageSize: number },
    kind: 'fans' | 'following',
  ): Promise<Page<FollowRow>> {
    const id = q.userId ?? viewerId;
    if (id !== viewerId) await this.user(tenant.id, id);
    const before = cursorId(q.cursor);
    const rows =
      kind === 'fans'
        ? await this.follows.fans(tenant.id, id, q.pageSize + 1, before)
        : await this.follows.followed(tenant.id, id, q.pageSize + 1, before);
    const page = rows.slice(0, q.pageSize);
    const others = page.map((r) => r.other_id);
    const [profiles, followed, followsMe] = await Promise.all([
      this.ports.profiles(tenant.id, others),
      this.follows.followedAmong(tenant.id, viewerId, others),
      this.follows.followersAmong(tenant.id, viewerId, others),
    ]);
    const items: FollowRow[] = [];
    for (const r of page) {
      const p = profiles.get(r.other_id);
      if (!p) continue;
      items.push({
        user: { id: p.id, nickname: p.nickname, avatar: p.avatar },
        since: Number(r.created_at),
        followed: followed.has(r.other_id),
        followsMe: followsMe.has(r.other_id),
        me: r.other_id === viewerId,
      });
    }
    const last = page.at(-1);
    return { items, nextCursor: rows.length > q.pageSize && last ? String(last.id) : null };
  }
}
