import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AddressRepository } from './address.repository';
import { AddressService } from './address.service';
import { addressesRoutes } from './addresses.routes';
import type { AddressesServices } from './addresses.types';
import { addressesPersonalData } from './addresses.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shipping addresses (decision 044). */
    shipAddresses: AddressesServices;
  }
}

/** The addresses module (decision 044): table addresses. No ports: it reads nothing of its neighbours. */
export const addressesModule = fp(
  async function addresses(app: FastifyInstance) {
    const services: AddressesServices = { addresses: new AddressService(new AddressRepository(app.db.kysely), app.clock) };
    app.decorate('shipAddresses', services);
    app.personalData.register(addressesPersonalData(app.db.kysely));
    addressesRoutes(app, services);
  },
  { name: 'addresses', dependencies: ['session'] },
);
