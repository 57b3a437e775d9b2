import type { Kysely, Selectable } from 'kysely';
import type { AddressesTable, Database } from '../../db/schema';

export type AddressRow = Selectable<AddressesTable>;

export interface AddressFields {
  receiver: string;
  phone: string;
  regionCode: string;
  province: string;
  city: string;
  district: string;
  street: string;
  detail: string;
}

/** Table addresses (migration 0024): the only SQL on it. Every query carries tenant_id and user_id. */
export class AddressRepository {
  constructor(readonly db: Kysely<Database>) {}

  /** Mine: the default first, then the most recently saved. */
  mine(tenantId: number, userId: number, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('addresses')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('is_default', 'desc')
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  one(tenantId: number, userId: number, id: number, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('addresses')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async count(db: Kysely<Database>, tenantId: number, userId: number): Promise<number> {
    const r = await db
      .selectFrom('addresses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  async insert(db: Kysely<Database>, tenantId: number, userId: number, f: AddressFields, isDefault: boolean, now: number) {
    const r = await db
      .insertInto('addresses')
      .values({
        tenant_id: tenantId,
        user_id: userId,
        receiver: f.receiver,
        phone: f.phone,
        region_code: f.regionCode,
        province: f.province,
        city: f.city,
        district: f.district,
        street: f.street,
        detail: f.detail,
        is_default: isDefault ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  }

  async update(db: Kysely<Database>, tenantId: number, userId: number, id: number, f: AddressFields, now: number) {
    const r = await db
      .updateTable('addresses')
      .set({
        receiver: f.receiver,
        phone: f.phone,
        region_code: f.regionCode,
        province: f.province,
        city: f.city,
        district: f.district,
        street: f.street,
        detail: f.detail,
        updated_at: now,
      })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Makes `id` my only default. */
  async makeDefault(db: Kysely<Database>, tenantId: number, userId: number, id: number): Promise<void> {
    await db
      .updateTable('addresses')
      .set((eb) => ({ is_default: eb.case().when('id', '=', id).then(1).else(0).end() }))
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .execute();
  }

  async remove(db: Kysely<Database>, tenantId: number, userId: number, id: number): Promise<boolean> {
    const r = await db
      .deleteFrom('addresses')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }
}
