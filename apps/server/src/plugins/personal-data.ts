import type { DeletionBlocker } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { TenantContext } from '../http/request-context';

/** One reason that blocks deleting an account, with its count (fen for money). */
export interface PersonalDataBlocker {
  reason: DeletionBlocker;
  count: number;
}

/** Whose data an export gathers: the tenant may be gone (then `tenant` is null), its id stays. */
export interface PersonalDataSubject {
  tenantId: number;
  tenant: TenantContext | null;
  userId: number;
}

/**
 * A module's personal-data step (decision 054): what of a user's data the module holds, what of it blocks
 * deleting the account, what the user's export holds of it, and how it is erased. Each module that holds a
 * user's data registers one in its `<m>.module.ts` (the code beside it, `<m>.personal-data.ts`); the export
 * and deletion flows loop over them, and a test fails when a table with a user column is covered by none.
 */
export interface PersonalDataStep {
  /** The owning module, e.g. 'wallet'. */
  module: string;
  /** The tables of that module holding a user's data, that this step covers. */
  tables: readonly string[];
  /**
   * The module's other tables that name a user (a user column) but are kept on deletion, each with the
   * reason (accounting, the chain, a per-user limit ...): so that every such table is a decision, not an
   * oversight (the table-ownership test checks that each is covered by `tables` or `kept`).
   */
  kept?: Readonly<Record<string, string>>;
  /** What blocks deleting the account, read before the deletion (reasons repeated by steps are summed). */
  blockers?(tenant: TenantContext, userId: number): Promise<readonly PersonalDataBlocker[]>;
  /** What the user's export holds of this module: its top-level sections (JSON-able). */
  export?(subject: PersonalDataSubject): Promise<Record<string, unknown>>;
  /** Erases or anonymizes this module's data of the user, inside the deletion's transaction. */
  erase?(trx: Kysely<Database>, tenantId: number, userId: number, now: number): Promise<void>;
}

/** The registry of the personal-data steps (`app.personalData`). */
export interface PersonalDataRegistry {
  /** Adds a module's step; one step per module. */
  register(step: PersonalDataStep): void;
  /** The steps, in the order the modules registered them. */
  steps(): readonly PersonalDataStep[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The modules' personal-data steps (decision 054), looped over by the export and deletion flows. */
    personalData: PersonalDataRegistry;
  }
}

export function personalDataRegistry(): PersonalDataRegistry {
  const list: PersonalDataStep[] = [];
  return {
    register(step) {
      if (list.some((s) => s.module === step.module)) {
        throw new Error(`personal-data step of module '${step.module}' registered twice`);
      }
      list.push(step);
    },
    steps: () => list,
  };
}

/** Decorates `app.personalData`, before the modules (each registers its step while it is built). */
export default fp(
  async function personalData(app: FastifyInstance) {
    app.decorate('personalData', personalDataRegistry());
  },
  { name: 'personal-data' },
);
