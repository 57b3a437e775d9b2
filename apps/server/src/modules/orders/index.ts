export { ordersModule, type OrdersModuleOptions } from './orders.module';
export type { OrderDrop, OrdersPorts, OrdersServices } from './orders.types';
export { OrderService } from './order.service';
export { OrderRepository, type ItemKind, type OrderRow } from './order.repository';
