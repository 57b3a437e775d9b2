import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const USER_COLUMNS = [
  'id',
  'tenant_id',
  'area_code',
  'phone',
  'nickname',
  'avatar_url',
  'intro',
  'invite_code',
  'inviter_id',
  'password_hash',
  'password_fail_count',
  'password_fail_since',
  'password_locked_until',
  'pay_password_hash',
  'pay_fail_count',
  'pay_locked_until',
  'real_name_sealed',
  'id_card_sealed',
  'real_name_at',
  'cooperation_channel',
  'created_at',
] as const;

export interface NewUser {
  tenant_id: number;
  area_code: string;
  phone: string;
  nickname: string;
  invite_code: string;
  inviter_id: number | null;
  password_hash: string | null;
  cooperation_channel: string;
  now: number;
}

/** SQL on `users`. Every query is filtered by tenant. */
export class UserRepository {
  find(db: Kysely<Database>, tenantId: number, userId: number) {
    return db
      .selectFrom('users')
      .select(USER_COLUMNS)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  /** The phone of a user not deleted (decision 046). */
  ownPhone(db: Kysely<Database>, tenantId: number, userId: number) {
    return db
      .selectFrom('users')
      .select(['area_code', 'phone'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** What anyone may see of these users of the tenant (a public page, a follow list): no phone, no ID. */
  publicProfiles(db: Kysely<Database>, tenantId: number, userIds: readonly number[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('users')
      .select(['id', 'nickname', 'avatar_url', 'intro'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...userIds])
      .execute();
  }

  /** Several users of the tenant by id (their public facts only). */
  findMany(db: Kysely<Database>, tenantId: number, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('users')
      .select(['id', 'nickname', 'avatar_url', 'phone'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...ids])
      .execute();
  }

  /**
   * The console's user search (decision 039), newest first, keyset on id: by id, by phone (any area
   * code; `areaPhone` also matches area code + number written together), or all.
   */
  consoleSearch(db: Kysely<Database>, tenantId: number, f: { id?: number; phone?: string }, limit: number, beforeId?: number) {
    let q = db.selectFrom('users').select(USER_COLUMNS).where('tenant_id', '=', tenantId).orderBy('id', 'desc').limit(limit);
    if (f.id !== undefined || f.phone !== undefined) {
      q = q.where((eb) => {
        const ors = [];
        if (f.id !== undefined) ors.push(eb('id', '=', f.id));
        if (f.phone !== undefined) {
          ors.push(eb('phone', '=', f.phone));
          ors.push(eb(sql<string>`area_code || phone`, '=', f.phone));
          ors.push(eb(sql<string>`area_code || phone`, '=', `+${f.phone}`));
        }
        return eb.or(ors);
      });
    }
    if (beforeId !== undefined) q = q.where('id', '<', beforeId);
    return q.execute();
  }

  findByPhone(db: Kysely<Database>, tenantId: number, areaCode: string, phone: string) {
    return db
      .selectFrom('users')
      .select(USER_COLUMNS)
      .where('tenant_id', '=', tenantId)
      .where('area_code', '=', areaCode)
      .where('phone', '=', phone)
      .executeTakeFirst();
  }

  async idByInviteCode(db: Kysely<Database>, tenantId: number, inviteCode: string): Promise<number | undefined> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('invite_code', '=', inviteCode)
      .executeTakeFirst();
    return row?.id;
  }

  /** Another user of the tenant verified with this ID number (by its HMAC). */
  async idCardUsedByOther(db: Kysely<Database>, tenantId: number, idCardMac: string, userId: number): Promise<boolean> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id_card_mac', '=', idCardMac)
      .where('id', '<>', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(db: Kysely<Database>, u: NewUser): Promise<number> {
    const row = await db
      .insertInto('users')
      .values({
        tenant_id: u.tenant_id,
        area_code: u.area_code,
        phone: u.phone,
        nickname: u.nickname,
        avatar_url: '',
        intro: '',
        invite_code: u.invite_code,
        inviter_id: u.inviter_id,
        password_hash: u.password_hash,
        cooperation_channel: u.cooperation_channel,
        created_at: u.now,
        updated_at: u.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Sets the login password and lifts any password-login lock. */
  async setPassword(db: Kysely<Database>, tenantId: number, userId: number, hash: string, now: number): Promise<void> {
    await db
      .updateTable('users')
      .set({
        password_hash: hash,
        password_fail_count: 0,
        password_fail_since: null,
        password_locked_until: null,
        updated_at: now,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .execute();
  }

  /**
   * Counts a failed password in one atomic statement: failures within `windowMs` of the first one add
   * up; the `max`-th locks password login until now + lockMs and starts counting afresh.
   * Answers the lock end when this failure locked it, else null.
   */
  async recordPasswordFailure(
    db: Kysely<Database>,
    tenantId: number,
    userId: number,
    now: number,
    rule: { windowMs: number; max: number; lockMs: number },
  ): Promise<{ failures: number; lockedUntil: number | null }> {
    const fresh = sql<boolean>`(password_fail_since IS NULL OR password_fail_since <= ${now - rule.windowMs})`;
    const next = sql<number>`(CASE WHEN ${fresh} THEN 1 ELSE password_fail_count + 1 END)`;
    const locks = sql<boolean>`(${next} >= ${rule.max})`;
    const row = await db
      .updateTable('users')
      .set({
        password_fail_count: sql<number>`CASE WHEN ${locks} THEN 0 ELSE ${next} END`,
        password_fail_since: sql<
          number | null
        >`CASE WHEN ${locks} THEN NULL WHEN ${fresh} THEN ${now} ELSE password_fail_since END`,
        password_locked_until: sql<number | null>`CASE WHEN ${locks} THEN ${now + rule.lockMs} ELSE password_locked_until END`,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .returning(['password_fail_count', 'password_locked_until'])
      .executeTakeFirstOrThrow();
    const lockedUntil =
      row.password_locked_until !== null && Number(row.password_locked_until) > now ? Number(row.password_locked_until) : null;
    return { failures: Number(row.password_fail_count), lockedUntil };
  }

  async clearPasswordFailures(db: Kysely<Database>, tenantId: number, userId: number): Promise<void> {
    await db
      .updateTable('users')
      .set({ password_fail_count: 0, password_fail_since: null })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .execute();
  }

  /** Sets the pay password only when none is set; false when one was set already. */
  async setFirstPayPassword(db: Kysely<Database>, tenantId: number, userId: number, hash: string, now: number): Promise<boolean> {
    const r = await db
      .updateTable('users')
      .set({ pay_password_hash: hash, pay_fail_count: 0, pay_locked_until: null, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .where('pay_password_hash', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Replaces the pay password and lifts any pay lock. */
  async setPayPassword(db: Kysely<Database>, tenantId: number, userId: number, hash: string, now: number): Promise<void> {
    await db
      .updateTable('users')
      .set({ pay_password_hash: hash, pay_fail_count: 0, pay_locked_until: null, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .execute();
  }

  /**
   * Counts a wrong pay password in one atomic statement; the `max`-th in a row locks paying until
   * now + lockMs and starts counting afresh.
   */
  async recordPayFailure(
    db: Kysely<Database>,
    tenantId: number,
    userId: number,
    now: number,
    rule: { max: number; lockMs: number },
  ): Promise<{ failures: number; lockedUntil: number | null }> {
    const locks = sql<boolean>`(pay_fail_count + 1 >= ${rule.max})`;
    const row = await db
      .updateTable('users')
      .set({
        pay_fail_count: sql<number>`CASE WHEN ${locks} THEN 0 ELSE pay_fail_count + 1 END`,
        pay_locked_until: sql<number | null>`CASE WHEN ${locks} THEN ${now + rule.lockMs} ELSE pay_locked_until END`,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .returning(['pay_fail_count', 'pay_locked_until'])
      .executeTakeFirstOrThrow();
    const lockedUntil = row.pay_locked_until !== null && Number(row.pay_locked_until) > now ? Number(row.pay_locked_until) : null;
    return { failures: Number(row.pay_fail_count), lockedUntil };
  }

  async clearPayFailures(db: Kysely<Database>, tenantId: number, userId: number): Promise<void> {
    await db.updateTable('users').set({ pay_fail_count: 0 }).where('tenant_id', '=', tenantId).where('id', '=', userId).execute();
  }

  /** Records a verified real name once; false when the user was verified already. */
  async setRealName(
    db: Kysely<Database>,
    tenantId: number,
    userId: number,
    v: { nameSealed: string; idCardSealed: string; idCardMac: string; now: number },
  ): Promise<boolean> {
    const r = await db
      .updateTable('users')
      .set({
        real_name_sealed: v.nameSealed,
        id_card_sealed: v.idCardSealed,
        id_card_mac: v.idCardMac,
        real_name_at: v.now,
        updated_at: v.now,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .where('real_name_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async updateProfile(
    db: Kysely<Database>,
    tenantId: number,
    userId: number,
    fields: Partial<{ nickname: string; intro: string; avatar_url: string; cooperation_channel: string }>,
    now: number,
  ): Promise<void> {
    await db
      .updateTable('users')
      .set({ ...fields, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .execute();
  }
}

export type UserRow = NonNullable<Awaited<ReturnType<UserRepository['find']>>>;
