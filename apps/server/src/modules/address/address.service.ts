import { ADDRESS_MAX, ErrorCode, type Address, type AddressSaveBody } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { AddressRepository, AddressRow } from './address.repository';

/** A phone shown 3+4 ("137****0001"). */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}

/** What an order keeps of an address (decision 044): a copy, so later edits never change the order. */
export interface AddressSnapshot {
  receiver: string;
  phone: string;
  regionCode: string;
  fullAddress: string;
}

/** The address in one line; a municipality's city repeats its province (北京市 北京市): said once. */
const fullOf = (a: AddressRow) => `${a.province}${a.city === a.province ? '' : a.city}${a.district}${a.street}${a.detail}`;

/**
 * Shipping addresses (issue 19, decision 044): at most ADDRESS_MAX per user, exactly one default while any
 * exist (the first is the default; deleting the default makes the most recently saved one default). An id
 * that is not one of mine answers 5000201. Writes run in one transaction each.
 */
export class AddressService {
  constructor(
    private readonly rows: AddressRepository,
    private readonly clock: Clock,
  ) {}

  view(a: AddressRow): Address {
    return {
      id: a.id,
      receiver: a.receiver,
      phone: a.phone,
      phoneMasked: maskPhone(a.phone),
      regionCode: a.region_code,
      province: a.province,
      city: a.city,
      district: a.district,
      street: a.street,
      detail: a.detail,
      fullAddress: fullOf(a),
      isDefault: a.is_default === 1,
      updatedAt: Number(a.updated_at),
    };
  }

  async list(tenantId: number, userId: number): Promise<{ items: Address[] }> {
    return { items: (await this.rows.mine(tenantId, userId)).map((a) => this.view(a)) };
  }

  private async mineOr404(db: Kysely<Database>, tenantId: number, userId: number, id: number): Promise<AddressRow> {
    const a = await this.rows.one(tenantId, userId, id, db);
    if (!a) throw new AppError(ErrorCode.ADDRESS_NOT_FOUND);
    return a;
  }

  async save(tenantId: number, userId: number, b: AddressSaveBody): Promise<Address> {
    const now = this.clock();
    const fields = {
      receiver: b.receiver,
      phone: b.phone,
      regionCode: b.regionCode,
      province: b.province,
      city: b.city,
      district: b.district,
      street: b.street ?? '',
      detail: b.detail,
    };
    const id = await this.rows.db.transaction().execute(async (trx) => {
      if (b.id !== undefined) {
        await this.mineOr404(trx, tenantId, userId, b.id);
        await this.rows.update(trx, tenantId, userId, b.id, fields, now);
        if (b.isDefault) await this.rows.makeDefault(trx, tenantId, userId, b.id);
        return b.id;
      }
      const n = await this.rows.count(trx, tenantId, userId);
      if (n >= ADDRESS_MAX) throw new AppError(ErrorCode.ADDRESS_LIMIT);
      const made = await this.rows.insert(trx, tenantId, userId, fields, n === 0, now);
      if (b.isDefault && n > 0) await this.rows.makeDefault(trx, tenantId, userId, made);
      return made;
    });
    return this.view((await this.rows.one(tenantId, userId, id))!);
  }

  async remove(tenantId: number, userId: number, id: number): Promise<{ ok: true }> {
    await this.rows.db.transaction().execute(async (trx) => {
      const a = await this.mineOr404(trx, tenantId, userId, id);
      await this.rows.remove(trx, tenantId, userId, id);
      if (a.is_default === 1) {
        const rest = await this.rows.mine(tenantId, userId, trx);
        const newest = [...rest].sort((x, y) => Number(y.updated_at) - Number(x.updated_at) || y.id - x.id)[0];
        if (newest) await this.rows.makeDefault(trx, tenantId, userId, newest.id);
      }
    });
    return { ok: true };
  }

  async setDefault(tenantId: number, userId: number, id: number): Promise<Address> {
    await this.rows.db.transaction().execute(async (trx) => {
      await this.mineOr404(trx, tenantId, userId, id);
      await this.rows.makeDefault(trx, tenantId, userId, id);
    });
    return this.view((await this.rows.one(tenantId, userId, id))!);
  }

  /** The snapshot an order keeps (the activity-order flow); 5000201 when not mine. */
  async snapshot(tenantId: number, userId: number, id: number): Promise<AddressSnapshot> {
    const a = await this.mineOr404(this.rows.db, tenantId, userId, id);
    return { receiver: a.receiver, phone: a.phone, regionCode: a.region_code, fullAddress: fullOf(a) };
  }
}
