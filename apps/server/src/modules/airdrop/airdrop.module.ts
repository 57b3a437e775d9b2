import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import { AirdropWriter, type CollectionsExist } from './airdrop-writer.service';
import { AirdropRepository } from './airdrop.repository';
import { AirdropService, type AirdropPorts } from './airdrop.service';
import { airdropRoutes } from './airdrop.routes';
import type { AirdropServices } from './airdrop.types';
import { airdropPersonalData } from './airdrop.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** Airdrops: who is offered what, their states, the rules of receiving; and their write side. */
    airdrop: AirdropServices;
  }
}

export interface AirdropModuleOptions extends AirdropPorts {
  /** The catalogue: which collection ids exist on a tenant (the operator's save checks its references). */
  collectionsExist: CollectionsExist;
}

/** The airdrops' write side over a database (the app, the seed and the CLI build it here). */
export function airdropWriter(db: Db, collectionsExist: CollectionsExist | null = null): AirdropWriter {
  return new AirdropWriter(db.kysely, new AirdropRepository(db.kysely), collectionsExist);
}

/** The airdrop module (decision 027): tables airdrops, airdrop_claims. */
export const airdropModule = fp<AirdropModuleOptions>(
  async function airdrop(app: FastifyInstance, opts: AirdropModuleOptions) {
    const { collectionsExist, ...ports } = opts;
    const services: AirdropServices = {
      airdrops: new AirdropService(new AirdropRepository(app.db.kysely), ports, app.clock),
      writer: airdropWriter(app.db, collectionsExist),
    };
    app.decorate('airdrop', services);
    app.personalData.register(airdropPersonalData);
    airdropRoutes(app, services);
  },
  { name: 'airdrop', dependencies: ['session'] },
);
