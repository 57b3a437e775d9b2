export { ordersModule, type OrdersModuleOptions } from './orders.module';
export type { OrdersServices } from './orders.types';
export { OrderService, shipAddressOf, shippingOf, type OrderDrop, type OrdersPorts, type ShipAddress } from './order.service';
export { OrderRepository, type ItemKind, type OrderRow, type QuotaKind } from './order.repository';
