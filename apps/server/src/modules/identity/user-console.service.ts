import { maskPhone, type CallData, type consoleGetUser, type consoleSearchUsers } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import type { TenantContext } from '../../http/request-context';
import type { ChainAccountService } from './chain-account.service';
import type { IdentityRepositories } from './identity.repositories';
import type { RealNameService } from './real-name.service';
import type { UserRow } from './user.repository';

type ConsoleUser = CallData<typeof consoleSearchUsers>['items'][number];

/**
 * The console's view of the tenant's users (issue 17, decision 039): search by id or phone, one user's
 * standing. Phones masked 3 + 4, the real name masked, the ID number never — not even masked.
 */
export class UserConsoleService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: IdentityRepositories,
    private readonly chain: ChainAccountService,
    private readonly realName: RealNameService,
  ) {}

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
    return {
      ...(await this.card(tenant, u)),
      inviteCode: u.invite_code,
      inviterId: u.inviter_id,
      realNameMasked: realName,
      realNameAt: u.real_name_at === null ? null : Number(u.real_name_at),
      chainAccounts: chainVOList,
      passwordLockedUntil: u.password_locked_until === null ? null : Number(u.password_locked_until),
      payLockedUntil: u.pay_locked_until === null ? null : Number(u.pay_locked_until),
    };
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
