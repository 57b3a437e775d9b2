import { maskPhone } from '@curio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { DataExportService } from '../modules/account-data/index';
import type { TenantContext } from '../http/request-context';

/** What the export asks of its neighbours (decision 046): each answers in the user's tenant only. */
export interface ExportDataDeps {
  db: Kysely<Database>;
  exports: DataExportService;
  /** The real-name standing, masked (identity): never the ID number. */
  realName: (tenant: TenantContext, userId: number) => Promise<{ single: boolean; name: string }>;
  tenantOf: (tenantId: number) => Promise<TenantContext | null>;
  /** The tenant's contract (chain). */
  contractOf: (tenantId: number) => Promise<{ address: string; chainId: number } | null>;
  inbox: {
    add: (
      trx: Kysely<Database>,
      tenantId: number,
      userId: number,
      e: { kind: 'data_export_ready'; ref: string; at: number; params?: Record<string, string | number> },
    ) => Promise<number>;
  };
  clock: Clock;
  log: FastifyBaseLogger;
}

const n = (v: number | string | null): number | null => (v === null ? null : Number(v));

/**
 * The data export (decision 046): a background job, safe to run twice and in every process. It expires
 * the exports whose 24 hours are over (their documents deleted), then claims each waiting request by a
 * conditional update, gathers the user's data from every module (each read carries tenant_id) into one
 * JSON document, and stores it with the inbox's `data_export_ready` event in one transaction.
 */
export class ExportData {
  constructor(private readonly d: ExportDataDeps) {}

  async run(): Promise<number> {
    await this.d.exports.expire();
    let done = 0;
    for (const c of await this.d.exports.claimDue()) {
      try {
        const doc = JSON.stringify(await this.gather(c.tenantId, c.userId));
        const ok = await this.d.db.transaction().execute(async (trx) => {
          if (!(await this.d.exports.finish(trx, c, doc))) return false;
          await this.d.inbox.add(trx, c.tenantId, c.userId, {
            kind: 'data_export_ready',
            ref: `export:${c.id}`,
            at: this.d.clock(),
          });
          return true;
        });
        if (ok) done += 1;
      } catch (err) {
        this.d.log.error({ err, exportId: c.id }, 'data export failed');
      }
    }
    return done;
  }

  /** The user's data, as one document: what they gave, what they hold, what they did. */
  async gather(tenantId: number, userId: number): Promise<Record<string, unknown>> {
    const db = this.d.db;
    const tenant = await this.d.tenantOf(tenantId);
    const user = await db
      .selectFrom('users')
      .select([
        'id',
        'area_code',
        'phone',
        'nickname',
        'avatar_url',
        'intro',
        'invite_code',
        'inviter_id',
        'real_name_at',
        'created_at',
      ])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const realName = tenant ? await this.d.realName(tenant, userId) : { single: false, name: '' };
    const orders = await db
      .selectFrom('orders')
      .select([
        'id',
        'order_no',
        'business_type',
        'item_kind',
        'item_id',
        'quantity',
        'unit_price',
        'total_amount',
        'discount_amount',
        'status',
        'pay_method',
        'paid_at',
        'ended_at',
        'ship_address',
        'carrier',
        'tracking_no',
        'shipped_at',
        'completed_at',
        'created_at',
      ])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    const payments = await db
      .selectFrom('payments')
      .innerJoin('orders', (j) =>
        j.onRef('orders.id', '=', 'payments.order_id').onRef('orders.tenant_id', '=', 'payments.tenant_id'),
      )
      .select([
        'payments.payment_no',
        'orders.order_no',
        'payments.provider',
        'payments.method',
        'payments.amount',
        'payments.progress',
        'payments.succeeded_at',
        'payments.created_at',
      ])
      .where('payments.tenant_id', '=', tenantId)
      .where('orders.user_id', '=', userId)
      .orderBy('payments.id')
      .execute();
    const contract = await this.d.contractOf(tenantId);
    const items = await db
      .selectFrom('card_nfts')
      .leftJoin('collections', (j) =>
        j.onRef('collections.id', '=', 'card_nfts.collection_id').onRef('collections.tenant_id', '=', 'card_nfts.tenant_id'),
      )
      .select([
        'card_nfts.id',
        'card_nfts.collection_id',
        'collections.name',
        'card_nfts.serial',
        'card_nfts.token_id',
        'card_nfts.source',
        'card_nfts.status',
        'card_nfts.acquired_at',
      ])
      .where('card_nfts.tenant_id', '=', tenantId)
      .where('card_nfts.user_id', '=', userId)
      .orderBy('card_nfts.id')
      .execute();
    const mints = items.length
      ? await db
          .selectFrom('chain_jobs')
          .select(['token_id', 'tx_hash', 'status'])
          .where('tenant_id', '=', tenantId)
          .where('kind', '=', 'mint')
          .where(
            'token_id',
            'in',
            items.map((i) => i.token_id),
          )
          .execute()
      : [];
    const mintOf = new Map(mints.map((m) => [m.token_id, m]));
    const circulation = await db
      .selectFrom('circulation_records')
      .select(['card_nft_id', 'direction', 'business_type', 'sale_kind', 'airdrop_id', 'chain_job_id', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    const jobIds = circulation.flatMap((c) => (c.chain_job_id === null ? [] : [c.chain_job_id]));
    const txOf = new Map(
      (jobIds.length
        ? await db
            .selectFrom('chain_jobs')
            .select(['id', 'tx_hash'])
            .where('tenant_id', '=', tenantId)
            .where('id', 'in', jobIds)
            .execute()
        : []
      ).map((j) => [j.id, j.tx_hash]),
    );
    const invited = await db
      .selectFrom('users')
      .select(['phone', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .where('inviter_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    const addresses = await db
      .selectFrom('addresses')
      .select(['receiver', 'phone', 'province', 'city', 'district', 'street', 'detail', 'is_default', 'updated_at'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    const coupons = await db
      .selectFrom('user_coupons')
      .leftJoin('coupon_templates', (j) =>
        j
          .onRef('coupon_templates.id', '=', 'user_coupons.template_id')
          .onRef('coupon_templates.tenant_id', '=', 'user_coupons.tenant_id'),
      )
      .select([
        'user_coupons.id',
        'coupon_templates.name',
        'user_coupons.source',
        'user_coupons.status',
        'user_coupons.valid_from',
        'user_coupons.valid_to',
        'user_coupons.used_at',
        'user_coupons.claimed_at',
      ])
      .where('user_coupons.tenant_id', '=', tenantId)
      .where('user_coupons.user_id', '=', userId)
      .orderBy('user_coupons.id')
      .execute();
    return {
      format: 'curio-data-export/1',
      exportedAt: this.d.clock(),
      profile: {
        userId: user.id,
        areaCode: user.area_code,
        phone: user.phone,
        nickname: user.nickname,
        avatarUrl: user.avatar_url,
        intro: user.intro,
        registeredAt: Number(user.created_at),
      },
      // Decision 046: the standing and the masked name only; the ID number is never exported.
      realName: { verified: realName.single, name: realName.name, verifiedAt: n(user.real_name_at) },
      orders: orders.map((o) => ({
        orderNo: o.order_no,
        businessType: o.business_type,
        itemKind: o.item_kind,
        itemId: o.item_id,
        quantity: o.quantity,
        unitPrice: Number(o.unit_price),
        totalAmount: Number(o.total_amount),
        discountAmount: Number(o.discount_amount),
        status: o.status,
        payMethod: o.pay_method,
        paidAt: n(o.paid_at),
        endedAt: n(o.ended_at),
        shipAddress: o.ship_address === null ? null : (JSON.parse(o.ship_address) as unknown),
        carrier: o.carrier,
        trackingNo: o.tracking_no,
        shippedAt: n(o.shipped_at),
        completedAt: n(o.completed_at),
        createdAt: Number(o.created_at),
      })),
      payments: payments.map((p) => ({
        paymentNo: p.payment_no,
        orderNo: p.order_no,
        provider: p.provider,
        method: p.method,
        amount: Number(p.amount),
        progress: p.progress,
        succeededAt: n(p.succeeded_at),
        createdAt: Number(p.created_at),
      })),
      collectibles: items.map((i) => ({
        id: i.id,
        collectionId: i.collection_id,
        collection: i.name ?? '',
        serial: i.serial,
        source: i.source,
        status: i.status,
        acquiredAt: Number(i.acquired_at),
        chain: {
          tokenId: i.token_id,
          contract: contract?.address ?? null,
          chainId: contract?.chainId ?? null,
          mintTxHash: mintOf.get(i.token_id)?.tx_hash ?? null,
          minted: mintOf.get(i.token_id)?.status === 'confirmed',
        },
      })),
      circulation: circulation.map((c) => ({
        collectibleId: c.card_nft_id,
        direction: c.direction,
        businessType: c.business_type,
        saleKind: c.sale_kind,
        airdropId: c.airdrop_id,
        txHash: c.chain_job_id === null ? null : (txOf.get(c.chain_job_id) ?? null),
        at: Number(c.created_at),
      })),
      invites: {
        myCode: user.invite_code,
        wasInvited: user.inviter_id !== null,
        invited: invited.map((u) => ({ phone: maskPhone(u.phone), registeredAt: Number(u.created_at) })),
      },
      addresses: addresses.map((a) => ({ ...a, is_default: a.is_default === 1, updated_at: Number(a.updated_at) })),
      coupons: coupons.map((c) => ({
        id: c.id,
        name: c.name ?? '',
        source: c.source,
        status: c.status,
        validFrom: Number(c.valid_from),
        validTo: Number(c.valid_to),
        usedAt: n(c.used_at),
        claimedAt: Number(c.claimed_at),
      })),
    };
  }
}
