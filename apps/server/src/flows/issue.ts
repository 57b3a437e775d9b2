import { ErrorCode, type Language } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../errors';
import type { DropForSale, DropStock } from '../modules/catalogue/index';
import type { OrderService } from '../modules/order/index';

/** What numbering items outside a sale reads and changes: the collection's stock (catalogue), its serial counter (order). */
export interface IssueDeps {
  stock: Pick<DropStock, 'take'>;
  orders: Pick<OrderService, 'nextSerialsWithin'>;
}

/**
 * The collection items are about to be made of, read before anything is written (decision 062): not there,
 * not found; `qty` more would pass its supply, SUPPLY_EXHAUSTED (the transaction's `issueSerials` decides a race).
 */
export async function issuable(
  stock: Pick<DropStock, 'find'>,
  tenantId: number,
  collectionId: number,
  qty: number,
  lang: Language,
  trx?: Kysely<Database>,
): Promise<DropForSale> {
  const drop = await stock.find(tenantId, 'collection', collectionId, lang, trx);
  if (!drop) throw notFound();
  if (drop.soldCount + qty > drop.totalSupply) throw new AppError(ErrorCode.SUPPLY_EXHAUSTED);
  return drop;
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
  drop: Pick<DropForSale, 'id' | 'totalSupply'>,
  qty: number,
): Promise<number[]> {
  if (!(await d.stock.take(trx, tenantId, 'collection', drop.id, qty))) throw new AppError(ErrorCode.SUPPLY_EXHAUSTED);
  return d.orders.nextSerialsWithin(trx, tenantId, drop.id, qty, drop.totalSupply);
}
