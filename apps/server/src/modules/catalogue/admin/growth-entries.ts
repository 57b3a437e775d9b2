import type { LocalizedText } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

// The catalogue file's recipes and activities (issue 18): the catalogue checks them, resolves their
// references (collection keys → ids) and stores their covers; the synthesis and activities modules own
// the tables and write them through the steps below, supplied as ports by wiring/catalogue.ports.ts
// (decision 027's airdrops pattern: the catalogue module never imports those modules).

/** One problem with one entry of a step: its index in the list, the field, what is wrong. */
export interface EntryIssue {
  index: number;
  field: string;
  message: string;
}

/** A step writing a file's entries of one kind in the import's transaction, upserting by key. */
export type EntryImportStep<E> = (
  trx: Kysely<Database>,
  tenantId: number,
  entries: E[],
  now: number,
) => Promise<{ created: number; updated: number; issues: EntryIssue[] }>;

/** A step reading every entry of one kind of a tenant, for the export (in the caller's transaction). */
export type EntryExportStep<E> = (db: Kysely<Database>, tenantId: number) => Promise<E[]>;

/** A collection and how many of it (a recipe's fragment, an activity's qualifying collection). */
export interface CollectionCount {
  collectionId: number;
  count: number;
}

/** A synthesis recipe of a catalogue file, its references resolved. */
export interface CatalogueRecipe {
  key: string;
  name: LocalizedText;
  description: LocalizedText;
  /** '' : the result's cover. */
  coverUrl: string;
  resultCollectionId: number;
  fragments: CollectionCount[];
  mode: 'burn' | 'pledge';
  /** 0 for burn. */
  pledgeHours: number;
  ignoreCooling: boolean;
  startsAt: number;
  endsAt: number;
  stock: number;
  perUserLimit: number;
  /** Null: not withdrawn. An import keeps what the tenant has (it never withdraws nor brings back). */
  withdrawnAt: number | null;
}

/** A casting activity of a catalogue file, its references resolved. */
export interface CatalogueActivity {
  key: string;
  kind: 'cast';
  name: LocalizedText;
  /** '' : the result's cover. */
  coverUrl: string;
  /** HTML per language. */
  rules: LocalizedText;
  resultCollectionId: number;
  qualifying: CollectionCount[];
  mode: 'hold' | 'spend';
  coolingBlocks: boolean;
  startsAt: number;
  endsAt: number;
  stock: number;
  enabled: boolean;
  withdrawnAt: number | null;
}

/** The steps of the modules that own recipes and activities (absent: a file naming them is refused). */
export interface GrowthSteps {
  recipeImport?: EntryImportStep<CatalogueRecipe>;
  recipeExport?: EntryExportStep<CatalogueRecipe>;
  activityImport?: EntryImportStep<CatalogueActivity>;
  activityExport?: EntryExportStep<CatalogueActivity>;
}
