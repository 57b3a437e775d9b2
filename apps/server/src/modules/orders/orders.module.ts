import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OrderConsoleService } from './order-console.service';
import { OrderRepository } from './order.repository';
import { OrderService, type OrdersPorts } from './order.service';
import { ordersRoutes } from './orders.routes';
import type { OrdersServices } from './orders.types';
import { ordersPersonalData } from './orders.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** The primary sale's orders: views, quotas, and the steps the purchase flows run. */
    orders: OrdersServices;
  }
}

export type OrdersModuleOptions = OrdersPorts;

/** The orders module (decision 013): tables orders, purchase_quotas, serial_counters. */
export const ordersModule = fp<OrdersModuleOptions>(
  async function orders(app: FastifyInstance, ports) {
    const rows = new OrderRepository(app.db.kysely);
    const services: OrdersServices = {
      orders: new OrderService(rows, ports, app.clock),
      rows,
      console: new OrderConsoleService(rows, ports),
    };
    app.decorate('orders', services);
    app.personalData.register(ordersPersonalData(app.db.kysely));
    ordersRoutes(app, services);
  },
  { name: 'orders', dependencies: ['session'] },
);
