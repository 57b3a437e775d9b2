import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PersonalDataStep } from '../../plugins/personal-data';

const n = (v: number | string | null): number | null => (v === null ? null : Number(v));

/**
 * The order module's personal data (decisions 046, 054, 060): open orders block the deletion; the orders are
 * exported with their ship-to snapshot; on deletion they are kept (accounting: 3+ years) without the ship-to
 * person (name, phone, address).
 *
 * Open is unpaid, or paid and not yet delivered (decision 060). What delivered means, by the order's kind:
 * - a drop (`collection`) or a blind box (`blindBox`): at payment — the collectible or the box is the buyer's in
 *   the payment's transaction (hand-over); what they still hold blocks as collectibles, not as an order;
 * - a resale (`listing`): at payment — the item moves to the buyer in the payment's transaction (listing-sale);
 * - an activity order (business type 5): a physical reward once shipped (`shipping`, `completed`); paid and not
 *   shipped (the console's "awaiting" queue: a ship-to address, no `shipped_at`) it is open. A coupon reward is
 *   `completed` when confirmed.
 * `paid` stays on a delivered drop, box or resale order for good, so `paid` alone is not open.
 */
export function orderPersonalData(db: Kysely<Database>): PersonalDataStep {
  return {
    module: 'order',
    tables: ['orders'],
    kept: { purchase_quotas: "a drop's per-user purchase counts: numbers beside the user's id, nothing personal" },

    async blockers(tenant, userId) {
      const r = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', tenant.id)
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'pending_payment'),
            eb.and([
              eb('status', '=', 'paid'),
              eb('business_type', '=', 5),
              eb('ship_address', 'is not', null),
              eb('shipped_at', 'is', null),
            ]),
          ]),
        )
        .executeTakeFirst();
      return [{ reason: 'orders', count: Number(r?.n ?? 0) }];
    },

    async export({ tenantId, userId }) {
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
      return {
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
      };
    },

    async erase(trx, t, userId) {
      // Orders are kept (accounting), without the ship-to person (name, phone, address).
      await trx
        .updateTable('orders')
        .set({ ship_address: null })
        .where('tenant_id', '=', t)
        .where('user_id', '=', userId)
        .execute();
    },
  };
}
