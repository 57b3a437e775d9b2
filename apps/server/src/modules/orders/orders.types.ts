import type { Language } from '@curio/contract';
import type { OrderRepository } from './order.repository';
import type { OrderService } from './order.service';

/** The orders module's decoration (`app.orders`). */
export interface OrdersServices {
  orders: OrderService;
  /**
   * The purchase's statements, prepared once: the place-order flow's `reserve` (and the flash-sale
   * benchmark's raw loop) run them straight, with nothing in between on the hot path.
   */
  rows: OrderRepository;
}

/** What an order's view shows of its drop (the catalogue's `DropForSale` is one). */
export interface OrderDrop {
  name: string;
  coverUrl: string;
  totalSupply: number;
}

/** What the orders module reads of its neighbours; app.ts supplies them (its ports block). */
export interface OrdersPorts {
  /** The catalogue: the ordered drop. */
  drops: {
    find(tenantId: number, kind: 'collection' | 'blindBox', id: number, lang: Language): Promise<OrderDrop | null>;
  };
  /** The collectibles module: the serial numbers a paid collection order handed over. */
  serialsOf(tenantId: number, orderId: number): Promise<number[]>;
  /** The payments module: the refund of an ended order, if its money came back. */
  refundOf(tenantId: number, orderId: number): Promise<{ amount: number; at: number } | null>;
}
