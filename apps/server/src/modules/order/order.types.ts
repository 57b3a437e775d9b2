import type { OrderRepository } from './order.repository';
import type { OrderConsoleService } from './order-console.service';
import type { OrderReceiptService } from './order-receipt.service';
import type { OrderService } from './order.service';

/** The order module's decoration (`app.order`). */
export interface OrderServices {
  orders: OrderService;
  /**
   * The purchase's statements, prepared once: the place-order flow's `reserve` (and the flash-sale
   * benchmark's raw loop) run them straight, with nothing in between on the hot path.
   */
  rows: OrderRepository;
  /** The operator console's view of the orders (decision 039). */
  console: OrderConsoleService;
  /** The buyer's payment receipts (decision 071). */
  receipts: OrderReceiptService;
}
