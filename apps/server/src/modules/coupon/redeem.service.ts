import { ErrorCode, type Language, type Redemption } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { SharedState } from '../../shared-state/index';
import { hashRedeemCode, normalizeRedeemCode } from './codes';
import type { CollectionNames } from './coupon-console.service';
import type { CouponRepository, CouponTemplateRow, RedeemBatchRow, RedeemCodeRow } from './coupon.repository';
import type { CouponService } from './coupon.service';

/** Attempts allowed against guessing codes (decision 043), counted in the shared state. */
export interface RedeemLimits {
  perUser: { max: number; windowMs: number };
  perAddress: { max: number; windowMs: number };
}

export const DEFAULT_REDEEM_LIMITS: RedeemLimits = {
  perUser: { max: 10, windowMs: 10 * 60_000 },
  perAddress: { max: 30, windowMs: 10 * 60_000 },
};

/** A code found, redeemable now, with its batch (and the coupon template it grants). */
export interface FoundCode {
  code: RedeemCodeRow;
  batch: RedeemBatchRow;
  template: CouponTemplateRow | null;
}

/** The items of a collectible's state (the collectible module): minting until the chain confirms. */
export type CollectibleHeld = (tenantId: number, cardNftId: number) => Promise<boolean>;

/**
 * Redemption codes on the storefront (decision 043): the attempts' limits, finding a code by its hash,
 * and the steps of the redeem flow (flows/redeem-code.ts) — take the code once, give a coupon — and my
 * redemptions. Unknown, used and expired codes answer the same 5000035.
 */
export class RedeemService {
  constructor(
    private readonly repo: CouponRepository,
    private readonly coupons: CouponService,
    private readonly codeKey: () => Buffer,
    private readonly shared: SharedState,
    private readonly limits: RedeemLimits,
    private readonly collections: CollectionNames,
    private readonly held: CollectibleHeld,
    private readonly clock: Clock,
  ) {}

  /** Counts an attempt, per user and per address: over either limit answers 5000194. */
  async guard(tenantId: number, userId: number, address: string): Promise<void> {
    const { perUser, perAddress } = this.limits;
    const u = await this.shared.hit(`redeem:${tenantId}:u${userId}`, perUser.windowMs);
    const a = await this.shared.hit(`redeem:${tenantId}:ip${address}`, perAddress.windowMs);
    if (u.count > perUser.max || a.count > perAddress.max) throw new AppError(ErrorCode.REDEEM_TOO_MANY_ATTEMPTS);
  }

  /** The code as typed, found on this tenant, unused and unexpired; else 5000035 (one answer for all). */
  async find(tenantId: number, input: string, now: number): Promise<FoundCode> {
    const normalized = normalizeRedeemCode(input);
    const invalid = () => new AppError(ErrorCode.REDEEM_CODE_INVALID);
    if (!/^[0-9A-Z]{8,40}$/.test(normalized)) throw invalid();
    const code = await this.repo.codeByHash(tenantId, hashRedeemCode(this.codeKey(), tenantId, normalized));
    if (!code || code.redeemed_by !== null) throw invalid();
    const batch = await this.repo.batch(tenantId, code.batch_id);
    if (!batch || Number(batch.expires_at) <= now) throw invalid();
    const template =
      batch.grant_kind === 'coupon' ? ((await this.repo.template(tenantId, batch.template_id ?? 0)) ?? null) : null;
    if (batch.grant_kind === 'coupon' && !template) throw invalid();
    return { code, batch, template };
  }

  /** Step, in the flow's transaction: the code is this user's, once (else 5000035: another took it first). */
  async take(trx: Kysely<Database>, tenantId: number, f: FoundCode, userId: number, now: number): Promise<void> {
    if (!(await this.repo.takeCode(trx, tenantId, f.code.id, userId, now))) throw new AppError(ErrorCode.REDEEM_CODE_INVALID);
    await this.repo.countRedeemed(trx, tenantId, f.batch.id);
  }

  /** Step: the coupon a code gives, into the user's coupons (redeemed coupons do not count against the campaign's total). */
  async giveCoupon(trx: Kysely<Database>, tenantId: number, f: FoundCode, userId: number, now: number): Promise<void> {
    if (!f.template) throw new AppError(ErrorCode.REDEEM_CODE_INVALID);
    const c = await this.coupons.issue(trx, tenantId, userId, f.template, 'redeem', now);
    await this.repo.recordGift(trx, tenantId, f.code.id, { userCouponId: c.id, cardNftId: null });
  }

  /** Step: the collectible a code gave. */
  async recordCollectible(trx: Kysely<Database>, tenantId: number, f: FoundCode, cardNftId: number): Promise<void> {
    await this.repo.recordGift(trx, tenantId, f.code.id, { userCouponId: null, cardNftId });
  }

  private async view(
    tenantId: number,
    r: Awaited<ReturnType<CouponRepository['redemption']>> & object,
    lang: Language,
    now: number,
  ): Promise<Redemption> {
    let coupon: Redemption['coupon'] = null;
    let collectible: Redemption['collectible'] = null;
    if (r.grant_kind === 'coupon' && r.user_coupon_id !== null) {
      const c = await this.repo.userCoupon(tenantId, r.user_coupon_id);
      coupon = c ? await this.coupons.view(tenantId, c, lang, now) : null;
    } else if (r.grant_kind === 'collectible' && r.collection_id !== null) {
      const brief = (await this.collections(tenantId, [r.collection_id], lang)).get(r.collection_id);
      collectible = {
        collectionId: r.collection_id,
        name: brief?.name ?? '',
        coverUrl: brief?.coverUrl ?? '',
        cardNftId: r.card_nft_id,
        status: r.card_nft_id !== null && (await this.held(tenantId, r.card_nft_id)) ? 'held' : 'minting',
      };
    }
    return {
      id: r.id,
      maskedCode: `************${r.last4}`,
      redeemedAt: Number(r.redeemed_at ?? 0),
      kind: r.grant_kind,
      coupon,
      collectible,
    };
  }

  async one(tenantId: number, codeId: number, lang: Language): Promise<Redemption> {
    const r = await this.repo.redemption(tenantId, codeId);
    if (!r) throw new AppError(ErrorCode.NOT_FOUND);
    return this.view(tenantId, r, lang, this.clock());
  }

  async mine(
    tenantId: number,
    userId: number,
    q: { cursor?: string; pageSize: number },
    lang: Language,
  ): Promise<{ items: Redemption[]; nextCursor: string | null }> {
    const before = q.cursor === undefined ? undefined : Number(q.cursor);
    if (before !== undefined && !(Number.isInteger(before) && before > 0)) throw new AppError(ErrorCode.VALIDATION_FAILED);
    const now = this.clock();
    const rows = await this.repo.redemptions(tenantId, userId, q.pageSize + 1, before);
    const page = rows.slice(0, q.pageSize);
    return {
      items: await Promise.all(page.map((r) => this.view(tenantId, r, lang, now))),
      nextCursor: rows.length > q.pageSize ? String(page.at(-1)!.id) : null,
    };
  }
}
