import type { Kysely } from 'kysely';
import type { Database, SmsPurposeColumn } from '../../db/schema';

/** SQL on `sms_codes`. Every query is filtered by tenant. */
export class SmsCodeRepository {
  async insert(
    db: Kysely<Database>,
    row: {
      tenant_id: number;
      area_code: string;
      phone: string;
      purpose: SmsPurposeColumn;
      code_hash: string;
      send_day: string;
      expires_at: number;
      client_ip: string;
      created_at: number;
    },
  ): Promise<void> {
    await db
      .insertInto('sms_codes')
      .values({ ...row, used_at: null, wrong_attempts: 0 })
      .execute();
  }

  /** Removes a code the provider refused to deliver (it was never sent: it counts for nothing). */
  async removeUnsent(db: Kysely<Database>, tenantId: number, areaCode: string, phone: string, codeHash: string): Promise<void> {
    await db
      .deleteFrom('sms_codes')
      .where('tenant_id', '=', tenantId)
      .where('area_code', '=', areaCode)
      .where('phone', '=', phone)
      .where('code_hash', '=', codeHash)
      .execute();
  }

  /** Codes sent to the phone (any purpose) on the tenant's calendar day `day`. */
  async countOnDay(db: Kysely<Database>, tenantId: number, areaCode: string, phone: string, day: string): Promise<number> {
    const row = await db
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('area_code', '=', areaCode)
      .where('phone', '=', phone)
      .where('send_day', '=', day)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** When the last code (any purpose) went to the phone. */
  async lastSentAt(db: Kysely<Database>, tenantId: number, areaCode: string, phone: string): Promise<number | undefined> {
    const row = await db
      .selectFrom('sms_codes')
      .select('created_at')
      .where('tenant_id', '=', tenantId)
      .where('area_code', '=', areaCode)
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.created_at;
  }

  /** The newest code for phone + purpose: a new code replaces the ones before it. */
  latest(db: Kysely<Database>, tenantId: number, areaCode: string, phone: string, purpose: SmsPurposeColumn) {
    return db
      .selectFrom('sms_codes')
      .select(['id', 'code_hash', 'expires_at', 'used_at', 'wrong_attempts'])
      .where('tenant_id', '=', tenantId)
      .where('area_code', '=', areaCode)
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Counts a wrong entry (atomically); answers the wrong entries so far. */
  async recordWrong(db: Kysely<Database>, tenantId: number, id: number): Promise<number> {
    const row = await db
      .updateTable('sms_codes')
      .set((eb) => ({ wrong_attempts: eb('wrong_attempts', '+', 1) }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .returning('wrong_attempts')
      .executeTakeFirst();
    return Number(row?.wrong_attempts ?? 0);
  }

  /** Uses a code up: true for exactly one caller, and only while it is unused, unexpired and not voided. */
  async use(db: Kysely<Database>, tenantId: number, id: number, now: number, maxWrong: number): Promise<boolean> {
    const r = await db
      .updateTable('sms_codes')
      .set({ used_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('wrong_attempts', '<', maxWrong)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}
