import {
  ErrorCode,
  type CallData,
  type consoleListRecipes,
  type ConsoleRecipe,
  type Language,
  type LocalizedText,
  type RecipeSaveBody,
  type RecipeState,
} from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { RecipeRow, SynthesisRepository } from './synthesis.repository';
import { recipeState, type SynthesisPorts } from './synthesis.service';
import type { AuditRecorder } from '../../http/request-context';

const parse = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

/** What may not change once a synthesis was made with a recipe (decision 041). */
const LOCKED = ['resultCollectionId', 'fragments', 'mode', 'pledgeHours', 'ignoreCooling'] as const;

/**
 * The console's recipes (issue 18, decision 041): list them with their stock and syntheses, create or
 * change one (audited). Once users synthesized with a recipe, what they agreed to stays: its result,
 * fragments, mode, pledge hours and cooling rule; its stock never goes below the results given.
 */
export class RecipeWriter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly rows: SynthesisRepository,
    private readonly ports: Pick<SynthesisPorts, 'collectionBriefs'>,
    private readonly clock: Clock,
  ) {}

  async list(
    tenantId: number,
    q: { state?: RecipeState | undefined; limit: number; before?: number | undefined },
    lang: Language,
  ): Promise<CallData<typeof consoleListRecipes>> {
    const now = this.clock();
    // Few recipes per tenant: a state filter reads on until the page is full.
    const items: RecipeRow[] = [];
    let before = q.before;
    let more = false;
    for (;;) {
      const rows = await this.rows.consolePage(tenantId, q.limit + 1, before);
      for (const r of rows) {
        if (q.state && recipeState(r, now) !== q.state) continue;
        if (items.length === q.limit) {
          more = true;
          break;
        }
        items.push(r);
      }
      if (more || rows.length <= q.limit) break;
      before = rows.at(-1)!.id;
    }
    return { items: await this.views(tenantId, items, lang), nextBefore: more ? items.at(-1)!.id : null, serverTime: now };
  }

  private async views(tenantId: number, list: RecipeRow[], lang: Language): Promise<ConsoleRecipe[]> {
    const ids = list.map((r) => r.id);
    const fragments = await this.rows.fragmentsOf(tenantId, ids);
    const counts = await this.rows.countsOf(tenantId, ids);
    const briefs = await this.ports.collectionBriefs(
      tenantId,
      [...list.map((r) => r.result_collection_id), ...fragments.map((f) => f.collection_id)],
      lang,
    );
    const now = this.clock();
    return list.map((r) => ({
      id: r.id,
      names: parse<LocalizedText>(r.name, {}),
      descriptions: parse<LocalizedText>(r.description, {}),
      coverUrl: r.cover_url || null,
      resultCollectionId: r.result_collection_id,
      resultName: briefs.get(r.result_collection_id)?.name ?? '',
      fragments: fragments
        .filter((f) => f.recipe_id === r.id)
        .map((f) => ({ collectionId: f.collection_id, name: briefs.get(f.collection_id)?.name ?? '', count: f.count })),
      mode: r.mode,
      pledgeHours: r.pledge_hours,
      ignoreCooling: r.ignore_cooling === 1,
      startsAt: Number(r.starts_at),
      endsAt: Number(r.ends_at),
      stockTotal: r.stock,
      stockLeft: Math.max(0, r.stock - r.used),
      perUserLimit: r.per_user_limit,
      state: recipeState(r, now),
      withdrawnAt: r.withdrawn_at === null ? null : Number(r.withdrawn_at),
      syntheses: counts.get(r.id)?.all ?? 0,
      pledgesRunning: counts.get(r.id)?.ing ?? 0,
      createdAt: Number(r.created_at),
      updatedAt: Number(r.updated_at),
    }));
  }

  /** Creates or changes a recipe of this tenant; audited in the same transaction. */
  async save(
    tenantId: number,
    body: RecipeSaveBody,
    audit: AuditRecorder | null = null,
  ): Promise<{ id: number; created: boolean }> {
    const now = this.clock();
    const ids = [body.resultCollectionId, ...body.fragments.map((f) => f.collectionId)];
    const briefs = await this.ports.collectionBriefs(tenantId, ids, 'en');
    if (ids.some((id) => !briefs.has(id))) throw notFound();
    if (body.stock > briefs.get(body.resultCollectionId)!.totalSupply) throw new AppError(ErrorCode.RECIPE_STOCK_OVER_SUPPLY);
    const pledgeHours = body.mode === 'pledge' ? (body.pledgeHours ?? 0) : 0;
    const ignoreCooling = body.ignoreCooling ? 1 : 0;
    const values = {
      name: JSON.stringify(cleanText(body.name)),
      description: JSON.stringify(cleanText(body.description ?? {})),
      cover_url: body.coverUrl ?? '',
      result_collection_id: body.resultCollectionId,
      mode: body.mode,
      pledge_hours: pledgeHours,
      ignore_cooling: ignoreCooling,
      starts_at: body.startsAt,
      ends_at: body.endsAt,
      stock: body.stock,
      per_user_limit: body.perUserLimit,
      updated_at: now,
    };
    return this.db.transaction().execute(async (trx) => {
      if (body.id === undefined) {
        const id = await this.rows.insertRecipe(trx, { tenant_id: tenantId, ...values, created_at: now });
        await this.rows.replaceFragments(trx, tenantId, id, body.fragments);
        await audit?.(trx, {
          action: 'synthesis.recipe.create',
          targetType: 'recipe',
          targetId: String(id),
          before: null,
          after: body,
        });
        return { id, created: true };
      }
      const before = await this.rows.recipe(tenantId, body.id, trx);
      if (!before) throw notFound();
      if (before.withdrawn_at !== null) throw new AppError(ErrorCode.RECIPE_WITHDRAWN);
      const used = before.used;
      if (used > 0) {
        const frags = await this.rows.fragmentsOf(tenantId, [before.id], trx);
        const same = {
          resultCollectionId: before.result_collection_id === body.resultCollectionId,
          fragments:
            frags.length === body.fragments.length &&
            body.fragments.every((f) => frags.some((g) => g.collection_id === f.collectionId && g.count === f.count)),
          mode: before.mode === body.mode,
          pledgeHours: before.pledge_hours === pledgeHours,
          ignoreCooling: before.ignore_cooling === ignoreCooling,
        };
        const fields = LOCKED.filter((k) => !same[k]);
        if (fields.length > 0) throw new AppError(ErrorCode.RECIPE_LOCKED, {}, { fields });
        if (body.stock < used) throw new AppError(ErrorCode.RECIPE_STOCK_BELOW_USED, {}, { used });
      }
      await this.rows.updateRecipe(trx, tenantId, before.id, values);
      await this.rows.replaceFragments(trx, tenantId, before.id, body.fragments);
      await audit?.(trx, {
        action: 'synthesis.recipe.update',
        targetType: 'recipe',
        targetId: String(before.id),
        before: { ...before, name: parse(before.name, {}), description: parse(before.description, {}) },
        after: body,
      });
      return { id: before.id, created: false };
    });
  }
}

/** Drops empty languages. */
function cleanText(t: Partial<Record<string, string>>): LocalizedText {
  return Object.fromEntries(Object.entries(t).filter(([, v]) => v)) as LocalizedText;
}
