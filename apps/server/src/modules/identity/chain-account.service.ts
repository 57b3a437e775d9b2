import { ErrorCode, type ErrorCodeValue } from '@curio/contract';
import type { Clock } from '../../clock';
import { AppError } from '../../errors';
import { TtlCache } from '../../ttl-cache';
import type { ChainKeyVault } from '../../providers/index';
import type { TenantContext } from '../../http/request-context';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { IdentityRepositories } from './identity.repositories';

/** What a sealed key is bound to: opening it for another row fails. */
export const chainKeyContext = (tenantId: number, userId: number, channel: string) =>
  `chain_accounts:${tenantId}:${userId}:${channel}`;

/** A user's chain is open when the tenant has chain channels and the user has an account on every one. */
const opensEvery = (channels: readonly string[], have: ReadonlySet<string>) =>
  channels.length > 0 && channels.every((c) => have.has(c));

/**
 * Chain accounts (PRODUCT.md §4): after real name, one custodial address per chain channel of the
 * tenant (`settings.chainChannels`). Opening again answers the same addresses; a channel the operator
 * adds later is opened on the next call. Keys stay sealed in the database.
 */
export class ChainAccountService {
  /**
   * The chain channels of real-name verified users, per process (`tenant:user`). Both facts only ever
   * become true (a real name is never taken back, an account never closed), and the tenant's channels are
   * checked against them on every use, so an operator adding one is seen at once: a cached "yes" is never
   * wrong, and the purchase path reads neither table again for ten minutes. The session read brings them
   * too (`known`, decision 076).
   */
  private readonly buyers: TtlCache<ReadonlySet<string>>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: IdentityRepositories,
    private readonly vault: ChainKeyVault,
    private readonly clock: Clock,
  ) {
    this.buyers = new TtlCache<ReadonlySet<string>>(600_000, 100_000, clock);
  }

  async open(tenant: TenantContext, userId: number) {
    const user = await this.repos.users.find(this.db, tenant.id, userId);
    if (!user) throw new AppError(ErrorCode.SESSION_EXPIRED);
    if (user.real_name_at === null) throw new AppError(ErrorCode.NOT_REAL_NAME);
    const have = new Set((await this.repos.chainAccounts.list(this.db, tenant.id, userId)).map((a) => a.chain_channel_no));
    const now = this.clock();
    await this.repos.chainAccounts.insertMissing(
      this.db,
      tenant.settings.chainChannels
        .filter((channel) => !have.has(channel))
        .map((channel) => {
          const key = this.vault.create(chainKeyContext(tenant.id, userId, channel));
          return {
            tenant_id: tenant.id,
            user_id: userId,
            chain_channel_no: channel,
            address: key.address,
            key_sealed: key.keySealed,
            created_at: now,
          };
        }),
    );
    const { openChain, chainVOList } = await this.accounts(tenant, userId);
    return { openChain, chainVOList };
  }

  /** The user's chain accounts; openChain is true when every chain channel of the tenant has an account. */
  async accounts(tenant: TenantContext, userId: number) {
    const accounts = await this.repos.chainAccounts.list(this.db, tenant.id, userId);
    const channels = tenant.settings.chainChannels;
    const rank = (c: string) => (channels.includes(c) ? channels.indexOf(c) : channels.length);
    const chainVOList = accounts
      .map((a) => ({ chainChannelNo: a.chain_channel_no, address: a.address }))
      .sort((a, b) => rank(a.chainChannelNo) - rank(b.chainChannelNo));
    const openChain = opensEvery(channels, new Set(accounts.map((a) => a.chain_channel_no)));
    return { openChain, chainVOList };
  }

  /** The user's custodial address on a chain channel, or null when that account is not opened. */
  async addressOn(tenantId: number, userId: number, channel: string): Promise<string | null> {
    const accounts = await this.repos.chainAccounts.list(this.db, tenantId, userId);
    return accounts.find((a) => a.chain_channel_no === channel)?.address ?? null;
  }

  /**
   * For later modules (buying, airdrops, synthesis, casting, redemption): the user must be real-name
   * verified (7020076) and have every chain account of the tenant, else 7020078 "no chain account info"
   * (PRODUCT.md §5), whether none or only some are opened.
   */
  async requireOpened(tenant: TenantContext, userId: number): Promise<void> {
    const key = `${tenant.id}:${userId}`;
    const known = this.buyers.get(key);
    if (known && opensEvery(tenant.settings.chainChannels, known)) return;
    const rows = await this.repos.chainAccounts.standingOf(this.db, tenant.id, userId);
    if (rows.length === 0) throw new AppError(ErrorCode.SESSION_EXPIRED);
    if (rows[0]!.real_name_at === null) throw new AppError(ErrorCode.NOT_REAL_NAME);
    const have = new Set(rows.map((r) => r.chain_channel_no).filter((c) => c !== null));
    if (have.size > 0) this.buyers.set(key, have);
    if (have.size === 0 || !opensEvery(tenant.settings.chainChannels, have)) throw new AppError(ErrorCode.NO_CHAIN_ACCOUNT);
  }

  /**
   * What a read that had them anyway (the session's) found: the user is real-name verified and has accounts
   * on these channels.
   */
  known(tenantId: number, userId: number, channels: readonly string[]): void {
    if (channels.length > 0) this.buyers.set(`${tenantId}:${userId}`, new Set(channels));
  }

  /**
   * The same check as an answer (casting, synthesis): null when the user may receive a collectible,
   * else the refusal's code (`requireOpened`'s).
   */
  async standing(tenant: TenantContext, userId: number): Promise<ErrorCodeValue | null> {
    try {
      await this.requireOpened(tenant, userId);
      return null;
    } catch (err) {
      if (err instanceof AppError) return err.code;
      throw err;
    }
  }
}
