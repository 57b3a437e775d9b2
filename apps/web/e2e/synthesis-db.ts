import { createHash, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { inject } from 'vitest';

// The synthesis e2e's access to the e2e server's SQLite database (WAL: safe beside the running server):
// a session for the seeded fragment owner, and what their items are now.

function open() {
  const db = new Database(inject('e2eDb'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** A live session for the seeded user with this phone on the tenant; returns the token the app would hold. */
export function sessionForPhone(code: string, phone: string): { token: string; userId: number } {
  const db = open();
  try {
    const tid = (db.prepare('SELECT id FROM tenants WHERE code = ?').get(code) as { id: number }).id;
    const user = db.prepare('SELECT id FROM users WHERE tenant_id = ? AND phone = ?').get(tid, phone) as
      { id: number } | undefined;
    if (!user) throw new Error(`no seeded user ${phone} on ${code}`);
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    const now = Date.now();
    db.prepare(
      'INSERT INTO sessions (token_hash, tenant_id, user_id, created_at, expires_at, renewed_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?, NULL)',
    ).run(hash, tid, user.id, now, now + 7 * 24 * 3600 * 1000, now);
    return { token, userId: user.id };
  } finally {
    db.close();
  }
}

/** The status of each of these items (card_nfts), by id. */
export function itemStatuses(ids: readonly number[]): Record<number, string> {
  const db = open();
  try {
    const out: Record<number, string> = {};
    for (const id of ids) {
      const row = db.prepare('SELECT status FROM card_nfts WHERE id = ?').get(id) as { status: string } | undefined;
      if (row) out[id] = row.status;
    }
    return out;
  } finally {
    db.close();
  }
}
