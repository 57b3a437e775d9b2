import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OrderConsoleService } from './order-console.service';
import { OrderReceiptService, type ReceiptPorts } from './order-receipt.service';
import { OrderRepository } from './order.repository';
import { OrderService, type OrderPorts } from './order.service';
import { orderRoutes } from './order.routes';
import type { OrderServices } from './order.types';
import { orderPersonalData } from './order.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** The primary sale's orders: views, quotas, and the steps the purchase flows run. */
    order: OrderServices;
  }
}

export type OrderModuleOptions = OrderPorts & ReceiptPorts;

/** The order module (decision 013): tables orders, purchase_quotas, serial_counters. */
export const orderModule = fp<OrderModuleOptions>(
  async function order(app: FastifyInstance, ports) {
    const rows = new OrderRepository(app.db.kysely);
    const orders = new OrderService(rows, ports, app.clock);
    const services: OrderServices = {
      orders,
      rows,
      console: new OrderConsoleService(rows, ports),
      receipts: new OrderReceiptService(orders, ports),
    };
    app.decorate('order', services);
    app.personalData.register(orderPersonalData(app.db.kysely));
    orderRoutes(app, services);
  },
  { name: 'order', dependencies: ['session'] },
);
