import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import type { Clock } from '../../clock';
import { RecipeWriter } from './recipe-writer.service';
import { SynthesisRepository } from './synthesis.repository';
import { SynthesisService, type SynthesisPorts } from './synthesis.service';
import { synthesisRoutes } from './synthesis.routes';
import type { SynthesisServices } from './synthesis.types';
import { synthesisPersonalData } from './synthesis.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** Synthesis (decision 041): recipes, syntheses and their inputs; the console's recipes. */
    synthesis: SynthesisServices;
  }
}

export type SynthesisModuleOptions = SynthesisPorts;

/** The recipes' write side over a database (the app and the seed build it here). */
export function recipeWriter(db: Db, ports: Pick<SynthesisPorts, 'collectionBriefs'>, clock: Clock): RecipeWriter {
  return new RecipeWriter(db.kysely, new SynthesisRepository(db.kysely), ports, clock);
}

/** The synthesis module (decision 041): tables recipes, recipe_fragments, syntheses, synthesis_inputs. */
export const synthesisModule = fp<SynthesisModuleOptions>(
  async function synthesis(app: FastifyInstance, ports: SynthesisModuleOptions) {
    const services: SynthesisServices = {
      synthesis: new SynthesisService(new SynthesisRepository(app.db.kysely), ports, app.clock),
      recipes: recipeWriter(app.db, ports, app.clock),
    };
    app.decorate('synthesis', services);
    app.personalData.register(synthesisPersonalData);
    synthesisRoutes(app, services);
  },
  { name: 'synthesis', dependencies: ['session'] },
);
