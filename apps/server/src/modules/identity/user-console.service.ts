import { maskPhone, type CallData, type consoleGetUser, type consoleSearchUsers } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import type { TenantContext } from '../../http/request-context';
import type { ChainAccountService } from './chain-account.service';
import type { IdentityRepositories } from './identity.repositories';
import type { RealNameService } from './real-name.service';
import type { UserRow } from './user.repository';
import { UserStandingRepository } from './user-standing.repository';

type ConsoleUser = CallData<typeof consoleSearchUsers>['items'][number];

/**
 * The console's view of the tenant's users (issue 17, decision 039): search by id or phone, one user's
 * standing. Phones masked 3 + 4, the real name masked, the ID number never — not even masked.
 */
export class UserConsoleService {
  private readonly standing: UserStandingRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: IdentityRepositories,
    private readonly chain: ChainAccountService,
    private readonly realName: RealNameService,
  ) {
    this.standing = new UserStandingRepository(db);
  }

  /** `q`: digits of a user id or a phone (with or without its area code, '+' allowed); empty: the newest. */
  async search(
    tenant: TenantContext,
    q: { q?: string; limit: number; before?: number },
  ): Promise<CallData<typeof consoleSearchUsers>> {
    const text = (q.q ?? '').replace(/[\s-]/g, '');
    const digits = text.replace(/^\+/, '');
    const f: { id?: number; phone?: string } = {};
    if (text !== '') {
      if (!/^\d{1,16}$/.test(digits)) return { items: [], nextBefore: null };
      if (digits.length <= 10 && !text.startsWith('+')) f.id = Number(digits);
      if (digits.length >= 6) f.phone = digits;
    }
    const rows = await this.repos.users.consoleSearch(this.db, tenant.id, f, q.limit + 1, q.before);
    const page = rows.slice(0, q.limit);
    return {
      items: await Promise.all(page.map((u) => this.card(tenant, u))),
      nextBefore: rows.length > q.limit ? page.at(-1)!.id : null,
    };
  }

  async get(tenant: TenantContext, userId: number): Promise<CallData<typeof consoleGetUser>> {
    const u = await this.repos.users.find(this.db, tenant.id, userId);
    if (!u) throw notFound();
    const { chainVOList } = await this.chain.accounts(tenant, userId);
    const realName = u.real_name_at !== null ? (await this.realName.status(tenant, userId)).name : '';
    const standing = await this.standing.of(tenant.id, userId);
    return {
      ...(await this.card(tenant, u)),
      inviteCode: u.invite_code,
      inviterId: u.inviter_id,
      realNameMasked: realName,
      realNameAt: u.real_name_at === null ? null : Number(u.real_name_at),
      chainAccounts: chainVOList,
      passwordLockedUntil: u.password_locked_until === null ? null : Number(u.password_locked_until),
      payLockedUntil: u.pay_locked_until === null ? null : Number(u.pay_locked_until),
      suspension: suspensionOf(standing),
    };
  }

  // ── suspension (decision 067): the steps the suspend-user flow runs ─────────────────────────────────

  /** The user's suspension, or null; undefined when the tenant has no such user. */
  async suspensionOf(tenantId: number, userId: number, db?: Kysely<Database>): Promise<Suspension | undefined> {
    const row = await this.standing.of(tenantId, userId, db);
    return row ? suspensionOf(row) : undefined;
  }

  /** Step: suspends the user (false when they already were). */
  suspend(trx: Kysely<Database>, tenantId: number, userId: number, reason: string, now: number): Promise<boolean> {
    return this.standing.suspend(trx, tenantId, userId, reason, now);
  }

  /** Step: lifts the user's suspension (false when they were not suspended). */
  lift(trx: Kysely<Database>, tenantId: number, userId: number, now: number): Promise<boolean> {
    return this.standing.lift(trx, tenantId, userId, now);
  }

  /** The console's seller filter: a user id (up to 10 digits, no '+'), and users whose phone it is. */
  async idsMatching(tenantId: number, text: string): Promise<number[]> {
    const t = text.replace(/[\s-]/g, '');
    const digits = t.replace(/^\+/, '');
    if (!/^\d{1,16}$/.test(digits)) return [];
    const ids = digits.length <= 10 && !t.startsWith('+') ? [Number(digits)] : [];
    if (digits.length >= 6) ids.push(...(await this.standing.idsByPhone(tenantId, digits)));
    return [...new Set(ids)];
  }

  private async card(tenant: TenantContext, u: UserRow): Promise<ConsoleUser> {
    const { openChain } = await this.chain.accounts(tenant, u.id);
    return {
      id: u.id,
      areaCode: u.area_code,
      // A deleted account (decision 046) shows its placeholder, deleted-<id>: the console says it is deleted.
      maskedPhone: u.phone.startsWith('deleted-') ? u.phone : maskPhone(u.phone),
      nickname: u.nickname,
      avatarUrl: u.avatar_url,
      realName: u.real_name_at !== null,
      openChain,
      createdAt: Number(u.created_at),
    };
  }
}

/** A user's suspension as the console shows it. */
export type Suspension = { at: number; reason: string } | null;

function suspensionOf(row: { suspended_at: number | null; suspended_reason: string | null } | undefined): Suspension {
  if (!row || row.suspended_at === null) return null;
  return { at: Number(row.suspended_at), reason: row.suspended_reason ?? '' };
}
