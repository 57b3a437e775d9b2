import { createHash, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { inject } from 'vitest';

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
  const db = open();
  try {
    const now = Date.now();
    const t = db
      .prepare(
        `INSERT INTO tenants (code, platform_name, app_id, component_app_id, img_url, enable, default_language, languages, time_zone, settings, created_at, updated_at)
         VALUES (?, 'Under Works', ?, '', '', 1, 'en', '["en"]', 'Asia/Shanghai', '{"maintenance":true}', ?, ?) RETURNING id`,
      )
      .get(host, host, now, now) as { id: number };
    db.prepare('INSERT INTO tenant_domains (host, tenant_id) VALUES (?, ?)').run(host, t.id);
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
