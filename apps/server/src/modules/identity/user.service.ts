import { ErrorCode, maskPhone } from '@curio/contract';
import type { Clock } from '../../clock';
import { AppError } from '../../errors';
import type { TenantContext } from '../../http/request-context';
import type { ChainAccountService } from './chain-account.service';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { IdentityRepositories } from './identity.repositories';
import type { UserRow } from './user.repository';

/** The part of the file module identity needs: an image this user uploaded on this tenant. */
export interface OwnedImages {
  ownedImage(tenantId: number, userId: number, fileId: string): Promise<{ url: string; contentType: string } | null>;
}

/** What anyone may see of a user. */
export interface PublicProfile {
  id: number;
  nickname: string;
  avatar: string;
  intro: string;
}

const AVATAR_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** The signed-in user's info, standing (profile) and editable fields. */
export class UserService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: IdentityRepositories,
    private readonly chain: ChainAccountService,
    private readonly files: OwnedImages,
    private readonly clock: Clock,
  ) {}

  async info(tenantId: number, userId: number) {
    const u = await this.user(tenantId, userId);
    return {
      id: u.id,
      nickname: u.nickname,
      avatar: u.avatar_url,
      intro: u.intro,
      areaCode: u.area_code,
      phone: maskPhone(u.phone),
      inviteCode: u.invite_code,
      hasPassword: u.password_hash !== null,
      hasPayPassword: u.pay_password_hash !== null,
      createdAt: u.created_at,
    };
  }

  /** The user's own invite code (the invite module's statistics show it). */
  async inviteCode(tenantId: number, userId: number): Promise<string> {
    return (await this.info(tenantId, userId)).inviteCode;
  }

  /**
   * The public face of users of the tenant (a personal page, fans and following lists): id, nickname,
   * avatar, intro — never the phone number, the ID number or anything else private. Users of another
   * tenant are simply absent.
   */
  async publicProfiles(tenantId: number, userIds: readonly number[]): Promise<Map<number, PublicProfile>> {
    const rows = await this.repos.users.publicProfiles(this.db, tenantId, [...new Set(userIds)]);
    return new Map(rows.map((r) => [r.id, { id: r.id, nickname: r.nickname, avatar: r.avatar_url, intro: r.intro }]));
  }

  /** Spec §3: single (real-name verified), openChain (every chain opened), chainVOList. */
  async profile(tenant: TenantContext, userId: number) {
    const u = await this.user(tenant.id, userId);
    const { openChain, chainVOList } = await this.chain.accounts(tenant, userId);
    return { single: u.real_name_at !== null, openChain, chainVOList };
  }

  async updateNickname(tenantId: number, userId: number, nickname: string) {
    await this.user(tenantId, userId);
    await this.repos.users.updateProfile(this.db, tenantId, userId, { nickname }, this.clock());
    return this.info(tenantId, userId);
  }

  async updateIntro(tenantId: number, userId: number, intro: string) {
    await this.user(tenantId, userId);
    await this.repos.users.updateProfile(this.db, tenantId, userId, { intro }, this.clock());
    return this.info(tenantId, userId);
  }

  /** Only an image this user uploaded on this tenant (anything else: not found). */
  async updateAvatar(tenantId: number, userId: number, fileId: string) {
    await this.user(tenantId, userId);
    const file = await this.files.ownedImage(tenantId, userId, fileId);
    if (!file) throw new AppError(ErrorCode.NOT_FOUND);
    if (!AVATAR_TYPES.has(file.contentType)) throw new AppError(ErrorCode.FILE_TYPE_NOT_ALLOWED);
    await this.repos.users.updateProfile(this.db, tenantId, userId, { avatar_url: file.url }, this.clock());
    return this.info(tenantId, userId);
  }

  /** The user's full phone number, area code first ("+8613800000000"); null for an unknown user. For rules, never shown. */
  async fullPhone(tenantId: number, userId: number): Promise<string | null> {
    const u = await this.repos.users.find(this.db, tenantId, userId);
    return u ? `${u.area_code}${u.phone}` : null;
  }

  /** The user's own phone, for a code sent to it (account deletion); null for an unknown or deleted user. */
  async ownPhone(tenantId: number, userId: number): Promise<{ areaCode: string; phone: string } | null> {
    const u = await this.repos.users.ownPhone(this.db, tenantId, userId);
    return u ? { areaCode: u.area_code, phone: u.phone } : null;
  }

  /**
   * Another user of this tenant as a move shows them (a gift's recipient, a circulation record's other
   * side): nickname, avatar, phone masked 3+4, and whether they are real-name verified. Null when the
   * tenant has no such user (another tenant's users are never found). Inside a transaction, pass it as
   * `db` (SQLite has one connection: a read beside an open transaction would wait for it forever).
   */
  async lookup(tenantId: number, by: { userId: number } | { areaCode: string; phone: string }, db: Kysely<Database> = this.db) {
    const u =
      'userId' in by
        ? await this.repos.users.find(db, tenantId, by.userId)
        : await this.repos.users.findByPhone(db, tenantId, by.areaCode, by.phone);
    if (!u) return null;
    return {
      userId: u.id,
      nickname: u.nickname,
      avatarUrl: u.avatar_url,
      maskedPhone: maskPhone(u.phone),
      realName: u.real_name_at !== null,
    };
  }

  /** Users of this tenant by id, as lists of moves show them (masked phone, no private facts). */
  async cards(tenantId: number, ids: readonly number[]) {
    const rows = await this.repos.users.findMany(this.db, tenantId, [...new Set(ids)]);
    return new Map(
      rows.map((u) => [u.id, { userId: u.id, nickname: u.nickname, avatarUrl: u.avatar_url, maskedPhone: maskPhone(u.phone) }]),
    );
  }

  private async user(tenantId: number, userId: number): Promise<UserRow> {
    const u = await this.repos.users.find(this.db, tenantId, userId);
    if (!u) throw new AppError(ErrorCode.SESSION_EXPIRED);
    return u;
  }
}
