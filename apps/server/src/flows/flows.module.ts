import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FlowDefinition, FlowKit } from './define-flow';
import { flowList } from './flow-list';
import type { Flows, FlowsModuleOptions } from './flows.types';

export type { FlowsModuleOptions };

declare module 'fastify' {
  interface FastifyInstance {
    /** Processes that span modules (decision 013): place an order, take a payment notice, open a box ... */
    flows: Flows;
  }
}

/**
 * Builds the flows of `list` in its order into one object (`app.flows`). A flow's `build` reads the flows
 * built before it through `kit.flows`; reading one that is not built yet (the list out of order), or a key
 * listed twice, fails the boot with the flows' names.
 */
export function buildFlows(app: FastifyInstance, options: FlowsModuleOptions, list: readonly FlowDefinition[] = flowList): Flows {
  const built: Partial<Record<keyof Flows, unknown>> = {};
  let building: string | null = null;
  const flows = new Proxy(built, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target) && building !== null)
        throw new Error(`flow ${building} reads flows.${key} before it is built: order flows/flow-list.ts`);
      return Reflect.get(target, key);
    },
  }) as Flows;
  const kit: FlowKit = {
    app,
    db: app.db.kysely,
    clock: app.clock,
    log: app.log.child({ module: 'flows' }),
    stock: options.stock ?? app.catalogue.stock,
    options,
    flows,
  };
  for (const def of list) {
    if (def.key in built) throw new Error(`flow ${def.key} is listed twice in flows/flow-list.ts`);
    building = def.key;
    built[def.key] = def.build(kit);
  }
  building = null;
  return built as Flows;
}

/**
 * The flows (decision 013): built from the modules' faces (their decorations), after the modules, one by one
 * in the order of `flow-list.ts` (a flow reads the flows built before it); then each registers the calls
 * that run it. Each flow opens its one transaction and wakes the chain outbox after the commit.
 */
export const flowsModule = fp<FlowsModuleOptions>(
  async function flows(app: FastifyInstance, options) {
    const flows = buildFlows(app, options);
    app.decorate('flows', flows);
    for (const def of flowList) def.routes?.(app, flows[def.key], flows);
  },
  {
    name: 'flows',
    dependencies: [
      'order',
      'payment',
      'collectible',
      'identity',
      'chain',
      'tenant',
      'catalogue',
      'category',
      'airdrop',
      'coupon',
      'transfer',
      'inbox',
      'favourite',
      'market',
      'wallet',
      'operator',
      'file',
      'activity',
      'synthesis',
      'account-data',
      'brand',
    ],
  },
);
