// Collectibles written straight into a running server's SQLite file, as a paid purchase or a consignment leaves
// them: for the end-to-end tests (apps/web/e2e/db.ts) and the Lighthouse bench, which need a held item or an
// on-sale listing to open a page on, not the journey that makes one. One copy, used by both. The callers run
// these inside an IMMEDIATE transaction (decision 078): the server writes the same file meanwhile.
import type Database from 'better-sqlite3';

/** One unit of the collection's stock and its next serial within the supply (refused past it). */
export function takeSerial(db: Database.Database, tenantId: number, collectionId: number): number {
  const taken = db
    .prepare('UPDATE collections SET sold_count = sold_count + 1 WHERE tenant_id = ? AND id = ? AND sold_count < total_supply')
    .run(tenantId, collectionId).changes;
  if (taken !== 1) throw new Error(`collection ${collectionId} is all issued`);
  const { last_serial: serial } = db
    .prepare(
      `INSERT INTO serial_counters (tenant_id, collection_id, last_serial) VALUES (?, ?, 1)
       ON CONFLICT (tenant_id, collection_id) DO UPDATE SET last_serial = last_serial + 1 RETURNING last_serial`,
    )
    .get(tenantId, collectionId) as { last_serial: number };
  return serial;
}

export interface HeldItem {
  tenantId: number;
  /** The tenant's code (the mint's token URI names it). */
  tenantCode: string;
  userId: number;
  collectionId: number;
  serial: number;
}

/** The collection's token id of a serial (the chain module's: the collection in the high bits). */
const tokenIdOf = (collectionId: number, serial: number) => ((BigInt(collectionId) << 32n) + BigInt(serial)).toString();

/**
 * The collectible `serial`, held by the user as a paid purchase is (out of its cooling period), its mint in the
 * chain outbox (the server's worker mints it) and its record in. The user has a chain account. Returns its id.
 */
export function insertHeldItem(db: Database.Database, item: HeldItem): number {
  const { tenantId, userId, collectionId, serial } = item;
  const now = Date.now();
  const tokenId = tokenIdOf(collectionId, serial);
  const { address } = db
    .prepare('SELECT address FROM chain_accounts WHERE tenant_id = ? AND user_id = ?')
    .get(tenantId, userId) as {
    address: string;
  };
  const { chain_id } = db.prepare("SELECT chain_id FROM chain_jobs WHERE tenant_id = ? AND kind = 'deploy'").get(tenantId) as {
    chain_id: number;
  };
  const { id } = db
    .prepare(
      `INSERT INTO card_nfts (tenant_id, user_id, collection_id, serial, token_id, source, order_id, box_id, status, acquired_at, transferable_at)
       VALUES (?, ?, ?, ?, ?, 'purchase', NULL, NULL, 'held', ?, ?) RETURNING id`,
    )
    .get(tenantId, userId, collectionId, serial, tokenId, now - 86_400_000, now - 1000) as { id: number };
  const job = db
    .prepare(
      `INSERT INTO chain_jobs (tenant_id, chain_id, kind, dedupe_key, token_id, from_address, to_address, uri, status, attempts, next_attempt_at, created_at, updated_at)
       VALUES (?, ?, 'mint', ?, ?, NULL, ?, ?, 'pending', 0, ?, ?, ?) RETURNING id`,
    )
    .get(
      tenantId,
      chain_id,
      `mint:${tokenId}`,
      tokenId,
      address,
      `curio://${item.tenantCode}/${collectionId}/${serial}`,
      now,
      now,
      now,
    ) as {
    id: number;
  };
  db.prepare(
    `INSERT INTO circulation_records (tenant_id, user_id, card_nft_id, direction, business_type, sale_kind, counterparty_user_id, airdrop_id, chain_job_id, created_at, source)
     VALUES (?, ?, ?, 'in', 4, 1, NULL, NULL, ?, ?, 'purchase')`,
  ).run(tenantId, userId, id, job.id, now);
  return id;
}

/**
 * An on-sale listing of the user (the resale market, decision 033) at `price` (fen): one unit of the collection's
 * stock and its next serial, the collectible on consignment, its listing (5% fee, no royalty).
 */
export function insertListedItem(
  db: Database.Database,
  listing: { tenantId: number; userId: number; collection: { id: number; price: number }; price: number },
): { listingId: number; cardNftId: number } {
  const { tenantId, userId, collection, price } = listing;
  const now = Date.now();
  const serial = takeSerial(db, tenantId, collection.id);
  const item = db
    .prepare(
      `INSERT INTO card_nfts (tenant_id, user_id, collection_id, serial, token_id, source, order_id, box_id, status, acquired_at, transferable_at)
       VALUES (?, ?, ?, ?, ?, 'purchase', NULL, NULL, 'on_consignment', ?, ?) RETURNING id`,
    )
    .get(tenantId, userId, collection.id, serial, tokenIdOf(collection.id, serial), now - 86_400_000, now - 1000) as {
    id: number;
  };
  const { id } = db
    .prepare(
      `INSERT INTO listings (tenant_id, card_nft_id, collection_id, serial, seller_id, category_path, issue_price, price, deal_bp,
       fee_bp, royalty_bp, status, listed_at, updated_at)
       VALUES (?, ?, ?, ?, ?, '', ?, ?, ?, 500, 0, 'on_sale', ?, ?) RETURNING id`,
    )
    .get(
      tenantId,
      item.id,
      collection.id,
      serial,
      userId,
      collection.price,
      price,
      Math.floor((price * 10_000) / Math.max(1, collection.price)),
      now,
      now,
    ) as { id: number };
  return { listingId: id, cardNftId: item.id };
}
