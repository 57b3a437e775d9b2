import { consoleWithdrawRecipe } from '@curio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import type { CollectibleService } from '../modules/collectible/index';
import type { AuditRecorder, TenantContext } from '../http/request-context';
import type { SynthesisRow, SynthesisService } from '../modules/synthesis/index';
import { registerCall } from '../plugins/register-call';
import type { SynthesisInbox } from './synthesize';
import { defineFlow } from './define-flow';

export interface ReleasePledgesDeps {
  db: Kysely<Database>;
  synthesis: SynthesisService;
  collectibles: Pick<CollectibleService, 'returnPledged'>;
  inbox: SynthesisInbox | null;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Pledges coming to an end (issue 18, decision 041). A running pledge (synthesis `ing`) ends in ONE
 * transaction: the synthesis moves ing → finish (its time came: the background job) or ing → cancel (the
 * operator withdrew the recipe) by a conditional update — of two runners, or a job racing a withdrawal,
 * exactly one wins and only the winner gives the items back (pledged → held), marks the inputs returned
 * and writes the inbox event. Safe to run twice and in every process: a pledged item returns exactly once.
 */
export class ReleasePledges {
  constructor(private readonly d: ReleasePledgesDeps) {}

  /** The background job's pass: every pledge due now; answers how many this runner ended. */
  async run(): Promise<number> {
    const now = this.d.clock();
    let ended = 0;
    for (const s of await this.d.synthesis.dueIng(now)) {
      try {
        if ((await this.d.db.transaction().execute((trx) => this.end(trx, s, 'finish', now))) !== false) ended++;
      } catch (err) {
        this.d.log.error({ err, synthesisId: s.id }, 'pledge release failed');
      }
    }
    return ended;
  }

  /**
   * Ends one running pledge in the caller's transaction; false when another runner ended it first.
   * Answers the number of items given back (0 counts as ended too).
   */
  private async end(trx: Kysely<Database>, s: SynthesisRow, status: 'finish' | 'cancel', now: number): Promise<number | false> {
    if (!(await this.d.synthesis.endIng(trx, s.tenant_id, s.id, status, now))) return false;
    const inputs = await this.d.synthesis.pledgedInputs(trx, s.tenant_id, s.id);
    const back = await this.d.collectibles.returnPledged(
      trx,
      s.tenant_id,
      s.user_id,
      inputs.map((i) => i.card_nft_id),
    );
    await this.d.synthesis.markReturned(trx, s.tenant_id, s.id, now);
    await this.d.inbox?.add(trx, s.tenant_id, s.user_id, {
      kind: 'pledge_finished',
      cardNftId: inputs[0]?.card_nft_id ?? null,
      ref: `synthesis:${s.id}`,
      params: {
        collectionId: inputs[0]?.collection_id ?? 0,
        count: back,
        recipeId: s.recipe_id,
        synthesisId: s.id,
        cancelled: status === 'cancel' ? 1 : 0,
      },
      at: now,
    });
    return back;
  }

  /**
   * The operator withdraws a recipe (console): no more syntheses; every running pledge is cancelled in the
   * same transaction (its items come back, the results stay). Doing it again changes nothing. Audited.
   */
  async withdraw(
    tenant: TenantContext,
    recipeId: number,
    audit: AuditRecorder | null,
  ): Promise<{ id: number; withdrawnAt: number; cancelled: number; returned: number }> {
    const now = this.d.clock();
    const before = await this.d.synthesis.recipe(tenant.id, recipeId);
    if (!before) throw notFound();
    if (before.withdrawn_at !== null)
      return { id: recipeId, withdrawnAt: Number(before.withdrawn_at), cancelled: 0, returned: 0 };
    return this.d.db.transaction().execute(async (trx) => {
      if (!(await this.d.synthesis.withdraw(trx, tenant.id, recipeId, now))) {
        const r = await this.d.synthesis.recipe(tenant.id, recipeId, trx);
        return { id: recipeId, withdrawnAt: Number(r!.withdrawn_at), cancelled: 0, returned: 0 };
      }
      let cancelled = 0;
      let returned = 0;
      for (const s of await this.d.synthesis.ingOf(tenant.id, recipeId, trx)) {
        const back = await this.end(trx, s, 'cancel', now);
        if (back === false) continue;
        cancelled++;
        returned += back;
      }
      const out = { id: recipeId, withdrawnAt: now, cancelled, returned };
      await audit?.(trx, {
        action: 'synthesis.recipe.withdraw',
        targetType: 'recipe',
        targetId: String(recipeId),
        before: { withdrawnAt: null },
        after: out,
      });
      return out;
    });
  }
}

declare module './flows.types' {
  interface Flows {
    /** Pledges ending (the job) and a recipe's withdrawal (console): pledged items back exactly once. */
    releasePledges: ReleasePledges;
  }
}

export const releasePledgesFlow = defineFlow({
  key: 'releasePledges',
  build: ({ app, db, clock, log, options }) =>
    new ReleasePledges({
      db,
      synthesis: app.synthesis.synthesis,
      collectibles: app.collectible.collectibles,
      inbox: options.synthesisInbox === undefined ? app.inbox.inbox : options.synthesisInbox,
      clock,
      log,
    }),
  // The console's withdrawal of a recipe (running pledges cancelled, audited in its transaction).
  routes(app, flow) {
    registerCall(app, consoleWithdrawRecipe, (req) => flow.withdraw(req.tenant, req.params.id, req.audit));
  },
});
