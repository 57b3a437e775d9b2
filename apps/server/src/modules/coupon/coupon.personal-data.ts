import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PersonalDataStep } from '../../plugins/personal-data';

const n = (v: number | string | null): number | null => (v === null ? null : Number(v));

/**
 * The coupon module's personal data (decisions 043, 046, 054): the user's coupons are exported with their
 * template's name as stored; on deletion they are kept (an order's discount points at them), like the claims.
 */
export function couponPersonalData(db: Kysely<Database>): PersonalDataStep {
  return {
    module: 'coupon',
    tables: ['user_coupons'],
    kept: { coupon_claims: "a template's per-user claim counts: numbers beside the user's id, nothing personal" },

    async export({ tenantId, userId }) {
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
    },
  };
}
