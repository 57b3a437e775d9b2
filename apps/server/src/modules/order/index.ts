export { orderModule, type OrderModuleOptions } from './order.module';
export type { OrderServices } from './order.types';
export { OrderService, shipAddressOf, shippingOf, type OrderDrop, type OrderPorts, type ShipAddress } from './order.service';
export { OrderRepository, type ItemKind, type OrderRow, type QuotaKind } from './order.repository';
export { OrderReceiptService, type ReceiptPorts } from './order-receipt.service';
