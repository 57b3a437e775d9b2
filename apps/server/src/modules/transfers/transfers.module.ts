import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TransferRepository } from './transfer.repository';
import { TransferService, type TransfersPorts } from './transfer.service';
import { transfersRoutes } from './transfers.routes';
import type { TransfersServices } from './transfers.types';
import { transfersPersonalData } from './transfers.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** Ownership moves: circulation records (both sides of every move) and claims (gifts, airdrops). */
    transfers: TransfersServices;
  }
}

export type TransfersModuleOptions = TransfersPorts;

/** The transfers module (decision 025): tables circulation_records, send_records. */
export const transfersModule = fp<TransfersModuleOptions>(
  async function transfers(app: FastifyInstance, ports) {
    const services: TransfersServices = {
      transfers: new TransferService(new TransferRepository(app.db.kysely), ports, app.clock),
    };
    app.decorate('transfers', services);
    app.personalData.register(transfersPersonalData(app.db.kysely, ports));
    transfersRoutes(app, services);
  },
  { name: 'transfers', dependencies: ['session'] },
);
