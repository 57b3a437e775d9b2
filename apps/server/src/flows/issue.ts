import { ErrorCode } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../errors';
import type { DropForSale, DropStock } from '../modules/catalogue/index';
import type { OrderService } from '../modules/order/index';

/** What numbering items outside a sale reads and changes: the collection's stock (catalogue), its serial counter (order). */
export interface IssueDeps {
  stock: Pick<DropStock, 'find' | 'take'>;
  orders: Pick<OrderService, 'nextSerialsWithin'>;
}

/**
 * The refusal, read before anything is written, when `qty` more items of a collection would pass its supply
 * (decision 062): SUPPLY_EXHAUSTED; a collection that is not there, not found. Null when they fit (the
 * transaction's `issueSerials` decides a race).
 */
export function supplyRefusal(drop: Pick<DropForSale, 'soldCount' | 'totalSupply'> | null, qty: number): AppError | null {
  if (!drop) return notFound();
  return drop.soldCount + qty > drop.totalSupply ? new AppError(ErrorCode.SUPPLY_EXHAUSTED) : null;
}

/**
 * Step of every flow that makes items of a collection outside a sale (an airdrop, a cast, a redemption, a
 * synthesis, a box's draw; decision 062): the collection's supply is one pool for every source. `qty` units
 * of its stock are taken (the conditional update a purchase takes them with: never past the supply, so a
 * paid order's units stay reserved), then `qty` serial numbers within the supply (the counter's conditional
 * upsert). Either refusal throws SUPPLY_EXHAUSTED (5000039) and the caller's transaction rolls back.
 */
export async function issueSerials(
  trx: Kysely<Database>,
  d: IssueDeps,
  tenantId: number,
  collectionId: number,
  qty: number,
): Promise<number[]> {
  const drop = await d.stock.find(tenantId, 'collection', collectionId, 'en', trx);
  if (!drop) throw notFound();
  if (!(await d.stock.take(trx, tenantId, 'collection', collectionId, qty))) throw new AppError(ErrorCode.SUPPLY_EXHAUSTED);
  return d.orders.nextSerialsWithin(trx, tenantId, collectionId, qty, drop.totalSupply);
}
