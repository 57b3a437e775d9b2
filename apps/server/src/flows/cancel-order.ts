import { ErrorCode, type Language, type Order } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import type { TenantContext } from '../modules/tenant/index';
import { endOrder, type EndOrderDeps } from './end-order';

/** The buyer cancels their unpaid order: one transaction ends it and gives stock and quota back. */
export class CancelOrder {
  constructor(private readonly d: EndOrderDeps & { db: Kysely<Database> }) {}

  async cancel(tenant: TenantContext, userId: number, orderNo: string, lang: Language): Promise<Order> {
    const order = await this.d.orders.mine(tenant, userId, orderNo);
    if (
      order.status !== 'pending_payment' ||
      !(await this.d.db.transaction().execute((trx) => endOrder(trx, this.d, order, 'cancelled')))
    )
      throw new AppError(ErrorCode.ORDER_EXCEPTION);
    return this.d.orders.view(tenant, (await this.d.orders.byId(tenant.id, order.id))!, lang);
  }
}
