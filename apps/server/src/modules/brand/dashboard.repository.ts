import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The dashboard's read model (decision 037): read-only figures over the orders, users and catalogue
 * tables, for the console only. It writes nothing; the modules owning those tables keep every rule.
 */
export class DashboardRepository {
  constructor(private readonly db: Kysely<Database>) {}

  paidOrdersSince(tenantId: number, since: number) {
    return this.db
      .selectFrom('orders')
      .select(['paid_at', 'total_amount'])
      .where('tenant_id', '=', tenantId)
      .where('paid_at', '>=', since)
      .execute();
  }

  usersSince(tenantId: number, since: number) {
    return this.db
      .selectFrom('users')
      .select(['created_at'])
      .where('tenant_id', '=', tenantId)
      .where('created_at', '>=', since)
      .execute();
  }

  verifiedSince(tenantId: number, since: number) {
    return this.db
      .selectFrom('users')
      .select(['real_name_at'])
      .where('tenant_id', '=', tenantId)
      .where('real_name_at', '>=', since)
      .execute();
  }

  collectionsOnSale(tenantId: number, now: number) {
    return this.db
      .selectFrom('collections')
      .select(['id', 'name', 'cover_url', 'price', 'total_supply', 'sold_count', 'sale_start', 'sale_end'])
      .where('tenant_id', '=', tenantId)
      .where('listed', '=', 1)
      .where('sale_start', '<=', now)
      .where((eb) => eb.or([eb('sale_end', 'is', null), eb('sale_end', '>', now)]))
      .orderBy('sale_start', 'desc')
      .limit(20)
      .execute();
  }

  blindBoxesOnSale(tenantId: number, now: number) {
    return this.db
      .selectFrom('blind_boxes')
      .select(['id', 'name', 'cover_url', 'price', 'total_supply', 'sold_count', 'sale_start', 'sale_end'])
      .where('tenant_id', '=', tenantId)
      .where('listed', '=', 1)
      .where('sale_start', '<=', now)
      .where((eb) => eb.or([eb('sale_end', 'is', null), eb('sale_end', '>', now)]))
      .orderBy('sale_start', 'desc')
      .limit(20)
      .execute();
  }
}
