import {
  ErrorCode,
  type CallData,
  type ConsoleCoupon,
  type ConsoleRedeemBatch,
  type Language,
  type LocalizedText,
  type createRedeemCodes,
} from '@curio/contract';
import { localize } from '@curio/contract';
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import type { AuditRecorder } from '../../http/request-context';
import { AppError } from '../../errors';
import { hashRedeemCode, newRedeemCode } from './codes';
import type { CouponRepository, CouponTemplateRow, RedeemBatchRow } from './coupon.repository';
import { termsOf } from './coupon.service';

/** The catalogue: collections' names (a collectible batch, its check and its list). */
export type CollectionNames = (
  tenantId: number,
  ids: number[],
  lang: Language,
) => Promise<Map<number, { name: string; coverUrl: string }>>;

export interface CreateCouponInput {
  name: LocalizedText;
  kind: 'amount' | 'percent';
  amount?: number;
  percent?: number;
  minSpend: number;
  validity: { kind: 'fixed'; from: number; to: number } | { kind: 'days'; days: number };
  total: number;
  perUserLimit: number;
  scope: { businessTypes: number[]; collectionIds: number[] };
  claimable: boolean;
}

export interface CreateRedeemCodesInput {
  name: string;
  grants: { kind: 'coupon'; couponId: number } | { kind: 'collectible'; collectionId: number };
  count: number;
  expiresAt: number;
}

/**
 * The console's coupons and redemption codes (decision 043): coupon templates and code batches of the
 * console's tenant. Writes are audited in their transaction; a batch's codes exist in clear only in the
 * answer that created them.
 */
export class CouponConsoleService {
  constructor(
    private readonly repo: CouponRepository,
    private readonly codeKey: () => Buffer,
    private readonly collections: CollectionNames,
    private readonly clock: Clock,
  ) {}

  async view(t: CouponTemplateRow, used: number): Promise<ConsoleCoupon> {
    const terms = termsOf(t);
    let name: LocalizedText = {};
    try {
      name = JSON.parse(t.name) as LocalizedText;
    } catch {
      name = {};
    }
    return {
      id: t.id,
      name,
      kind: t.kind,
      amount: t.kind === 'amount' ? terms.value : null,
      percent: t.kind === 'percent' ? terms.value : null,
      minSpend: terms.minSpend,
      validity:
        t.validity === 'fixed'
          ? { kind: 'fixed', from: Number(t.valid_from ?? 0), to: Number(t.valid_to ?? 0) }
          : { kind: 'days', days: Number(t.valid_days ?? 0) },
      scope: { businessTypes: terms.businessTypes, collectionIds: terms.collectionIds },
      total: Number(t.total),
      issued: Number(t.issued),
      used,
      perUserLimit: Number(t.per_user_limit),
      claimable: t.claimable === 1,
      createdAt: Number(t.created_at),
    };
  }

  async list(
    tenantId: number,
    q: { limit: number; before?: number },
  ): Promise<{ items: ConsoleCoupon[]; nextBefore: number | null }> {
    const rows = await this.repo.templates(tenantId, { limit: q.limit + 1, beforeId: q.before });
    const page = rows.slice(0, q.limit);
    const used = await this.repo.usedCounts(
      tenantId,
      page.map((t) => t.id),
    );
    return {
      items: await Promise.all(page.map((t) => this.view(t, used.get(t.id) ?? 0))),
      nextBefore: rows.length > q.limit ? page.at(-1)!.id : null,
    };
  }

  async create(tenantId: number, operatorId: number | null, b: CreateCouponInput, audit: AuditRecorder): Promise<ConsoleCoupon> {
    const now = this.clock();
    const value = b.kind === 'amount' ? b.amount : b.percent;
    if (value === undefined) throw new AppError(ErrorCode.FIELD_REQUIRED);
    if (b.scope.collectionIds.length > 0) {
      const found = await this.collections(tenantId, b.scope.collectionIds, 'en');
      if (b.scope.collectionIds.some((id) => !found.has(id))) throw new AppError(ErrorCode.NOT_FOUND);
    }
    return this.repo.db.transaction().execute(async (trx) => {
      const row = await this.repo.insertTemplate(trx, {
        tenant_id: tenantId,
        key: `console-${now.toString(36)}-${randomBytes(4).toString('hex')}`,
        name: JSON.stringify(b.name),
        kind: b.kind,
        value,
        min_spend: b.minSpend,
        validity: b.validity.kind,
        valid_from: b.validity.kind === 'fixed' ? b.validity.from : null,
        valid_to: b.validity.kind === 'fixed' ? b.validity.to : null,
        valid_days: b.validity.kind === 'days' ? b.validity.days : null,
        total: b.total,
        per_user_limit: b.perUserLimit,
        business_types: JSON.stringify([...new Set(b.scope.businessTypes)]),
        collection_ids: JSON.stringify([...new Set(b.scope.collectionIds)]),
        claimable: b.claimable ? 1 : 0,
        created_by: operatorId,
        created_at: now,
        updated_at: now,
      });
      const view = await this.view(row, 0);
      await audit(trx, { action: 'coupon.template.create', targetType: 'coupon_template', targetId: row.id, after: view });
      return view;
    });
  }

  /** A template by its key, made once (the demo seed): answers it and whether it was made now. */
  async ensureTemplate(tenantId: number, key: string, b: CreateCouponInput): Promise<{ id: number; created: boolean }> {
    const found = await this.repo.templateByKey(tenantId, key);
    if (found) return { id: found.id, created: false };
    const now = this.clock();
    const value = b.kind === 'amount' ? b.amount : b.percent;
    const row = await this.repo.insertTemplate(this.repo.db, {
      tenant_id: tenantId,
      key,
      name: JSON.stringify(b.name),
      kind: b.kind,
      value: value ?? 0,
      min_spend: b.minSpend,
      validity: b.validity.kind,
      valid_from: b.validity.kind === 'fixed' ? b.validity.from : null,
      valid_to: b.validity.kind === 'fixed' ? b.validity.to : null,
      valid_days: b.validity.kind === 'days' ? b.validity.days : null,
      total: b.total,
      per_user_limit: b.perUserLimit,
      business_types: JSON.stringify(b.scope.businessTypes),
      collection_ids: JSON.stringify(b.scope.collectionIds),
      claimable: b.claimable ? 1 : 0,
      created_by: null,
      created_at: now,
      updated_at: now,
    });
    return { id: row.id, created: true };
  }

  /** A batch of given codes (the demo seed's printed codes), stored hashed like any other. */
  async addKnownCodes(tenantId: number, b: CreateRedeemCodesInput, codes: string[]): Promise<number> {
    const key = this.codeKey();
    return this.repo.db.transaction().execute(async (trx) => {
      const row = await this.repo.insertBatch(trx, {
        tenant_id: tenantId,
        name: b.name,
        grant_kind: b.grants.kind,
        template_id: b.grants.kind === 'coupon' ? b.grants.couponId : null,
        collection_id: b.grants.kind === 'collectible' ? b.grants.collectionId : null,
        count: codes.length,
        expires_at: b.expiresAt,
        created_by: null,
        created_at: this.clock(),
      });
      await this.repo.insertCodes(
        trx,
        codes.map((code) => ({
          tenant_id: tenantId,
          batch_id: row.id,
          code_hash: hashRedeemCode(key, tenantId, code),
          last4: code.slice(-4),
          redeemed_by: null,
          redeemed_at: null,
          user_coupon_id: null,
          card_nft_id: null,
        })),
      );
      return row.id;
    });
  }

  private async batchViews(tenantId: number, rows: RedeemBatchRow[], lang: Language): Promise<ConsoleRedeemBatch[]> {
    const names = await this.collections(
      tenantId,
      rows.flatMap((r) => (r.collection_id === null ? [] : [r.collection_id])),
      lang,
    );
    const out: ConsoleRedeemBatch[] = [];
    for (const r of rows) {
      let grants: ConsoleRedeemBatch['grants'];
      if (r.grant_kind === 'coupon') {
        const t = await this.repo.template(tenantId, r.template_id ?? 0);
        let name = '';
        try {
          name = t ? localize(JSON.parse(t.name) as LocalizedText, lang) : '';
        } catch {
          name = '';
        }
        grants = { kind: 'coupon', couponId: r.template_id ?? 0, couponName: name };
      } else {
        grants = {
          kind: 'collectible',
          collectionId: r.collection_id ?? 0,
          collectionName: names.get(r.collection_id ?? 0)?.name ?? '',
        };
      }
      out.push({
        id: r.id,
        name: r.name,
        grants,
        count: Number(r.count),
        redeemed: Number(r.redeemed),
        expiresAt: Number(r.expires_at),
        createdAt: Number(r.created_at),
        createdBy: r.created_by,
      });
    }
    return out;
  }

  async batches(
    tenantId: number,
    q: { limit: number; before?: number },
    lang: Language,
  ): Promise<{ items: ConsoleRedeemBatch[]; nextBefore: number | null }> {
    const rows = await this.repo.batches(tenantId, q.limit + 1, q.before);
    const page = rows.slice(0, q.limit);
    return { items: await this.batchViews(tenantId, page, lang), nextBefore: rows.length > q.limit ? page.at(-1)!.id : null };
  }

  /**
   * A batch of one-time codes: drawn at random (codes.ts), stored as their HMAC only; answered once, with
   * a CSV of them. The batch and its codes are one transaction, audited (the audit row never holds a code).
   */
  async createCodes(
    tenantId: number,
    operatorId: number | null,
    b: CreateRedeemCodesInput,
    audit: AuditRecorder,
    lang: Language,
  ): Promise<CallData<typeof createRedeemCodes>> {
    const now = this.clock();
    if (b.expiresAt <= now) throw new AppError(ErrorCode.VALIDATION_FAILED);
    if (b.grants.kind === 'coupon') {
      if (!(await this.repo.template(tenantId, b.grants.couponId))) throw new AppError(ErrorCode.NOT_FOUND);
    } else if (!(await this.collections(tenantId, [b.grants.collectionId], lang)).has(b.grants.collectionId)) {
      throw new AppError(ErrorCode.NOT_FOUND);
    }
    const codes = new Set<string>();
    while (codes.size < b.count) codes.add(newRedeemCode());
    const key = this.codeKey();
    const batch = await this.repo.db.transaction().execute(async (trx) => {
      const row = await this.repo.insertBatch(trx, {
        tenant_id: tenantId,
        name: b.name,
        grant_kind: b.grants.kind,
        template_id: b.grants.kind === 'coupon' ? b.grants.couponId : null,
        collection_id: b.grants.kind === 'collectible' ? b.grants.collectionId : null,
        count: codes.size,
        expires_at: b.expiresAt,
        created_by: operatorId,
        created_at: now,
      });
      await this.repo.insertCodes(
        trx,
        [...codes].map((code) => ({
          tenant_id: tenantId,
          batch_id: row.id,
          code_hash: hashRedeemCode(key, tenantId, code),
          last4: code.slice(-4),
          redeemed_by: null,
          redeemed_at: null,
          user_coupon_id: null,
          card_nft_id: null,
        })),
      );
      await audit(trx, {
        action: 'coupon.redeem_batch.create',
        targetType: 'redeem_batch',
        targetId: row.id,
        after: { name: b.name, grants: b.grants, count: codes.size, expiresAt: b.expiresAt },
      });
      return row;
    });
    const list = [...codes];
    return { batch: (await this.batchViews(tenantId, [batch], lang))[0]!, codes: list, csv: `code\n${list.join('\n')}\n` };
  }
}
