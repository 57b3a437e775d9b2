import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  type CallData,
  type DrawProof,
  type getMyCollectible,
  type HeldBox,
  type HeldCollectible,
  type Language,
  type listMyCollectibles,
  type NftTarget,
  type openBox,
} from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { Keyring } from '../../secrets/keyring';
import type { CatalogueServices, DropStock } from '../catalogue/index';
import type { ChainService } from '../chain/index';
import type { TenantContext } from '../tenant/index';
import { pick, seedHash, ticketOf } from './fairness';
import type { Fulfilment, HandOverContext } from './fulfilment';
import type { BoxHoldingRow, CardNftRow, HoldingRepository } from './holding.repository';
import type { OrderRepository } from './order.repository';

/** The chain's name in the "info on chain" tab. */
export const CHAIN_NAME = 'Curio Chain (EVM)';

const seedContext = (tenantId: number, boxId: number) => `box_seeds:${tenantId}:${boxId}`;

function cursorNumbers(cursor: string | undefined, parts: number): number[] | undefined {
  if (cursor === undefined) return undefined;
  const nums = cursor.split('.').map(Number);
  if (nums.length !== parts || nums.some((n) => !Number.isInteger(n) || n < 0)) throw new AppError(ErrorCode.VALIDATION_FAILED);
  return nums;
}

/**
 * What buyers hold (decision 012): their collectibles grouped by collection, one item's detail with
 * its on-chain facts and records, their blind boxes, and opening a box — a provably fair draw whose
 * item is handed over and minted in the same transaction that uses the box up.
 */
export class HoldingService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly holdings: HoldingRepository,
    private readonly orders: OrderRepository,
    private readonly stock: DropStock,
    private readonly catalogue: () => CatalogueServices,
    private readonly chain: ChainService,
    private readonly fulfilment: Fulfilment,
    private readonly keyring: Keyring,
    private readonly clock: Clock,
  ) {}

  private async views(tenantId: number, rows: CardNftRow[], lang: Language): Promise<HeldCollectible[]> {
    const briefs = await this.stock.collectionBriefs(
      tenantId,
      rows.map((r) => r.collection_id),
      lang,
    );
    const minted = await this.chain.mintedOf(
      tenantId,
      rows.map((r) => r.token_id),
    );
    return rows.map((r) => {
      const b = briefs.get(r.collection_id);
      return {
        cardNftId: r.id,
        collectionId: r.collection_id,
        name: b?.name ?? '',
        coverUrl: b?.coverUrl ?? '',
        mediaKind: b?.mediaKind ?? 'image',
        serial: r.serial,
        totalSupply: b?.totalSupply ?? 0,
        status: r.status === 'held' && !minted.has(r.token_id) ? 'minting' : r.status,
        acquiredAt: Number(r.acquired_at),
        transferableAt: Number(r.transferable_at),
      };
    });
  }

  async groups(
    tenant: TenantContext,
    userId: number,
    q: { cursor?: string; pageSize: number },
    lang: Language,
  ): Promise<CallData<typeof listMyCollectibles>> {
    const after = cursorNumbers(q.cursor, 2);
    const rows = await this.holdings.groups(
      tenant.id,
      userId,
      q.pageSize + 1,
      after ? { at: after[0]!, collectionId: after[1]! } : undefined,
    );
    const page = rows.slice(0, q.pageSize);
    const ids = page.map((r) => r.collection_id);
    const briefs = await this.stock.collectionBriefs(tenant.id, ids, lang);
    const tokens = await this.holdings.tokensOf(tenant.id, userId, ids);
    const minted = await this.chain.mintedOf(
      tenant.id,
      tokens.map((t) => t.token_id),
    );
    const mintingBy = new Map<number, number>();
    for (const t of tokens)
      if (!minted.has(t.token_id)) mintingBy.set(t.collection_id, (mintingBy.get(t.collection_id) ?? 0) + 1);
    const last = page.at(-1);
    return {
      items: page.map((r) => {
        const b = briefs.get(r.collection_id);
        return {
          collection: {
            id: r.collection_id,
            name: b?.name ?? '',
            coverUrl: b?.coverUrl ?? '',
            mediaKind: b?.mediaKind ?? 'image',
            totalSupply: b?.totalSupply ?? 0,
          },
          count: Number(r.n),
          minting: mintingBy.get(r.collection_id) ?? 0,
          lastAcquiredAt: Number(r.last_at),
        };
      }),
      nextCursor: rows.length > q.pageSize && last ? `${Number(last.last_at)}.${last.collection_id}` : null,
    };
  }

  async items(
    tenant: TenantContext,
    userId: number,
    q: { collectionId: number; cursor?: string; pageSize: number },
    lang: Language,
  ): Promise<{ items: HeldCollectible[]; nextCursor: string | null }> {
    const after = cursorNumbers(q.cursor, 1);
    const rows = await this.holdings.items(tenant.id, userId, q.collectionId, q.pageSize + 1, after?.[0]);
    const page = rows.slice(0, q.pageSize);
    return {
      items: await this.views(tenant.id, page, lang),
      nextCursor: rows.length > q.pageSize ? String(page.at(-1)!.serial) : null,
    };
  }

  async nftTarget(tenant: TenantContext, userId: number, cardNftId: number): Promise<NftTarget> {
    const row = await this.holdings.collectible(tenant.id, userId, cardNftId);
    if (!row) throw notFound();
    return this.target(tenant, row);
  }

  private async target(tenant: TenantContext, row: CardNftRow): Promise<NftTarget> {
    const facts = await this.chain.tokenFacts(tenant.id, BigInt(row.token_id));
    const contract = facts?.contractAddress ?? (await this.chain.contractOf(tenant.id))?.address ?? null;
    return {
      cardNftId: row.id,
      chainName: CHAIN_NAME,
      standard: facts?.standard ?? 'ERC-721',
      contractAddress: contract,
      tokenId: row.token_id,
      ownerAddress: facts?.ownerAddress ?? null,
      hashAddress: facts?.mintTxHash ?? null,
      certifiedAt: facts?.certifiedAt ?? null,
      status: facts?.status ?? 'minting',
    };
  }

  async detail(
    tenant: TenantContext,
    userId: number,
    cardNftId: number,
    lang: Language,
  ): Promise<CallData<typeof getMyCollectible>> {
    const row = await this.holdings.collectible(tenant.id, userId, cardNftId);
    if (!row) throw notFound();
    const [view] = await this.views(tenant.id, [row], lang);
    const c = await this.catalogue().collections.detail(tenant.id, row.collection_id, lang);
    const order = row.order_id === null ? undefined : await this.orders.byId(tenant.id, row.order_id);
    const records = await this.chain.tokenRecords(tenant.id, BigInt(row.token_id));
    return {
      ...view!,
      description: c.description,
      media: c.media,
      creator: c.creator,
      privileges: c.privileges,
      copyright: c.copyright,
      orderNo: order?.order_no ?? null,
      chain: await this.target(tenant, row),
      txRecords: records,
      serverTime: this.clock(),
    };
  }

  /**
   * The seeds of the given boxes, each read once: the published hash always, the seed itself (hex) only
   * once the box's sale has ended (the same rule as `open`).
   */
  private async seedsOf(
    tenantId: number,
    boxes: ReadonlyMap<number, { saleEnd: number | null } | null | undefined>,
    now: number,
  ): Promise<Map<number, { hash: string; seed: string | null }>> {
    const rows = await this.holdings.seeds(tenantId, [...boxes.keys()]);
    const out = new Map<number, { hash: string; seed: string | null }>();
    for (const row of rows) {
      const saleEnd = boxes.get(row.blind_box_id)?.saleEnd ?? null;
      const revealed = saleEnd !== null && now >= saleEnd;
      out.set(row.blind_box_id, {
        hash: row.seed_hash,
        seed: revealed
          ? this.keyring.open('box-seed', row.seed_sealed, seedContext(tenantId, row.blind_box_id)).toString('hex')
          : null,
      });
    }
    return out;
  }

  /** An opened box's draw proof from what its opening stored; null while unopened. */
  private proofOf(r: BoxHoldingRow, orderNo: string, seed: { hash: string; seed: string | null } | undefined): DrawProof | null {
    if (r.opened_at === null || r.draw_ticket === null || r.draw_remaining === null || !seed) return null;
    const remaining = JSON.parse(r.draw_remaining) as { collectionId: number; remaining: number }[];
    return {
      seedHash: seed.hash,
      seed: seed.seed,
      drawInput: `${orderNo}:${r.order_index}`,
      remainingBefore: remaining.map((x) => ({ collectionId: Number(x.collectionId), remaining: Number(x.remaining) })),
      ticket: Number(r.draw_ticket),
    };
  }

  private async boxViews(tenant: TenantContext, rows: BoxHoldingRow[], lang: Language): Promise<HeldBox[]> {
    const out: HeldBox[] = [];
    const now = this.clock();
    // Each distinct box (its facts, its seed) and order is read once, not once per row.
    const boxes = new Map<number, Awaited<ReturnType<DropStock['find']>>>();
    for (const id of new Set(rows.map((r) => r.blind_box_id)))
      boxes.set(id, await this.stock.find(tenant.id, 'blindBox', id, lang));
    const opened = new Set(rows.filter((r) => r.opened_at !== null).map((r) => r.blind_box_id));
    const seeds = await this.seedsOf(tenant.id, new Map([...boxes].filter(([id]) => opened.has(id))), now);
    const orderNos = new Map<number, string>();
    for (const r of rows) {
      const box = boxes.get(r.blind_box_id);
      let orderNo = orderNos.get(r.order_id);
      if (orderNo === undefined) {
        orderNo = (await this.orders.byId(tenant.id, r.order_id))?.order_no ?? '';
        orderNos.set(r.order_id, orderNo);
      }
      let drawn: HeldCollectible | null = null;
      if (r.card_nft_id !== null) {
        const nft = await this.holdings.collectible(tenant.id, r.user_id, r.card_nft_id);
        drawn = nft ? ((await this.views(tenant.id, [nft], lang))[0] ?? null) : null;
      }
      out.push({
        boxId: r.id,
        blindBox: {
          id: r.blind_box_id,
          name: box?.name ?? '',
          coverUrl: box?.coverUrl ?? '',
          saleState: box ? this.stock.stateOf(box, now) : 'ended',
        },
        orderNo,
        acquiredAt: Number(r.acquired_at),
        openedAt: r.opened_at === null ? null : Number(r.opened_at),
        drawn,
        proof: orderNo === '' ? null : this.proofOf(r, orderNo, seeds.get(r.blind_box_id)),
      });
    }
    return out;
  }

  async boxes(
    tenant: TenantContext,
    userId: number,
    q: { opened: '0' | '1'; cursor?: string; pageSize: number },
    lang: Language,
  ): Promise<{ items: HeldBox[]; nextCursor: string | null }> {
    const opened = q.opened === '1';
    const after = cursorNumbers(q.cursor, 2);
    const rows = await this.holdings.boxes(
      tenant.id,
      userId,
      opened,
      q.pageSize + 1,
      after ? { at: after[0]!, id: after[1]! } : undefined,
    );
    const page = rows.slice(0, q.pageSize);
    const last = page.at(-1);
    return {
      items: await this.boxViews(tenant, page, lang),
      nextCursor: rows.length > q.pageSize && last ? `${Number(last.opened_at ?? 0)}.${last.id}` : null,
    };
  }

  /** The box's seed, made and its hash published if it has none yet. */
  async ensureSeed(tenantId: number, boxId: number): Promise<{ seed: Buffer; hash: string }> {
    const existing = await this.holdings.seed(tenantId, boxId);
    if (!existing) {
      const seed = randomBytes(32);
      const hash = seedHash(seed);
      await this.db.transaction().execute(async (trx) => {
        await this.holdings.addSeed(trx, {
          tenant_id: tenantId,
          blind_box_id: boxId,
          seed_sealed: this.keyring.seal('box-seed', seed, seedContext(tenantId, boxId)),
          seed_hash: hash,
          created_at: this.clock(),
        });
        const kept = await this.holdings.seed(tenantId, boxId, trx);
        await this.stock.publishSeedHash(trx, tenantId, boxId, kept!.seed_hash);
      });
    }
    const row = (await this.holdings.seed(tenantId, boxId))!;
    return { seed: this.keyring.open('box-seed', row.seed_sealed, seedContext(tenantId, boxId)), hash: row.seed_hash };
  }

  /** Publishes seed hashes for every box that has none (run at start and after imports). */
  async commitSeeds(tenantId: number | null = null): Promise<number> {
    const boxes = await this.stock.boxesWithoutSeed(tenantId);
    for (const b of boxes) await this.ensureSeed(b.tenant_id, b.id);
    return boxes.length;
  }

  async open(
    tenant: TenantContext,
    userId: number,
    boxId: number,
    lang: Language,
    address: string,
  ): Promise<CallData<typeof openBox>> {
    const holding = await this.holdings.box(tenant.id, userId, boxId);
    if (!holding) throw notFound();
    if (holding.opened_at !== null) throw new AppError(ErrorCode.BOX_ALREADY_OPENED);
    const order = (await this.orders.byId(tenant.id, holding.order_id))!;
    const box = await this.stock.find(tenant.id, 'blindBox', holding.blind_box_id, lang);
    if (!box) throw notFound();
    const { seed } = await this.ensureSeed(tenant.id, holding.blind_box_id);
    const drawInput = `${order.order_no}:${holding.order_index}`;
    const now = this.clock();
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.holdings.lockBox(trx, holding.id))) throw new AppError(ErrorCode.BOX_ALREADY_OPENED);
      const items = await this.stock.boxItems(trx, tenant.id, holding.blind_box_id, this.dialect === 'postgres');
      const remaining = items.map((i) => Math.max(0, i.quantity - i.drawn));
      const total = remaining.reduce((a, b) => a + b, 0);
      if (total === 0) throw new AppError(ErrorCode.INVENTORY_SHORTAGE);
      const ticket = ticketOf(seed, drawInput, total);
      const item = items[pick(remaining, ticket)]!;
      if (!(await this.stock.draw(trx, tenant.id, item.itemId))) throw new AppError(ErrorCode.INVENTORY_SHORTAGE);
      const holdHours = (await this.stock.find(tenant.id, 'collection', item.collectionId, lang, trx))?.holdHours ?? 0;
      const ctx: HandOverContext = { tenant, address, holdHours };
      const [serial] = await this.orders.nextSerials(trx, tenant.id, item.collectionId, 1);
      const [nft] = await this.fulfilment.give(
        trx,
        ctx,
        { userId, collectionId: item.collectionId, serials: [serial!], orderId: order.id, boxId: holding.id },
        now,
      );
      const remainingBefore = items.map((i, k) => ({ collectionId: i.collectionId, remaining: remaining[k]! }));
      await this.holdings.open(trx, holding.id, { now, cardNftId: nft!.id, ticket, remaining: JSON.stringify(remainingBefore) });
    });
    this.chain.notify();
    // The box, what it held and its proof as the opened-boxes list shows them: one function builds both
    // from what the opening stored.
    const [heldBox] = await this.boxViews(tenant, [(await this.holdings.box(tenant.id, userId, boxId))!], lang);
    return { box: heldBox!, drawn: heldBox!.drawn!, proof: heldBox!.proof! };
  }
}
