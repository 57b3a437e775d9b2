import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TransferRepository } from './transfer.repository';
import { TransferService, type TransferPorts } from './transfer.service';
import { transferRoutes } from './transfer.routes';
import type { TransferServices } from './transfer.types';
import { transferPersonalData } from './transfer.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** Ownership moves: circulation records (both sides of every move) and claims (gifts, airdrops). */
    transfer: TransferServices;
  }
}

export type TransferModuleOptions = TransferPorts;

/** The transfer module (decision 025): tables circulation_records, send_records. */
export const transferModule = fp<TransferModuleOptions>(
  async function transfer(app: FastifyInstance, ports) {
    const services: TransferServices = {
      transfers: new TransferService(new TransferRepository(app.db.kysely), ports, app.clock),
    };
    app.decorate('transfer', services);
    app.personalData.register(transferPersonalData(app.db.kysely, ports));
    transferRoutes(app, services);
  },
  { name: 'transfer', dependencies: ['session'] },
);
