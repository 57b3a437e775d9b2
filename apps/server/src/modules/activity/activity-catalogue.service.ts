import { ACTIVITY_PER_USER_MAX, type LocalizedText } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ActivityCatalogueRepository } from './activity-catalogue.repository';

// The catalogue file's casting activities (issue 18): the import step and the export the catalogue calls
// through ports (wiring/catalogue.ports.ts) (like the airdrops' writer, decision 027), in the catalogue's transaction. Rows
// are matched by key; the console's rules hold for a file too (decision 042): once someone has cast, the
// result, the qualifying collections and the mode stay and the stock never goes below the casts; a
// withdrawn activity does not change, and a file neither withdraws an activity nor brings one back.

/** A casting activity as a catalogue file gives it, its collections resolved to ids (the catalogue's CatalogueActivity). */
export interface ActivityFileEntry {
  key: string;
  kind: 'cast';
  name: LocalizedText;
  /** '' : the result's cover. */
  coverUrl: string;
  /** Sanitized HTML per language (the catalogue sanitizes it). */
  rules: LocalizedText;
  resultCollectionId: number;
  qualifying: { collectionId: number; count: number }[];
  mode: 'hold' | 'spend';
  coolingBlocks: boolean;
  startsAt: number;
  endsAt: number;
  stock: number;
  enabled: boolean;
  withdrawnAt: number | null;
}

export interface ActivityFileIssue {
  index: number;
  field: string;
  message: string;
}

const parse = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};
/** A localized text as stored: empty languages left out. */
const stored = (v: LocalizedText) =>
  JSON.stringify(Object.fromEntries(Object.entries(v).filter(([, s]) => typeof s === 'string' && s.trim() !== '')));
const counts = (v: { collectionId: number; count: number }[]) =>
  JSON.stringify(v.map((q) => ({ collectionId: q.collectionId, count: q.count })));

export class ActivityCatalogue {
  constructor(private readonly rows: ActivityCatalogueRepository) {}

  async exportEntries(db: Kysely<Database>, tenantId: number): Promise<ActivityFileEntry[]> {
    const rows = await this.rows.all(db, tenantId);
    return rows
      .filter((a) => a.result_collection_id !== null)
      .map((a) => ({
        key: a.key,
        kind: 'cast' as const,
        name: parse<LocalizedText>(a.name, {}),
        coverUrl: a.cover_url,
        rules: parse<LocalizedText>(a.rules, {}),
        resultCollectionId: a.result_collection_id!,
        qualifying: parse<{ collectionId: number; count: number }[]>(a.qualifying, []),
        mode: a.mode,
        coolingBlocks: a.cooling_blocks === 1,
        startsAt: Number(a.starts_at),
        endsAt: Number(a.ends_at),
        stock: a.stock,
        enabled: a.enabled === 1,
        withdrawnAt: a.withdrawn_at === null ? null : Number(a.withdrawn_at),
      }));
  }

  /** Upserts every entry by key in `trx`; answers the counts and the problems (the caller then rolls back). */
  async importEntries(
    trx: Kysely<Database>,
    tenantId: number,
    entries: ActivityFileEntry[],
    now: number,
  ): Promise<{ created: number; updated: number; issues: ActivityFileIssue[] }> {
    const out = { created: 0, updated: 0, issues: [] as ActivityFileIssue[] };
    const rows = await this.rows.all(trx, tenantId);
    const byKey = new Map(rows.map((r) => [r.key, r]));
    for (const [index, e] of entries.entries()) {
      const issue = (field: string, message: string) => out.issues.push({ index, field, message });
      const row = byKey.get(e.key);
      const values = {
        kind: e.kind,
        name: stored(e.name),
        cover_url: e.coverUrl,
        rules: stored(e.rules),
        result_collection_id: e.resultCollectionId,
        qualifying: counts(e.qualifying),
        mode: e.mode,
        cooling_blocks: e.coolingBlocks ? 1 : 0,
        starts_at: e.startsAt,
        ends_at: e.endsAt,
        stock: e.stock,
        enabled: e.enabled ? 1 : 0,
      };
      if (!row) {
        await this.rows.insert(trx, {
          tenant_id: tenantId,
          key: e.key,
          ...values,
          // Casts per user: each qualifying item once per holder is the bound (decision 062).
          per_user_limit: ACTIVITY_PER_USER_MAX,
          withdrawn_at: e.withdrawnAt,
          created_at: now,
          updated_at: now,
        });
        out.created++;
        continue;
      }
      const changed = {
        name: values.name !== stored(parse<LocalizedText>(row.name, {})),
        cover: values.cover_url !== row.cover_url,
        rules: values.rules !== stored(parse<LocalizedText>(row.rules, {})),
        result: values.result_collection_id !== row.result_collection_id,
        qualifying: values.qualifying !== counts(parse<{ collectionId: number; count: number }[]>(row.qualifying, [])),
        mode: values.mode !== row.mode,
        coolingBlocks: values.cooling_blocks !== row.cooling_blocks,
        window: values.starts_at !== Number(row.starts_at) || values.ends_at !== Number(row.ends_at),
        stock: values.stock !== row.stock,
        enabled: values.enabled !== row.enabled,
      };
      const any = Object.values(changed).some(Boolean);
      if (row.withdrawn_at !== null && e.withdrawnAt === null)
        issue('withdrawnAt', 'this activity was withdrawn: a file cannot bring it back');
      else if (row.withdrawn_at === null && e.withdrawnAt !== null)
        issue('withdrawnAt', 'withdraw an activity in the console, not from a file');
      else if (row.withdrawn_at !== null && any) issue('withdrawnAt', 'this activity was withdrawn and cannot change');
      if (row.cast_count > 0) {
        for (const k of (['result', 'qualifying', 'mode'] as const).filter((f) => changed[f]))
          issue(k, `${row.cast_count} holders have cast it: its ${k} cannot change`);
        if (e.stock < row.cast_count) issue('stock', `${row.cast_count} results were given already; the stock cannot be less`);
      }
      out.updated++;
      if (out.issues.length || !any) continue;
      await this.rows.update(trx, tenantId, row.id, { ...values, updated_at: now });
    }
    return out;
  }
}

/** The catalogue file's activity step (it keeps no state: every call runs in the caller's transaction). */
export function activityCatalogue(): ActivityCatalogue {
  return new ActivityCatalogue(new ActivityCatalogueRepository());
}
