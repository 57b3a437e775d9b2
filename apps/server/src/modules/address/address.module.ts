import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AddressRepository } from './address.repository';
import { AddressService } from './address.service';
import { addressRoutes } from './address.routes';
import type { AddressServices } from './address.types';
import { addressPersonalData } from './address.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shipping addresses (decision 044). */
    address: AddressServices;
  }
}

/** The address module (decision 044): table addresses. No ports: it reads nothing of its neighbours. */
export const addressModule = fp(
  async function address(app: FastifyInstance) {
    const services: AddressServices = { addresses: new AddressService(new AddressRepository(app.db.kysely), app.clock) };
    app.decorate('address', services);
    app.personalData.register(addressPersonalData(app.db.kysely));
    addressRoutes(app, services);
  },
  { name: 'address', dependencies: ['session'] },
);
