import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import { AirdropWriter, type CollectionsExist } from './airdrop-writer.service';
import { AirdropRepository } from './airdrop.repository';
import { AirdropService, type AirdropsPorts } from './airdrop.service';
import { airdropsRoutes } from './airdrops.routes';
import type { AirdropsServices } from './airdrops.types';
import { airdropsPersonalData } from './airdrops.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** Airdrops: who is offered what, their states, the rules of receiving; and their write side. */
    airdrops: AirdropsServices;
  }
}

export interface AirdropsModuleOptions extends AirdropsPorts {
  /** The catalogue: which collection ids exist on a tenant (the operator's save checks its references). */
  collectionsExist: CollectionsExist;
}

/** The airdrops' write side over a database (the app, the seed and the CLI build it here). */
export function airdropWriter(db: Db, collectionsExist: CollectionsExist | null = null): AirdropWriter {
  return new AirdropWriter(db.kysely, new AirdropRepository(db.kysely), collectionsExist);
}

/** The airdrops module (decision 027): tables airdrops, airdrop_claims. */
export const airdropsModule = fp<AirdropsModuleOptions>(
  async function airdrops(app: FastifyInstance, opts: AirdropsModuleOptions) {
    const { collectionsExist, ...ports } = opts;
    const services: AirdropsServices = {
      airdrops: new AirdropService(new AirdropRepository(app.db.kysely), ports, app.clock),
      writer: airdropWriter(app.db, collectionsExist),
    };
    app.decorate('airdrops', services);
    app.personalData.register(airdropsPersonalData);
    airdropsRoutes(app, services);
  },
  { name: 'airdrops', dependencies: ['session'] },
);
