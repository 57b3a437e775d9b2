import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PersonalDataStep } from '../../plugins/personal-data';

const n = (v: number | string | null): number | null => (v === null ? null : Number(v));

/**
 * The payment module's personal data (decisions 046, 054): the payments of the user's orders are exported
 * (found through their orders: a payment names its order, not its payer — the one read of `orders` here, a
 * named read model of the ownership test); on deletion they are kept (accounting), and the user's WeChat
 * openid at the merchant's official account (issue 28) is deleted.
 */
export function paymentPersonalData(db: Kysely<Database>): PersonalDataStep {
  return {
    module: 'payment',
    tables: ['payments', 'wechat_openids'],

    async export({ tenantId, userId }) {
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
      return {
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
      };
    },

    async erase(trx, t, userId) {
      // The buyer's openid at the merchant's WeChat official account (issue 28): personal data.
      await trx.deleteFrom('wechat_openids').where('tenant_id', '=', t).where('user_id', '=', userId).execute();
    },
  };
}
