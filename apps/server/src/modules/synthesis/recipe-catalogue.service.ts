import type { LocalizedText } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { RecipeCatalogueRepository } from './recipe-catalogue.repository';

// The catalogue file's recipes (issue 18): the import step and the export the catalogue calls through
// ports (wiring/catalogue.ports.ts) (like the airdrops' writer, decision 027), in the catalogue's transaction. Rows are
// matched by key; the console's rules hold for a file too (decision 041): once syntheses were made with
// a recipe, its result, fragments, mode, pledge hours and cooling rule stay and its stock never goes
// below the results given; a withdrawn recipe does not change, and a file neither withdraws a recipe
// (the console does: running pledges end) nor brings one back.

/** A recipe as a catalogue file gives it, its collections resolved to ids (the catalogue's CatalogueRecipe). */
export interface RecipeFileEntry {
  key: string;
  name: LocalizedText;
  description: LocalizedText;
  /** '' : the result's cover. */
  coverUrl: string;
  resultCollectionId: number;
  fragments: { collectionId: number; count: number }[];
  mode: 'burn' | 'pledge';
  pledgeHours: number;
  ignoreCooling: boolean;
  startsAt: number;
  endsAt: number;
  stock: number;
  perUserLimit: number;
  withdrawnAt: number | null;
}

export interface RecipeFileIssue {
  index: number;
  field: string;
  message: string;
}

/** The key a recipe made in the console (no key yet) is exported with. */
const implicitKey = (id: number) => `recipe-${id}`;
const IMPLICIT = /^recipe-(\d+)$/;

const parse = (json: string): LocalizedText => {
  try {
    return JSON.parse(json) as LocalizedText;
  } catch {
    return {};
  }
};
/** A localized text as stored: languages in a stable order, empty ones left out. */
const stored = (v: LocalizedText) =>
  JSON.stringify(Object.fromEntries(Object.entries(v).filter(([, s]) => typeof s === 'string' && s.trim() !== '')));

export class RecipeCatalogue {
  constructor(private readonly rows: RecipeCatalogueRepository) {}

  async exportEntries(db: Kysely<Database>, tenantId: number): Promise<RecipeFileEntry[]> {
    const recipes = await this.rows.all(db, tenantId);
    const fragments = await this.rows.fragments(db, tenantId);
    return recipes.map((r) => ({
      key: r.key ?? implicitKey(r.id),
      name: parse(r.name),
      description: parse(r.description),
      coverUrl: r.cover_url,
      resultCollectionId: r.result_collection_id,
      fragments: fragments.filter((f) => f.recipe_id === r.id).map((f) => ({ collectionId: f.collection_id, count: f.count })),
      mode: r.mode,
      pledgeHours: r.pledge_hours,
      ignoreCooling: r.ignore_cooling === 1,
      startsAt: Number(r.starts_at),
      endsAt: Number(r.ends_at),
      stock: r.stock,
      perUserLimit: r.per_user_limit,
      withdrawnAt: r.withdrawn_at === null ? null : Number(r.withdrawn_at),
    }));
  }

  /** Upserts every entry by key in `trx`; answers the counts and the problems (the caller then rolls back). */
  async importEntries(
    trx: Kysely<Database>,
    tenantId: number,
    entries: RecipeFileEntry[],
    now: number,
  ): Promise<{ created: number; updated: number; issues: RecipeFileIssue[] }> {
    const out = { created: 0, updated: 0, issues: [] as RecipeFileIssue[] };
    const recipes = await this.rows.all(trx, tenantId);
    const fragments = await this.rows.fragments(trx, tenantId);
    const byKey = new Map(recipes.filter((r) => r.key !== null).map((r) => [r.key!, r]));
    const byId = new Map(recipes.map((r) => [r.id, r]));
    for (const [index, e] of entries.entries()) {
      const issue = (field: string, message: string) => out.issues.push({ index, field, message });
      const implicit = IMPLICIT.exec(e.key);
      const candidate = implicit ? byId.get(Number(implicit[1])) : undefined;
      const row = byKey.get(e.key) ?? (candidate && candidate.key === null ? candidate : undefined);
      const pledgeHours = e.mode === 'pledge' ? e.pledgeHours : 0;
      const values = {
        name: stored(e.name),
        description: stored(e.description),
        cover_url: e.coverUrl,
        result_collection_id: e.resultCollectionId,
        mode: e.mode,
        pledge_hours: pledgeHours,
        ignore_cooling: e.ignoreCooling ? 1 : 0,
        starts_at: e.startsAt,
        ends_at: e.endsAt,
        stock: e.stock,
        per_user_limit: e.perUserLimit,
      };
      if (!row) {
        const id = await this.rows.insert(trx, {
          tenant_id: tenantId,
          key: e.key,
          ...values,
          withdrawn_at: e.withdrawnAt,
          created_at: now,
          updated_at: now,
        });
        await this.rows.replaceFragments(trx, tenantId, id, e.fragments);
        out.created++;
        continue;
      }
      const had = fragments.filter((f) => f.recipe_id === row.id).map((f) => ({ collectionId: f.collection_id, count: f.count }));
      const sameFragments =
        had.length === e.fragments.length &&
        had.every((f, i) => f.collectionId === e.fragments[i]!.collectionId && f.count === e.fragments[i]!.count);
      const changed = {
        name: values.name !== stored(parse(row.name)),
        description: values.description !== stored(parse(row.description)),
        cover: values.cover_url !== row.cover_url,
        result: values.result_collection_id !== row.result_collection_id,
        fragments: !sameFragments,
        mode: values.mode !== row.mode,
        pledgeHours: values.pledge_hours !== row.pledge_hours,
        ignoreCooling: values.ignore_cooling !== row.ignore_cooling,
        window: values.starts_at !== Number(row.starts_at) || values.ends_at !== Number(row.ends_at),
        stock: values.stock !== row.stock,
        perUserLimit: values.per_user_limit !== row.per_user_limit,
      };
      const any = Object.values(changed).some(Boolean);
      if (row.withdrawn_at !== null && e.withdrawnAt === null)
        issue('withdrawnAt', 'this recipe was withdrawn: a file cannot bring it back');
      else if (row.withdrawn_at === null && e.withdrawnAt !== null)
        issue('withdrawnAt', 'withdraw a recipe in the console (its running pledges end), not from a file');
      else if (row.withdrawn_at !== null && any) issue('withdrawnAt', 'this recipe was withdrawn and cannot change');
      if (row.used > 0) {
        const locked = (['result', 'fragments', 'mode', 'pledgeHours', 'ignoreCooling'] as const).filter((k) => changed[k]);
        for (const k of locked) issue(k, `${row.used} syntheses were made with this recipe: its ${k} cannot change`);
        if (e.stock < row.used) issue('stock', `${row.used} results were given already; the stock cannot be less`);
      }
      out.updated++;
      // A console-made recipe named by its implicit key keeps no key (so a round trip changes nothing).
      const key = row.key === null && e.key === implicitKey(row.id) ? null : e.key;
      if (out.issues.length || (!any && key === row.key)) continue;
      await this.rows.update(trx, tenantId, row.id, { ...values, key, ...(any ? { updated_at: now } : {}) });
      if (!sameFragments) await this.rows.replaceFragments(trx, tenantId, row.id, e.fragments);
    }
    return out;
  }
}

/** The catalogue file's recipe step (it keeps no state: every call runs in the caller's transaction). */
export function recipeCatalogue(): RecipeCatalogue {
  return new RecipeCatalogue(new RecipeCatalogueRepository());
}
