import { ErrorCode, type DeletionBlocker, type DeletionStanding, type SmsPurpose } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import type { TenantContext } from '../http/request-context';

/** What account deletion asks of its neighbours (decision 046). */
export interface DeleteAccountDeps {
  db: Kysely<Database>;
  /** The pay-password check every paying action uses (identity): wrong / locked / not set answer their codes. */
  verifyPayPassword: (tenantId: number, userId: number, payPassword: string) => Promise<void>;
  /** The SMS code check and use (identity). */
  codes: {
    check: (tenantId: number, to: { areaCode: string; phone: string }, purpose: SmsPurpose, code: string) => Promise<number>;
    use: (trx: Kysely<Database>, tenantId: number, codeId: number) => Promise<void>;
  };
  /** Money in the user's wallet, fen (wallet): balance and withdrawals in progress; 0 without a wallet. */
  walletMoney: (tenant: TenantContext, userId: number) => Promise<number>;
  /** Ends every session of the user, and the session cache's copies (identity), after the commit. */
  revokeSessions: (tenantId: number, userId: number) => Promise<void>;
  /** The user's data exports go (account-data). */
  removeExports: (trx: Kysely<Database>, tenantId: number, userId: number) => Promise<void>;
  clock: Clock;
}

const CODES: Record<DeletionBlocker, (typeof ErrorCode)[keyof typeof ErrorCode]> = {
  collectibles: ErrorCode.ACCOUNT_HOLDS_COLLECTIBLES,
  money: ErrorCode.ACCOUNT_HOLDS_MONEY,
  orders: ErrorCode.ACCOUNT_HAS_OPEN_ORDERS,
};

const count = (r: { n: number | string | bigint } | undefined) => Number(r?.n ?? 0);

/**
 * Account deletion (decision 046), one transaction: refused while the user holds collectibles, wallet
 * money or open orders / listings (one code per reason, with the count); then the pay password and an SMS
 * code (purpose deleteAccount) are checked. Personal data is erased (profile, phone, real name and ID
 * number, passwords, DID bindings, addresses, bank cards, follows, favourites, inbox, codes, exports);
 * the user row stays, anonymized, for the orders, payments, ledger and chain records that point at it.
 * The phone is freed: it may register again as a new user. Every session ends.
 */
export class DeleteAccount {
  constructor(private readonly d: DeleteAccountDeps) {}

  async standing(tenant: TenantContext, userId: number): Promise<DeletionStanding> {
    const db = this.d.db;
    const t = tenant.id;
    const items = count(
      await db
        .selectFrom('card_nfts')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', t)
        .where('user_id', '=', userId)
        .where('status', '!=', 'consumed')
        .executeTakeFirst(),
    );
    const boxes = count(
      await db
        .selectFrom('box_holdings')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', t)
        .where('user_id', '=', userId)
        .where('opened_at', 'is', null)
        .executeTakeFirst(),
    );
    const owed = await db
      .selectFrom('listings')
      .select((eb) => eb.fn.sum<number | string | null>('net').as('n'))
      .where('tenant_id', '=', t)
      .where('seller_id', '=', userId)
      .where('payout', '=', 'owed')
      .executeTakeFirst();
    const money = (await this.d.walletMoney(tenant, userId)) + Number(owed?.n ?? 0);
    const orders = count(
      await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', t)
        .where('user_id', '=', userId)
        .where('status', 'in', ['pending_payment', 'paid', 'shipping'])
        .executeTakeFirst(),
    );
    const listings = count(
      await db
        .selectFrom('listings')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', t)
        .where('seller_id', '=', userId)
        .where('status', 'in', ['on_sale', 'locked'])
        .executeTakeFirst(),
    );
    const blockers: DeletionStanding['blockers'] = [];
    const add = (reason: DeletionBlocker, n: number) => {
      if (n > 0) blockers.push({ reason, code: CODES[reason], count: n });
    };
    add('collectibles', items + boxes);
    add('money', money);
    add('orders', orders + listings);
    return { blockers };
  }

  async delete(tenant: TenantContext, userId: number, body: { payPassword: string; code: string }): Promise<{ ok: true }> {
    const { blockers } = await this.standing(tenant, userId);
    const [first] = blockers;
    if (first) {
      const params: Record<string, string | number> =
        first.reason === 'money' ? { amount: (first.count / 100).toFixed(2) } : { count: first.count };
      throw new AppError(CODES[first.reason], params, { blockers });
    }
    await this.d.verifyPayPassword(tenant.id, userId, body.payPassword);
    const user = await this.d.db
      .selectFrom('users')
      .select(['area_code', 'phone'])
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!user) throw new AppError(ErrorCode.SESSION_EXPIRED);
    const codeId = await this.d.codes.check(
      tenant.id,
      { areaCode: user.area_code, phone: user.phone },
      'deleteAccount',
      body.code,
    );
    await this.d.db.transaction().execute(async (trx) => {
      await this.d.codes.use(trx, tenant.id, codeId);
      await this.erase(trx, tenant.id, userId, user);
    });
    await this.d.revokeSessions(tenant.id, userId);
    return { ok: true };
  }

  private async erase(trx: Kysely<Database>, t: number, userId: number, phone: { area_code: string; phone: string }) {
    const now = this.d.clock();
    // The user row stays (orders, payments, ledger, chain records point at it), without the person: the
    // phone and invite code are replaced by the row's own id (unique, never a phone: the phone is free).
    await trx
      .updateTable('users')
      .set({
        phone: `deleted-${userId}`,
        nickname: '',
        avatar_url: '',
        intro: '',
        invite_code: `deleted-${userId}`,
        password_hash: null,
        pay_password_hash: null,
        real_name_sealed: null,
        id_card_sealed: null,
        id_card_mac: null,
        real_name_at: null,
        cooperation_channel: '',
        deleted_at: now,
        updated_at: now,
      })
      .where('tenant_id', '=', t)
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('sessions').where('tenant_id', '=', t).where('user_id', '=', userId).execute();
    await trx.deleteFrom('real_name_attempts').where('tenant_id', '=', t).where('user_id', '=', userId).execute();
    await trx.deleteFrom('did_bindings').where('tenant_id', '=', t).where('user_id', '=', userId).execute();
    await trx.deleteFrom('addresses').where('tenant_id', '=', t).where('user_id', '=', userId).execute();
    await trx.deleteFrom('favourites').where('tenant_id', '=', t).where('user_id', '=', userId).execute();
    await trx.deleteFrom('inbox_events').where('tenant_id', '=', t).where('user_id', '=', userId).execute();
    await trx.deleteFrom('wallet_cards').where('tenant_id', '=', t).where('user_id', '=', userId).execute();
    // The buyer's openid at the merchant's WeChat official account (issue 28): personal data.
    await trx.deleteFrom('wechat_openids').where('tenant_id', '=', t).where('user_id', '=', userId).execute();
    await trx
      .deleteFrom('follows')
      .where('tenant_id', '=', t)
      .where((eb) => eb.or([eb('follower_id', '=', userId), eb('followee_id', '=', userId)]))
      .execute();
    for (const table of ['sms_codes', 'sms_sandbox_outbox'] as const) {
      await trx
        .deleteFrom(table)
        .where('tenant_id', '=', t)
        .where('area_code', '=', phone.area_code)
        .where('phone', '=', phone.phone)
        .execute();
    }
    // Orders are kept (accounting), without the ship-to person (name, phone, address).
    await trx
      .updateTable('orders')
      .set({ ship_address: null })
      .where('tenant_id', '=', t)
      .where('user_id', '=', userId)
      .execute();
    await this.d.removeExports(trx, t, userId);
  }
}
