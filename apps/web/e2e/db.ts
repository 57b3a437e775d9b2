import { createHash, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { inject } from 'vitest';
import { insertHeldItem, insertListedItem, takeSerial } from '../../../scripts/held-items';

/**
 * Direct access to the e2e server's SQLite database (WAL: safe beside the running server), to set up
 * what the app has no screen for yet: a signed-in user, a tenant in maintenance.
 */
function open() {
  const db = new Database(inject('e2eDb'));
  db.pragma('busy_timeout = 5000');
  return db;
}

export function tenantId(code: string): number {
  const db = open();
  try {
    return (db.prepare('SELECT id FROM tenants WHERE code = ?').get(code) as { id: number }).id;
  } finally {
    db.close();
  }
}

let seq = 0;
/** A user on the tenant with a live session; returns the token the app would hold. */
export function createUserSession(code: string, phone = `139${String(Date.now()).slice(-4)}${String(++seq).padStart(4, '0')}`) {
  const db = open();
  try {
    const tid = tenantId(code);
    const now = Date.now();
    const invite = randomBytes(8)
      .toString('hex')
      .toUpperCase()
      .replace(/[01OIL]/g, 'X')
      .slice(0, 7);
    const user = db
      .prepare(
        `INSERT INTO users (tenant_id, area_code, phone, nickname, avatar_url, intro, invite_code, inviter_id, password_hash, created_at, updated_at)
         VALUES (?, '+86', ?, ?, '', '', ?, NULL, NULL, ?, ?) RETURNING id`,
      )
      .get(tid, phone, `Collector ${seq}`, invite, now, now) as { id: number };
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    db.prepare(
      'INSERT INTO sessions (token_hash, tenant_id, user_id, created_at, expires_at, renewed_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?, NULL)',
    ).run(hash, tid, user.id, now, now + 7 * 24 * 3600 * 1000, now);
    return { token, userId: user.id, phone };
  } finally {
    db.close();
  }
}

/** A new tenant on its own host whose operator has turned maintenance on. */
export function createMaintenanceTenant(host: string): void {
  createBareTenant(host, { maintenance: true }, 'Under Works');
}

/**
 * A tenant of its own for one test file (its row and its host, nothing more: no theme, tab bar or catalogue,
 * which the storefront then takes from its defaults), with `settings` as its brand settings. A file that
 * changes a tenant's settings uses one, so that a file running beside it (decision 058) never publishes the
 * shared demo tenants' brand over its change.
 */
export function createBareTenant(host: string, settings: Record<string, unknown>, name = host): void {
  const db = open();
  try {
    const now = Date.now();
    const t = db
      .prepare(
        `INSERT INTO tenants (code, platform_name, app_id, component_app_id, img_url, enable, default_language, languages, time_zone, settings, created_at, updated_at)
         VALUES (?, ?, ?, '', '', 1, 'en', '["en"]', 'Asia/Shanghai', ?, ?, ?) RETURNING id`,
      )
      .get(host, name, host, JSON.stringify(settings), now, now) as { id: number };
    db.prepare('INSERT INTO tenant_domains (host, tenant_id) VALUES (?, ?)').run(host, t.id);
  } finally {
    db.close();
  }
}

/**
 * An owner of the tenant for one test file: a new operator row with the seeded owner's password
 * ('curio-owner-demo', its argon2id hash copied) and no two-factor. A file that enrols an authenticator, or
 * signs in by password alone, uses one: the seeded owner is shared by every file running beside it.
 */
export function ownOwner(code: string, label: string): { email: string; password: string } {
  const db = open();
  try {
    const tid = tenantId(code);
    const email = `${label}-${randomBytes(4).toString('hex')}@${code}.local`;
    const now = Date.now();
    const copied = db
      .prepare(
        `INSERT INTO operators (tenant_id, scope, email, name, password_hash, role, created_at, updated_at)
         SELECT tenant_id, scope, ?, ?, password_hash, 'owner', ?, ? FROM operators
         WHERE tenant_id = ? AND email = ?`,
      )
      .run(email, label, now, now, tid, `owner@${code}.local`);
    if (copied.changes !== 1) throw new Error(`ownOwner: no seeded owner on ${code}`);
    return { email, password: 'curio-owner-demo' };
  } finally {
    db.close();
  }
}

/** A tab at the end of the tenant's tab bar (linkType 1) with the given English name and link, its icons the first tab's. */
export function addMenuTab(code: string, name: string, link: string): void {
  const db = open();
  try {
    const tid = tenantId(code);
    const first = db
      .prepare('SELECT icon, selected_icon FROM tenant_menus WHERE tenant_id = ? ORDER BY sort LIMIT 1')
      .get(tid) as {
      icon: string;
      selected_icon: string;
    };
    db.prepare(
      `INSERT INTO tenant_menus (tenant_id, sort, name, icon, selected_icon, link, link_type) VALUES (?, 99, ?, ?, ?, ?, 1)`,
    ).run(tid, JSON.stringify({ en: name, 'zh-CN': name, 'zh-TW': name }), first.icon, first.selected_icon, link);
  } finally {
    db.close();
  }
}

/** Demo catalogue ids of a tenant: a listed image collection on sale, the video and glb collections, a blind box. */
export function catalogueIds(code: string): { image: number; video: number; glb: number; blindBox: number } {
  const db = open();
  try {
    const tid = tenantId(code);
    const now = Date.now();
    const one = (sql: string, ...args: unknown[]) => (db.prepare(sql).get(tid, ...args) as { id: number } | undefined)?.id ?? 0;
    const onSale = `tenant_id = ? AND listed = 1 AND sale_start <= ${now} AND sold_count < total_supply AND (sale_end IS NULL OR sale_end > ${now})`;
    return {
      image: one(
        `SELECT id FROM collections WHERE ${onSale} AND media_kind = 'image' AND series_id IS NOT NULL ORDER BY rank DESC, id LIMIT 1`,
      ),
      video: one(`SELECT id FROM collections WHERE tenant_id = ? AND media_kind = 'video' ORDER BY id LIMIT 1`),
      glb: one(`SELECT id FROM collections WHERE tenant_id = ? AND media_kind = 'glb' ORDER BY id LIMIT 1`),
      blindBox: one(`SELECT id FROM blind_boxes WHERE tenant_id = ? AND listed = 1 ORDER BY rank DESC, id LIMIT 1`),
    };
  } finally {
    db.close();
  }
}

/** A drop that is on sale now on the tenant (started, not ended, stock left, priced), for the sale e2e. */
export function onSaleDrop(
  code: string,
  kind: 'collection' | 'blindBox',
  opts: { exclude?: number[]; minRemaining?: number } = {},
): { id: number; name: string; remaining: number } {
  const db = open();
  try {
    const table = kind === 'collection' ? 'collections' : 'blind_boxes';
    const now = Date.now();
    const rows = db
      .prepare(
        `SELECT id, name, total_supply - sold_count AS remaining FROM ${table}
         WHERE tenant_id = ? AND listed = 1 AND price > 0 AND sale_start <= ? AND (sale_end IS NULL OR sale_end > ?)
           AND total_supply - sold_count >= ? ORDER BY id`,
      )
      .all(tenantId(code), now, now + 600_000, opts.minRemaining ?? 5) as { id: number; name: string; remaining: number }[];
    const row = rows.find((r) => !(opts.exclude ?? []).includes(r.id));
    if (!row) throw new Error(`no ${kind} on sale on ${code}`);
    return { ...row, name: localName(row.name) };
  } finally {
    db.close();
  }
}

/** Catalogue names are stored per language (JSON); the first one is enough to find a card. */
function localName(stored: string): string {
  try {
    const parsed = JSON.parse(stored) as Record<string, string> | string;
    return typeof parsed === 'string' ? parsed : (Object.values(parsed)[0] ?? stored);
  } catch {
    return stored;
  }
}

/** Moves an unpaid order's deadline to `inMs` from now (the server's jobs close it within a second after). */
export function moveOrderDeadline(orderNo: string, inMs: number): void {
  const db = open();
  try {
    const changed = db
      .prepare(`UPDATE orders SET expires_at = ? WHERE order_no = ? AND status = 'pending_payment'`)
      .run(Date.now() + inMs, orderNo).changes;
    if (changed !== 1) throw new Error(`order ${orderNo} is not unpaid`);
  } finally {
    db.close();
  }
}

/** An order's state as the database has it. */
export function orderStatus(orderNo: string): string | undefined {
  const db = open();
  try {
    return (db.prepare('SELECT status FROM orders WHERE order_no = ?').get(orderNo) as { status: string } | undefined)?.status;
  } finally {
    db.close();
  }
}

/**
 * An item of the collection handed to the user as a paid purchase would: the collectible (out of its
 * cooling period), its mint in the chain outbox (the server's worker mints it) and its record in.
 */
export function grantItem(code: string, userId: number, collectionId: number): number {
  const d = open();
  try {
    const serial = 800_000 + Math.floor(Math.random() * 90_000);
    return insertHeldItem(d, { tenantId: tenantId(code), tenantCode: code, userId, collectionId, serial });
  } finally {
    d.close();
  }
}

/** A collection of the tenant given away free (issue price 0: an airdrop's, say) without a resale ceiling of its own. */
export function freeCollection(code: string): number {
  const d = open();
  try {
    const row = d
      .prepare('SELECT id FROM collections WHERE tenant_id = ? AND price = 0 AND resale_ceiling IS NULL ORDER BY id LIMIT 1')
      .get(tenantId(code)) as { id: number } | undefined;
    if (!row) throw new Error(`no free collection on ${code}`);
    return row.id;
  } finally {
    d.close();
  }
}

/**
 * An item of the collection handed to the user as a paid purchase is (issue 31, decision 062): one unit of
 * the collection's stock and the next serial within its supply, the collectible (out of its cooling
 * period), its mint in the chain outbox (the server's worker mints it) and its record in, a purchase.
 * Unlike `grantItem`, its number is a real one ("#3/2000", never past the supply).
 */
export function issueItem(code: string, userId: number, collectionId: number): number {
  const d = open();
  try {
    const tid = tenantId(code);
    // IMMEDIATE: a read-then-write transaction must not meet the server's commit in between (decision 078).
    return d
      .transaction(() =>
        insertHeldItem(d, { tenantId: tid, tenantCode: code, userId, collectionId, serial: takeSerial(d, tid, collectionId) }),
      )
      .immediate();
  } finally {
    d.close();
  }
}

/**
 * An on-sale listing of the user (the resale market, decision 033): one unit of a priced collection's stock and
 * the next serial within its supply, the collectible on consignment, and its listing at `price` (fen). For e2e
 * files that need a listing to act on (a take-down, a suspension), not the journey that makes one.
 */
export function listedItem(code: string, userId: number, price: number): { listingId: number; cardNftId: number } {
  const d = open();
  try {
    const tid = tenantId(code);
    // IMMEDIATE: a read-then-write transaction must not meet the server's commit in between (decision 078).
    return d
      .transaction(() => {
        const collection = d
          .prepare(
            'SELECT id, price FROM collections WHERE tenant_id = ? AND price > 0 AND sold_count < total_supply ORDER BY id LIMIT 1',
          )
          .get(tid) as { id: number; price: number };
        return insertListedItem(d, { tenantId: tid, userId, collection, price });
      })
      .immediate();
  } finally {
    d.close();
  }
}
