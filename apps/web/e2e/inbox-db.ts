import Database from 'better-sqlite3';
import { inject } from 'vitest';

// The inbox e2e's reads of the e2e server's SQLite database (WAL: safe beside the running server).

function open() {
  const db = new Database(inject('e2eDb'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** The collectibles a user holds, newest first. */
export function heldItems(userId: number): { id: number; collection_id: number }[] {
  const db = open();
  try {
    return db
      .prepare(`SELECT id, collection_id FROM card_nfts WHERE user_id = ? AND status != 'consumed' ORDER BY id DESC`)
      .all(userId) as { id: number; collection_id: number }[];
  } finally {
    db.close();
  }
}

/** A user's inbox events of one kind. */
export function inboxEvents(userId: number, kind: string): { id: number; ref: string | null; card_nft_id: number | null }[] {
  const db = open();
  try {
    return db
      .prepare('SELECT id, ref, card_nft_id FROM inbox_events WHERE user_id = ? AND kind = ? ORDER BY id')
      .all(userId, kind) as {
      id: number;
      ref: string | null;
      card_nft_id: number | null;
    }[];
  } finally {
    db.close();
  }
}

/**
 * An inbox event as a flow writes it (the gift flow of issue 14 writes 'gifted' in its own branch; until
 * it is merged, the e2e puts one in for an item the user holds, with the params that flow sends).
 */
export function addInboxEvent(
  tenantId: number,
  userId: number,
  e: { kind: string; cardNftId: number | null; ref: string | null; params: Record<string, string | number> },
): void {
  const db = open();
  try {
    db.prepare(
      'INSERT INTO inbox_events (tenant_id, user_id, kind, card_nft_id, ref, params, read_at, created_at) VALUES (?, ?, ?, ?, ?, ?, NULL, ?)',
    ).run(tenantId, userId, e.kind, e.cardNftId, e.ref, JSON.stringify(e.params), Date.now());
  } finally {
    db.close();
  }
}
