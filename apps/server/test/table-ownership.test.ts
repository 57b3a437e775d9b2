import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KIND, type TestApp } from './helpers';
import { migrationTables, scanSource, scanTree, type TableUse } from './support/table-scan';

// Table ownership, checked (issue 30, decision 054). Every table belongs to one module (or one provider's
// sandbox, or the shared state): only files in its owner's folder run statements on it, except the named
// read models below. And every table that names a user (a user column, or `users` itself) is covered by a
// personal-data step (`app.personalData`), so the export and the deletion cannot forget it.

const SRC = join(import.meta.dirname, '../src');

/**
 * Each table's owner: a folder under src/. The migrations are numbered, not per module, so the owner is
 * written here; every table a migration creates must have one (a new table is given its owner here).
 */
const OWNERS: Record<string, string> = {
  // modules/tenant
  tenants: 'modules/tenant',
  tenant_domains: 'modules/tenant',
  tenant_themes: 'modules/tenant',
  tenant_menus: 'modules/tenant',
  tenant_phone_areas: 'modules/tenant',
  tenant_config_enable: 'modules/tenant',
  tenant_contents: 'modules/tenant',
  menu_link_misses: 'modules/tenant',
  categories: 'modules/category',
  short_links: 'modules/share-url',
  files: 'modules/file',
  // modules/identity
  users: 'modules/identity',
  sessions: 'modules/identity',
  sms_codes: 'modules/identity',
  real_name_attempts: 'modules/identity',
  chain_accounts: 'modules/identity',
  did_bindings: 'modules/identity',
  // The kernel's shared state (decision 052).
  shared_keys: 'shared-state',
  shared_counters: 'shared-state',
  // The providers' sandboxes keep their own books (they stand in for the outside services).
  sms_sandbox_outbox: 'providers/sms',
  pay_sandbox_payments: 'providers/pay',
  wallet_sandbox_accounts: 'providers/wallet',
  wallet_sandbox_cards: 'providers/wallet',
  wallet_sandbox_codes: 'providers/wallet',
  wallet_sandbox_movements: 'providers/wallet',
  wallet_sandbox_ledger: 'providers/wallet',
  chain_contracts: 'modules/chain',
  chain_jobs: 'modules/chain',
  // modules/catalogue
  creators: 'modules/catalogue',
  series: 'modules/catalogue',
  collections: 'modules/catalogue',
  blind_boxes: 'modules/catalogue',
  drop_stock_shards: 'modules/catalogue',
  blind_box_items: 'modules/catalogue',
  notices: 'modules/catalogue',
  home_banners: 'modules/catalogue',
  home_sections: 'modules/catalogue',
  home_tickers: 'modules/catalogue',
  search_hot_words: 'modules/catalogue',
  catalogue_media: 'modules/catalogue',
  // The sale (decision 013): orders, payments, collectibles.
  orders: 'modules/order',
  purchase_quotas: 'modules/order',
  serial_counters: 'modules/order',
  payments: 'modules/payment',
  payment_events: 'modules/payment',
  ledger_entries: 'modules/payment',
  refunds: 'modules/payment',
  creator_payouts: 'modules/payment', // created by migration 0033 (decision 065): payouts to creators
  payment_claims: 'modules/payment', // created by migration 0031 (decision 060): the order's one payment in flight
  wechat_openids: 'modules/payment', // created by migration 0027 (provider settings): the payer's openid
  card_nfts: 'modules/collectible',
  box_holdings: 'modules/collectible',
  box_seeds: 'modules/collectible',
  circulation_records: 'modules/transfer',
  send_records: 'modules/transfer',
  follows: 'modules/social',
  inbox_events: 'modules/inbox',
  airdrops: 'modules/airdrop',
  airdrop_claims: 'modules/airdrop',
  wallets: 'modules/wallet',
  wallet_cards: 'modules/wallet',
  wallet_notices: 'modules/wallet',
  listings: 'modules/market',
  favourites: 'modules/favourite',
  operators: 'modules/operator',
  operator_sessions: 'modules/operator',
  audit_log: 'modules/operator',
  console_drafts: 'modules/brand',
  preview_tokens: 'modules/brand',
  recipes: 'modules/synthesis',
  recipe_fragments: 'modules/synthesis',
  syntheses: 'modules/synthesis',
  synthesis_inputs: 'modules/synthesis',
  activities: 'modules/activity',
  cast_records: 'modules/activity',
  activity_item_uses: 'modules/activity',
  activity_quotas: 'modules/activity',
  activity_order_items: 'modules/activity',
  coupon_templates: 'modules/coupon',
  coupon_claims: 'modules/coupon',
  user_coupons: 'modules/coupon',
  redeem_batches: 'modules/coupon',
  redeem_codes: 'modules/coupon',
  addresses: 'modules/address',
  albums: 'modules/album',
  album_trends: 'modules/album',
  data_exports: 'modules/account-data',
  provider_settings: 'modules/provider-settings',
  provider_health: 'modules/provider-settings',
};

/** The read models: a file that reads (never writes) tables it does not own, and why. Keep it short. */
const READ_MODELS: readonly { file: string; tables: readonly string[]; why: string }[] = [
  {
    file: 'modules/brand/dashboard.repository.ts',
    tables: ['orders', 'users', 'collections', 'blind_boxes', 'ledger_entries'],
    why: "the console dashboard's figures (decisions 037, 065): counts and sums per day, the ledger's money, the drops on sale",
  },
  {
    file: 'start-checks.ts',
    tables: ['tenants', 'tenant_domains', 'operators', 'provider_settings'],
    why: "the production start check (decision 050): the deployment's check before serving, not a rule of any module",
  },
  {
    file: 'modules/payment/payment.personal-data.ts',
    tables: ['orders'],
    why: "the data export's payments (decision 054): a payment names its order, not its payer; found by the order's owner",
  },
  {
    file: 'modules/collectible/collectible.personal-data.ts',
    tables: ['collections'],
    why: "the data export's collectibles (decision 054): each item's collection name as stored",
  },
];

/** Statements whose table is a variable: the tables each file's variables may name. */
const DYNAMIC: Record<string, readonly string[]> = {
  'modules/brand/dashboard.repository.ts': ['orders', 'users', 'collections', 'blind_boxes'],
  'modules/catalogue/stock-shards.ts': ['collections', 'blind_boxes'],
  'modules/catalogue/admin/catalogue-admin.repository.ts': [
    'creators',
    'series',
    'collections',
    'blind_boxes',
    'notices',
    'home_banners',
    'home_sections',
  ],
};

const WRITES = new Set(['insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto']);

/** A column that names a user (or a user's phone): a table with one holds a user's data. */
const USER_COLUMN = /^(user_id|[a-z_]+_user_id|seller_id|buyer_id|follower_id|followee_id|inviter_id|phone)$/;

const known = new Set(Object.keys(OWNERS));
const skip = (rel: string) => rel.startsWith('db/migrations/');

/** The statements that break ownership: on a table outside its owner's folder, not a named read model. */
function ownershipFindings(uses: readonly TableUse[]): string[] {
  const out: string[] = [];
  for (const u of uses) {
    const where = `${u.file}:${u.line} (${u.via})`;
    const tables = u.table !== null ? [u.table] : DYNAMIC[u.file];
    if (!tables) {
      out.push(`${where}: a table named by a variable; list the tables it may be in DYNAMIC`);
      continue;
    }
    for (const table of tables) {
      const owner = OWNERS[table];
      if (!owner) continue; // not a table (a CTE, an alias) or kysely's own
      if (u.file.startsWith(owner + '/') || u.file === owner) continue;
      const model = READ_MODELS.find((m) => m.file === u.file && m.tables.includes(table));
      if (model && !WRITES.has(u.via)) continue;
      out.push(`${where}: ${model ? 'writes' : 'touches'} ${table}, owned by ${owner}`);
    }
  }
  return out;
}

describe('table ownership (decision 054)', () => {
  const tables = migrationTables(join(SRC, 'db/migrations'));
  const uses = scanTree(SRC, known, skip);

  it('gives every table the migrations create an owner, and names no other', () => {
    expect([...tables.keys()].filter((t) => !OWNERS[t]).map((t) => `${t} (${tables.get(t)})`)).toEqual([]);
    expect(Object.keys(OWNERS).filter((t) => !tables.has(t))).toEqual([]);
  });

  it('finds no statement on a table outside its owner, beyond the named read models', () => {
    expect(uses.length).toBeGreaterThan(300);
    expect(ownershipFindings(uses)).toEqual([]);
  });

  it('keeps the allow-lists honest: every read model and dynamic entry is still used', () => {
    const stale: string[] = [];
    for (const m of READ_MODELS) {
      for (const table of m.tables) {
        const used = uses.some(
          (u) => u.file === m.file && (u.table === table || (u.table === null && DYNAMIC[u.file]?.includes(table))),
        );
        if (!used) stale.push(`${m.file}: ${table}`);
      }
    }
    for (const file of Object.keys(DYNAMIC)) if (!uses.some((u) => u.file === file && u.table === null)) stale.push(file);
    expect(stale).toEqual([]);
  });

  it('bites: a foreign statement in a fixture is found, in Kysely, in a join and in raw SQL; a comment is not', () => {
    const fixture = [
      "// db.selectFrom('orders') in a comment is not a statement",
      'export async function reach(db, trx, sql) {',
      "  await db.selectFrom('orders as o').selectAll().execute();",
      "  await db.selectFrom('wallets').innerJoin('card_nfts', 'card_nfts.user_id', 'wallets.user_id').execute();",
      "  await trx.deleteFrom('inbox_events').execute();",
      '  await sql`update users set nickname = ${"x"} where id = 1`.execute(db);',
      "  const t = 'listings';",
      '  await db.selectFrom(t).selectAll().execute();',
      "  await sql.raw('delete from favourites').execute(db);",
      "  const label = 'select * from orders';", // a plain string is not SQL
      '}',
    ].join('\n');
    const found = ownershipFindings(scanSource('modules/wallet/reach.ts', fixture, known));
    expect(found).toEqual([
      'modules/wallet/reach.ts:3 (selectFrom): touches orders, owned by modules/order',
      'modules/wallet/reach.ts:4 (innerJoin): touches card_nfts, owned by modules/collectible',
      'modules/wallet/reach.ts:5 (deleteFrom): touches inbox_events, owned by modules/inbox',
      'modules/wallet/reach.ts:6 (sql): touches users, owned by modules/identity',
      'modules/wallet/reach.ts:8 (selectFrom): a table named by a variable; list the tables it may be in DYNAMIC',
      'modules/wallet/reach.ts:9 (sql): touches favourites, owned by modules/favourite',
    ]);
    // A read model may read, never write.
    const dash = "export const w = (db) => db.updateTable('orders').set({ status: 'x' }).execute();";
    expect(ownershipFindings(scanSource('modules/brand/dashboard.repository.ts', dash, known))).toEqual([
      'modules/brand/dashboard.repository.ts:1 (updateTable): writes orders, owned by modules/order',
    ]);
  });
});

describe(`personal data covers every table that names a user (${DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("covers each such table by one module's step, its own table (or its provider's sandbox)", async () => {
    const steps = t.app.personalData.steps();
    const coveredBy = new Map<string, string[]>();
    const foreign: string[] = [];
    for (const s of steps) {
      for (const table of [...s.tables, ...Object.keys(s.kept ?? {})]) {
        coveredBy.set(table, [...(coveredBy.get(table) ?? []), s.module]);
        const owner = OWNERS[table];
        if (owner !== `modules/${s.module}` && !owner?.startsWith('providers/')) foreign.push(`${s.module}: ${table} (${owner})`);
      }
    }
    expect(foreign).toEqual([]);
    expect([...coveredBy].filter(([, by]) => by.length > 1)).toEqual([]);

    const migrated = migrationTables(join(SRC, 'db/migrations'));
    const withUser = (await t.db.kysely.introspection.getTables())
      .filter((table) => migrated.has(table.name))
      .filter((table) => table.name === 'users' || table.columns.some((c) => USER_COLUMN.test(c.name)))
      .map((table) => table.name)
      .sort();
    expect(withUser.length).toBeGreaterThan(25);
    expect(withUser.filter((table) => !coveredBy.has(table))).toEqual([]);
  });
});
