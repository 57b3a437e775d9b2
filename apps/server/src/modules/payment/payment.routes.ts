import {
  consoleExportCreatorBalances,
  consoleListCreatorBalances,
  consoleListCreatorPayouts,
  consoleRecordCreatorPayout,
  consoleListLedger,
  consoleListPayments,
  consoleOrderPayments,
  createPayment,
  getPayment,
  getWechatOauthUrl,
  listPayMethods,
  payMethodLabel,
  type PayMethod,
} from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { activeUserId } from '../../http/active-user';
import { registerCall } from '../../plugins/register-call';
import type { PaymentServices } from './payment.types';

/** The cashier's calls. The provider's notices run a flow: src/flows/take-payment-notice.ts. */
export function paymentRoutes(app: FastifyInstance, s: PaymentServices): void {
  const uid = (req: { user: { id: number } | null }) => req.user!.id;
  registerCall(app, listPayMethods, async (req) => ({
    methods: (await s.payments.methods(req.tenant.id, uid(req))).map((m) => ({
      method: m as PayMethod,
      name: payMethodLabel(m, req.lang),
    })),
  }));
  registerCall(app, createPayment, (req) =>
    s.payments.create(req.tenant, activeUserId(req), 'order', req.body.orderNo, req.body.method, req.lang, {
      // The tenant's own host, as the buyer reached it: the provider's notices and return come back there.
      origin: `${req.protocol}://${req.host}`,
      clientIp: req.ip,
      channel: req.body.channel,
    }),
  );
  // JSAPI inside WeChat: WeChat's web authorization, and its way back (a browser redirect, not a signed call).
  registerCall(app, getWechatOauthUrl, (req) =>
    s.payments.wechatOauthUrl(req.tenant, uid(req), req.body.orderNo, `${req.protocol}://${req.host}`),
  );
  app.get<{ Querystring: { code?: string; state?: string } }>(
    '/api/pay/wechat/oauth/callback',
    { schema: { hide: true }, config: { tenant: true, signed: false, auth: 'none' } },
    async (req, reply) =>
      reply.redirect(await s.payments.takeWechatOauth(req.tenant, String(req.query.code ?? ''), String(req.query.state ?? ''))),
  );
  registerCall(app, getPayment, (req) => s.payments.get(req.tenant, uid(req), req.params.paymentNo));
  // The console (decision 039): an order's payment history; payments and the ledger for finance (read-only).
  registerCall(app, consoleOrderPayments, (req) => s.console.ofOrder(req.tenant, req.params.orderNo));
  registerCall(app, consoleListPayments, (req) => s.console.list(req.tenant, req.query));
  registerCall(app, consoleListLedger, (req) => s.console.ledger(req.tenant, req.query));
  // The creators' royalties and payouts (decision 065): owed, record a payout (audited), history, the CSV.
  registerCall(app, consoleListCreatorBalances, (req) => s.payouts.balances(req.tenant, req.lang));
  registerCall(app, consoleRecordCreatorPayout, (req) =>
    s.payouts.record(req.tenant, req.operator?.id ?? null, req.body, req.audit, req.lang),
  );
  registerCall(app, consoleListCreatorPayouts, (req) => s.payouts.history(req.tenant, req.query, req.lang));
  registerCall(app, consoleExportCreatorBalances, (req) => s.payouts.exportCsv(req.tenant, req.lang));
}
