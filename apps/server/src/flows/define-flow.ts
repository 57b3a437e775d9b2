import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { DropStock } from '../modules/catalogue/index';
import type { Flows, FlowsModuleOptions } from './flows.types';

/**
 * What a flow is built from (decision 013): the modules' faces (their decorations on `app`), the database,
 * the clock, the flows' logger, the drop stock, the test overrides, and the flows built before it in the
 * list (`flows/flow-list.ts`).
 */
export interface FlowKit {
  /** The modules' faces: `app.order`, `app.identity`, `app.catalogue` ... */
  app: FastifyInstance;
  db: Kysely<Database>;
  clock: Clock;
  /** A child logger `{ module: 'flows' }`. */
  log: FastifyBaseLogger;
  /** The catalogue's drop stock (one per process: its purchase-path cache is shared). */
  stock: DropStock;
  /** Test overrides (`airdropInbox`, `giftEvents`, `onListed`, `castInbox`, `synthesisInbox` ...). */
  options: FlowsModuleOptions;
  /** The flows built earlier in the list (read them inside `build`; a later one is not there yet). */
  flows: Flows;
}

/**
 * One flow: its key in `app.flows`, how it is built, and the calls that run it. A flow file exports its
 * definition and augments `Flows` with its key (`declare module './flows.types' { interface Flows { ... } }`);
 * `flows/flow-list.ts` lists the definitions in dependency order. Adding a flow edits no other shared file.
 */
export interface FlowDefinition<K extends keyof Flows = keyof Flows> {
  key: K;
  build(kit: FlowKit): Flows[K];
  /** Registers the calls that run this flow (registerCall ...). */
  routes?(app: FastifyInstance, flow: Flows[K], flows: Flows): void;
}

export function defineFlow<K extends keyof Flows>(def: FlowDefinition<K>): FlowDefinition<K> {
  return def;
}

/** The signed-in user's id in a call that requires one (`auth: 'required'`). */
export const uid = (req: { user: { id: number } | null }): number => req.user!.id;
