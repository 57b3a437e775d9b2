import {
  ErrorCode,
  localize,
  type ErrorCodeValue,
  type CallData,
  type FragmentBlock,
  type getRecipe,
  type Language,
  type listMyFragments,
  type listRecipes,
  type listSyntheses,
  type LocalizedText,
  type RecipeCard,
  type RecipeState,
  type SynthesisRecord,
} from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { RecipeFragmentRow, RecipeRow, SynthesisInputRow, SynthesisRepository, SynthesisRow } from './synthesis.repository';
import type { TenantContext } from '../../http/request-context';

/** What a recipe shows of a collection (the catalogue answers). */
export interface SynthesisCollectionBrief {
  name: string;
  coverUrl: string;
  totalSupply: number;
}

/** One of a user's items as synthesis sees it (the collectible module answers). */
export interface FragmentItem {
  id: number;
  collectionId: number;
  serial: number;
  status: 'held' | 'frozen' | 'pledged' | 'on_consignment' | 'consumed';
  transferableAt: number;
  pledgeEndsAt: number | null;
}

/** One of a user's items as the collectible module stores it (its row; times may be read as text). */
export interface FragmentRow {
  id: number;
  collection_id: number;
  serial: number;
  status: FragmentItem['status'];
  transferable_at: number;
  pledge_ends_at: number | null;
}

/** An item's row as synthesis sees it. */
export const fragmentOf = (r: FragmentRow): FragmentItem => ({
  id: r.id,
  collectionId: r.collection_id,
  serial: r.serial,
  status: r.status,
  transferableAt: Number(r.transferable_at),
  pledgeEndsAt: r.pledge_ends_at === null ? null : Number(r.pledge_ends_at),
});

/** What the synthesis module reads of its neighbours; wiring/synthesis.ports.ts supplies them. */
export interface SynthesisPorts {
  /** The catalogue: name, cover and supply of collections. */
  collectionBriefs(tenantId: number, ids: number[], lang: Language): Promise<Map<number, SynthesisCollectionBrief>>;
  /** The collectible module: the user's items (not burned) of the given collections. */
  myItems(tenantId: number, userId: number, collectionIds: number[]): Promise<FragmentRow[]>;
  /** The collectible module: the user's items of one collection, lowest serial first, after a serial. */
  myItemsOf(tenantId: number, userId: number, collectionId: number, limit: number, afterSerial?: number): Promise<FragmentRow[]>;
  /** The identity module: null when the user may receive a collectible (real name, chain accounts), else the refusal's code. */
  standing(tenant: TenantContext, userId: number): Promise<number | null>;
}

const parse = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

/** A recipe's state at `now` (a withdrawn recipe is ended). */
export function recipeState(r: RecipeRow, now: number): RecipeState {
  if (r.withdrawn_at !== null) return 'ended';
  if (now < Number(r.starts_at)) return 'upcoming';
  if (now >= Number(r.ends_at)) return 'ended';
  return 'open';
}

/** Why a recipe cannot be synthesized at `now` (before looking at the user), or null. */
export function recipeRefusal(r: RecipeRow, now: number): ErrorCodeValue | null {
  if (r.withdrawn_at !== null) return ErrorCode.ACTIVITY_NOT_FOUND;
  if (now < Number(r.starts_at)) return ErrorCode.RECIPE_NOT_STARTED;
  if (now >= Number(r.ends_at)) return ErrorCode.RECIPE_ENDED;
  return null;
}

/** Why an item cannot go into a synthesis now (null: it can); `until` when the block ends. */
export function fragmentBlock(
  item: FragmentItem,
  now: number,
  ignoreCooling: boolean,
): { block: FragmentBlock; until: number | null } | null {
  switch (item.status) {
    case 'pledged':
      return { block: 'pledged', until: item.pledgeEndsAt };
    case 'on_consignment':
      return { block: 'listed', until: null };
    case 'frozen':
    case 'consumed':
      return { block: 'frozen', until: null };
    case 'held':
      break;
  }
  if (!ignoreCooling && item.transferableAt > now) return { block: 'cooling', until: item.transferableAt };
  return null;
}

/** The refusal a synthesis answers for a blocked item. */
export function blockCode(block: FragmentBlock): ErrorCodeValue {
  switch (block) {
    case 'pledged':
      return ErrorCode.PLEDGED;
    case 'listed':
      return ErrorCode.ON_CONSIGNMENT;
    case 'frozen':
      return ErrorCode.TRANSFER_PENDING;
    case 'cooling':
      return ErrorCode.COOLING_PERIOD;
  }
}

function keysetCursor(cursor: string | undefined): { state: RecipeState; key: number; id: number } | undefined {
  if (cursor === undefined) return undefined;
  const [s, k, i] = cursor.split('.');
  const state = ({ o: 'open', u: 'upcoming', e: 'ended' } as const)[s as 'o' | 'u' | 'e'];
  const key = Number(k);
  const id = Number(i);
  if (!state || !Number.isInteger(key) || !Number.isInteger(id) || key < 0 || id < 0)
    throw new AppError(ErrorCode.VALIDATION_FAILED);
  return { state, key, id };
}

function idCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const n = Number(cursor);
  if (!Number.isInteger(n) || n < 1) throw new AppError(ErrorCode.VALIDATION_FAILED);
  return n;
}

const STATE_ORDER: readonly RecipeState[] = ['open', 'upcoming', 'ended'];

/** A recipe with its fragments, as the flows read it. */
export interface RecipeWithFragments {
  recipe: RecipeRow;
  fragments: RecipeFragmentRow[];
}

/**
 * Synthesis as users see it (issue 18, decision 041): recipes (their window, stock and fragments), what a
 * user holds of each fragment and may use, and their synthesis records. Synthesizing, releasing pledges
 * and withdrawing a recipe are flows (src/flows/synthesize.ts, src/flows/release-pledges.ts) that run the
 * steps below in their transactions.
 */
export class SynthesisService {
  constructor(
    private readonly rows: SynthesisRepository,
    private readonly ports: SynthesisPorts,
    private readonly clock: Clock,
  ) {}

  // ── Views ──────────────────────────────────────────────────────────────────────────────────────────

  private async cards(tenantId: number, list: RecipeRow[], lang: Language) {
    const fragments = await this.rows.fragmentsOf(
      tenantId,
      list.map((r) => r.id),
    );
    const briefs = await this.ports.collectionBriefs(
      tenantId,
      [...list.map((r) => r.result_collection_id), ...fragments.map((f) => f.collection_id)],
      lang,
    );
    const now = this.clock();
    return list.map((r): RecipeCard => {
      const result = briefs.get(r.result_collection_id);
      return {
        id: r.id,
        name: localize(parse<LocalizedText>(r.name, {}), lang) || (result?.name ?? ''),
        coverUrl: r.cover_url || (result?.coverUrl ?? ''),
        result: { id: r.result_collection_id, name: result?.name ?? '', coverUrl: result?.coverUrl ?? '' },
        mode: r.mode,
        pledgeHours: r.mode === 'pledge' ? r.pledge_hours : 0,
        startsAt: Number(r.starts_at),
        endsAt: Number(r.ends_at),
        state: recipeState(r, now),
        stockTotal: r.stock,
        stockLeft: Math.max(0, r.stock - r.used),
        perUserLimit: r.per_user_limit,
        fragments: fragments
          .filter((f) => f.recipe_id === r.id)
          .map((f) => {
            const b = briefs.get(f.collection_id);
            return { collectionId: f.collection_id, name: b?.name ?? '', coverUrl: b?.coverUrl ?? '', count: f.count };
          }),
      };
    });
  }

  /** Recipes of a state, or open, then upcoming, then ended; withdrawn ones are not listed. */
  async list(
    tenantId: number,
    q: { state?: RecipeState | undefined; cursor?: string | undefined; pageSize: number },
    lang: Language,
  ): Promise<CallData<typeof listRecipes>> {
    const now = this.clock();
    const after = keysetCursor(q.cursor);
    const states = q.state ? [q.state] : STATE_ORDER.slice(after ? STATE_ORDER.indexOf(after.state) : 0);
    if (q.state && after && after.state !== q.state) throw new AppError(ErrorCode.VALIDATION_FAILED);
    const found: { row: RecipeRow; state: RecipeState }[] = [];
    for (const state of states) {
      const need = q.pageSize + 1 - found.length;
      if (need <= 0) break;
      const rows = await this.rows.publicPage(tenantId, state, now, need, after?.state === state ? after : undefined);
      found.push(...rows.map((row) => ({ row, state })));
    }
    const page = found.slice(0, q.pageSize);
    const last = page.at(-1);
    const keyOf = (f: { row: RecipeRow; state: RecipeState }) =>
      f.state === 'upcoming' ? Number(f.row.starts_at) : Number(f.row.ends_at);
    return {
      items: await this.cards(
        tenantId,
        page.map((f) => f.row),
        lang,
      ),
      nextCursor: found.length > q.pageSize && last ? `${last.state[0]}.${keyOf(last)}.${last.row.id}` : null,
      serverTime: now,
    };
  }

  /** A recipe with what the user holds of each fragment and whether they can synthesize now. */
  async detail(tenant: TenantContext, userId: number, id: number, lang: Language): Promise<CallData<typeof getRecipe>> {
    const r = await this.rows.recipe(tenant.id, id);
    if (!r) throw new AppError(ErrorCode.ACTIVITY_NOT_FOUND);
    const [card] = await this.cards(tenant.id, [r], lang);
    const now = this.clock();
    const ignoreCooling = r.ignore_cooling === 1;
    const items = (
      await this.ports.myItems(
        tenant.id,
        userId,
        card!.fragments.map((f) => f.collectionId),
      )
    ).map(fragmentOf);
    const fragments = card!.fragments.map((f) => {
      const mine = items.filter((i) => i.collectionId === f.collectionId);
      return { ...f, held: mine.length, owned: mine.filter((i) => fragmentBlock(i, now, ignoreCooling) === null).length };
    });
    const usedByMe = await this.rows.countOf(tenant.id, r.id, userId);
    const reason =
      recipeRefusal(r, now) ??
      (await this.ports.standing(tenant, userId)) ??
      (usedByMe >= r.per_user_limit ? ErrorCode.SYNTHESIS_LIMIT_REACHED : null) ??
      (r.used >= r.stock ? ErrorCode.CLAIMS_EXHAUSTED : null) ??
      (fragments.some((f) => f.owned < f.count) ? ErrorCode.INSUFFICIENT_MATERIALS : null);
    return {
      ...card!,
      description: localize(parse<LocalizedText>(r.description, {}), lang),
      fragments,
      ignoreCooling,
      usedByMe,
      canSynthesize: reason === null,
      reason,
      withdrawn: r.withdrawn_at !== null,
      serverTime: now,
    };
  }

  /** The user's items of one fragment collection of a recipe, each with whether it can be used. */
  async fragments(
    tenantId: number,
    userId: number,
    q: { recipeId: number; collectionId: number; cursor?: string | undefined; pageSize: number },
  ): Promise<CallData<typeof listMyFragments>> {
    const r = await this.rows.recipe(tenantId, q.recipeId);
    if (!r) throw new AppError(ErrorCode.ACTIVITY_NOT_FOUND);
    const frags = await this.rows.fragmentsOf(tenantId, [r.id]);
    if (!frags.some((f) => f.collection_id === q.collectionId)) throw notFound();
    const after = idCursor(q.cursor);
    const rows = (await this.ports.myItemsOf(tenantId, userId, q.collectionId, q.pageSize + 1, after)).map(fragmentOf);
    const brief = (await this.ports.collectionBriefs(tenantId, [q.collectionId], 'en')).get(q.collectionId);
    const now = this.clock();
    const page = rows.slice(0, q.pageSize);
    return {
      items: page.map((i) => {
        const b = fragmentBlock(i, now, r.ignore_cooling === 1);
        return {
          cardNftId: i.id,
          collectionId: i.collectionId,
          serial: i.serial,
          totalSupply: brief?.totalSupply ?? 0,
          status: i.status,
          usable: b === null,
          blockedBy: b?.block ?? null,
          blockedUntil: b?.until ?? null,
        };
      }),
      nextCursor: rows.length > q.pageSize && page.length > 0 ? String(page.at(-1)!.serial) : null,
      serverTime: now,
    };
  }

  /** Records as the user sees them. */
  async views(tenantId: number, list: SynthesisRow[], lang: Language, db?: Kysely<Database>): Promise<SynthesisRecord[]> {
    if (list.length === 0) return [];
    const recipes = new Map(
      (
        await this.rows.recipesByIds(
          tenantId,
          list.map((s) => s.recipe_id),
        )
      ).map((r) => [r.id, r]),
    );
    const inputs = await this.rows.inputsOf(
      tenantId,
      list.map((s) => s.id),
      db,
    );
    const briefs = await this.ports.collectionBriefs(
      tenantId,
      [...list.map((s) => s.result_collection_id), ...inputs.map((i) => i.collection_id)],
      lang,
    );
    return list.map((s) => {
      const r = recipes.get(s.recipe_id);
      const result = briefs.get(s.result_collection_id);
      return {
        id: s.id,
        recipe: {
          id: s.recipe_id,
          name: (r ? localize(parse<LocalizedText>(r.name, {}), lang) : '') || (result?.name ?? ''),
          coverUrl: r?.cover_url || (result?.coverUrl ?? ''),
          mode: s.mode,
        },
        status: s.status,
        result: {
          cardNftId: s.result_card_nft_id,
          collectionId: s.result_collection_id,
          name: result?.name ?? '',
          coverUrl: result?.coverUrl ?? '',
          serial: s.result_serial,
          totalSupply: result?.totalSupply ?? 0,
        },
        inputs: inputs
          .filter((i) => i.synthesis_id === s.id)
          .map((i: SynthesisInputRow) => {
            const b = briefs.get(i.collection_id);
            return {
              cardNftId: i.card_nft_id,
              collectionId: i.collection_id,
              name: b?.name ?? '',
              coverUrl: b?.coverUrl ?? '',
              serial: i.serial,
              state: i.state,
            };
          }),
        createdAt: Number(s.created_at),
        pledgeEndsAt: s.pledge_ends_at === null ? null : Number(s.pledge_ends_at),
        endedAt: s.ended_at === null ? null : Number(s.ended_at),
      };
    });
  }

  /** The user's records, newest first. */
  async records(
    tenantId: number,
    userId: number,
    q: { status?: SynthesisRow['status'] | undefined; cursor?: string | undefined; pageSize: number },
    lang: Language,
  ): Promise<CallData<typeof listSyntheses>> {
    const rows = await this.rows.userPage(tenantId, userId, q.status, q.pageSize + 1, idCursor(q.cursor));
    const page = rows.slice(0, q.pageSize);
    return {
      items: await this.views(tenantId, page, lang),
      nextCursor: rows.length > q.pageSize && page.length > 0 ? String(page.at(-1)!.id) : null,
      serverTime: this.clock(),
    };
  }

  /** An item's synthesis history (the provenance timeline's pledged and returned events). */
  historyOfItem(tenantId: number, cardNftId: number) {
    return this.rows.inputsOfItem(tenantId, cardNftId);
  }

  /** An item's pledges, oldest first (the provenance timeline's pledged and returned events, decision 041). */
  async pledgesOfItem(
    tenantId: number,
    cardNftId: number,
  ): Promise<{ synthesisId: number; at: number; until: number; returnedAt: number | null; cancelled: boolean }[]> {
    return (await this.historyOfItem(tenantId, cardNftId))
      .filter((h) => h.mode === 'pledge')
      .map((h) => ({
        synthesisId: h.synthesis_id,
        at: Number(h.created_at),
        until: Number(h.pledge_ends_at ?? h.created_at),
        returnedAt: h.returned_at === null ? null : Number(h.returned_at),
        cancelled: h.status === 'cancel',
      }));
  }

  // ── Steps of the flows ───────────────────────────────────────────────────────────────────────────────

  /** The recipe with its fragments; unknown: 5000030. */
  async forSynthesis(tenantId: number, id: number): Promise<RecipeWithFragments> {
    const recipe = await this.rows.recipe(tenantId, id);
    if (!recipe) throw new AppError(ErrorCode.ACTIVITY_NOT_FOUND);
    return { recipe, fragments: await this.rows.fragmentsOf(tenantId, [id]) };
  }

  /** The user's syntheses with the recipe (read in the caller's transaction when given). */
  usedBy(tenantId: number, recipeId: number, userId: number, db?: Kysely<Database>): Promise<number> {
    return this.rows.countOf(tenantId, recipeId, userId, db);
  }

  /** Step: one result of the recipe's stock (false: none left, or the window closed meanwhile). */
  takeStock(trx: Kysely<Database>, tenantId: number, recipeId: number, now: number): Promise<boolean> {
    return this.rows.takeStock(trx, tenantId, recipeId, now);
  }

  /**
   * Step: records the synthesis (the user's n-th with the recipe: (recipe, user, n) is unique, so of two
   * racing for one allowance one fails with a unique violation and the flow tries again) and its inputs.
   */
  async record(
    trx: Kysely<Database>,
    s: {
      tenantId: number;
      recipe: RecipeRow;
      userId: number;
      n: number;
      result: { cardNftId: number; collectionId: number; serial: number };
      inputs: { cardNftId: number; collectionId: number; serial: number }[];
      now: number;
    },
  ): Promise<SynthesisRow> {
    const pledge = s.recipe.mode === 'pledge';
    const row = await this.rows.insertSynthesis(trx, {
      tenant_id: s.tenantId,
      recipe_id: s.recipe.id,
      user_id: s.userId,
      n: s.n,
      status: pledge ? 'ing' : 'done',
      mode: s.recipe.mode,
      result_card_nft_id: s.result.cardNftId,
      result_collection_id: s.result.collectionId,
      result_serial: s.result.serial,
      pledge_ends_at: pledge ? s.now + s.recipe.pledge_hours * 3_600_000 : null,
      created_at: s.now,
      ended_at: pledge ? null : s.now,
    });
    await this.rows.insertInputs(
      trx,
      s.inputs.map((i) => ({
        tenant_id: s.tenantId,
        synthesis_id: row.id,
        card_nft_id: i.cardNftId,
        collection_id: i.collectionId,
        serial: i.serial,
        state: pledge ? ('pledged' as const) : ('burned' as const),
      })),
    );
    return row;
  }

  /** Running pledges due at `now`, every tenant. */
  dueIng(now: number, limit = 100): Promise<SynthesisRow[]> {
    return this.rows.dueIng(now, limit);
  }

  /** A recipe's running pledges (read in the caller's transaction when given). */
  ingOf(tenantId: number, recipeId: number, db?: Kysely<Database>): Promise<SynthesisRow[]> {
    return this.rows.ingOf(tenantId, recipeId, db);
  }

  /** Step: ends a running pledge once (false: another runner ended it). */
  endIng(trx: Kysely<Database>, tenantId: number, id: number, status: 'finish' | 'cancel', now: number): Promise<boolean> {
    return this.rows.endIng(trx, tenantId, id, status, now);
  }

  /** Step: the synthesis's pledged inputs (in the caller's transaction). */
  async pledgedInputs(trx: Kysely<Database>, tenantId: number, synthesisId: number): Promise<SynthesisInputRow[]> {
    return (await this.rows.inputsOf(tenantId, [synthesisId], trx)).filter((i) => i.state === 'pledged');
  }

  /** Step: the synthesis's pledged inputs are marked back. */
  markReturned(trx: Kysely<Database>, tenantId: number, synthesisId: number, now: number): Promise<void> {
    return this.rows.markReturned(trx, tenantId, synthesisId, now);
  }

  /** Step: the recipe is withdrawn (once; false when it was already). */
  withdraw(trx: Kysely<Database>, tenantId: number, recipeId: number, now: number): Promise<boolean> {
    return this.rows.withdraw(trx, tenantId, recipeId, now);
  }

  recipe(tenantId: number, id: number, db?: Kysely<Database>): Promise<RecipeRow | undefined> {
    return this.rows.recipe(tenantId, id, db);
  }
}
