import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accountDataRoutes } from './account-data.routes';
import type { AccountDataServices } from './account-data.types';
import { DataExportRepository } from './data-export.repository';
import { DataExportService } from './data-export.service';
import { accountDataPersonalData } from './account-data.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** A user's data exports (decision 046). */
    accountData: AccountDataServices;
  }
}

/**
 * The account-data module (decision 046): table data_exports. No ports: what an export holds is gathered
 * by a flow (flows/export-data.ts) from every module's personal-data step (decision 054); deleting an
 * account is a flow too.
 */
export const accountDataModule = fp(
  async function accountData(app: FastifyInstance) {
    const services: AccountDataServices = { exports: new DataExportService(new DataExportRepository(app.db.kysely), app.clock) };
    app.decorate('accountData', services);
    app.personalData.register(accountDataPersonalData(services.exports));
    accountDataRoutes(app, services);
  },
  { name: 'account-data', dependencies: ['session'] },
);
