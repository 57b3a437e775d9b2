import type { CallDefinition } from '@curio/contract';
import type { Db } from '../src/db/database';
import { body, call, tenantIdOf, type CallOptions, type TestApp } from './helpers';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface Card {
  id: number;
  name: string;
  price: number;
  totalSupply: number;
  remaining: number;
  saleState: 'upcoming' | 'on_sale' | 'sold_out' | 'ended';
  saleStart: number;
  saleEnd: number | null;
  creator: { id: number; name: string };
  seriesId?: number | null;
}

/** The envelope of a call (code, msg, data). */
export async function env<T>(t: TestApp, def: CallDefinition, o: CallOptions = {}) {
  return body<T>(await call(t.app, def, o));
}

/** The data of a call that must succeed. */
export async function data<T>(t: TestApp, def: CallDefinition, o: CallOptions = {}): Promise<T> {
  const res = await env<T>(t, def, o);
  if (res.code !== 0) throw new Error(`${def.operationId} answered ${res.code} ${res.msg}: ${JSON.stringify(res.data)}`);
  return res.data;
}

/** Every page of a list call, following nextCursor. */
export async function allPages<T>(t: TestApp, def: CallDefinition, o: CallOptions = {}, max = 100): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < max; i++) {
    const query: Record<string, string | number> = { ...(o.query ?? {}), ...(cursor ? { cursor } : {}) };
    const page: Page<T> = await data<Page<T>>(t, def, { ...o, query });
    out.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) return out;
  }
  throw new Error('too many pages');
}

/** The id of a catalogue row by its key on a tenant (by code). */
export async function idOf(
  db: Db,
  tenantCode: string,
  table: 'collections' | 'series' | 'blind_boxes' | 'creators' | 'notices',
  key: string,
): Promise<number> {
  const tenantId = await tenantIdOf(db, tenantCode);
  const row = await db.kysely
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.id;
}

export const CATALOGUE_TABLES = [
  'creators',
  'series',
  'collections',
  'blind_boxes',
  'blind_box_items',
  'notices',
  'home_banners',
  'home_sections',
  'search_hot_words',
  'catalogue_media',
  'files',
] as const;

/** Rows per catalogue table (and stored files), to show that something changed nothing. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of CATALOGUE_TABLES) {
    const r = await db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(r.n);
  }
  return out;
}
