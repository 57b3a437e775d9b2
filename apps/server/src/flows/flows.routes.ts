import {
  cancelConsignment,
  cancelOrder,
  cast,
  confirmActivityOrder,
  confirmReceipt,
  consoleListShipments,
  shipOrder,
  consign,
  deleteAccount,
  getDeletionStanding,
  consoleCreateTenant,
  consoleRefundOrder,
  consoleWithdrawRecipe,
  ErrorCode,
  findRecipient,
  giftCollectible,
  openBox,
  payWithWallet,
  placeOrder,
  synthesize,
  redeemCode,
  userAirDropTransfer,
} from '@curio/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerCall } from '../plugins/register-call';
import { PaymentNoticeError } from '../providers/pay/payment-provider';
import type { Flows } from './flows.types';

/**
 * The calls that run a flow: each route calls one flow. Registered here, by the flows' plugin, not by
 * a module: a module never imports a flow (decision 013).
 */
export function flowsRoutes(app: FastifyInstance, f: Flows): void {
  const uid = (req: { user: { id: number } | null }) => req.user!.id;

  registerCall(app, placeOrder, (req) => f.placeOrder.place(req.tenant, uid(req), req.body, req.lang), {
    rateLimit: { by: 'user', max: 60, windowMs: 60_000 },
  });
  registerCall(app, cancelOrder, (req) => f.cancelOrder.cancel(req.tenant, uid(req), req.body.orderNo, req.lang));
  registerCall(app, openBox, (req) => f.openBox.open(req.tenant, uid(req), req.body.boxId, req.lang));
  registerCall(app, userAirDropTransfer, (req) => f.receiveAirdrop.receive(req.tenant, uid(req), req.body.airdropId, req.lang), {
    rateLimit: { by: 'user', max: 60, windowMs: 60_000 },
  });
  registerCall(app, findRecipient, (req) => f.giftCollectible.findRecipient(req.tenant, uid(req), req.query), {
    rateLimit: { by: 'user', max: 30, windowMs: 60_000 },
  });
  registerCall(app, giftCollectible, (req) => f.giftCollectible.gift(req.tenant, uid(req), req.body), {
    rateLimit: { by: 'user', max: 60, windowMs: 60_000 },
  });
  registerCall(app, consign, (req) => f.consign.consign(req.tenant, uid(req), req.body), {
    rateLimit: { by: 'user', max: 60, windowMs: 60_000 },
  });
  registerCall(app, cancelConsignment, (req) => f.consign.cancel(req.tenant, uid(req), req.body), {
    rateLimit: { by: 'user', max: 60, windowMs: 60_000 },
  });
  // Redemption codes (decision 043): the flow counts attempts per user and per address itself (5000194).
  registerCall(app, redeemCode, (req) => f.redeemCode.redeem(req.tenant, uid(req), req.ip, req.body.code, req.lang));
  registerCall(app, consoleCreateTenant, (req) => f.createTenant.create(req.body, req.audit));
  registerCall(app, payWithWallet, (req) => f.payWithWallet.pay(req.tenant, uid(req), req.body), {
    rateLimit: { by: 'user', max: 60, windowMs: 60_000 },
  });

  // The console (decision 039): an operator refunds a paid order, with the audit row in the refund's transaction.
  registerCall(app, consoleRefundOrder, (req) =>
    f.refundOrder.refund(
      req.tenant,
      req.params.orderNo,
      { operatorId: req.operator!.id, reason: req.body.reason },
      (trx, before, after) =>
        req.audit(trx, {
          action: 'order.refund',
          targetType: 'order',
          targetId: before.order_no,
          before: { status: before.status, totalAmount: Number(before.total_amount), userId: before.user_id },
          after: { ...after, reason: req.body.reason },
        }),
    ),
  );

  // Activity orders and shipping (issue 19, decision 044).
  registerCall(app, confirmActivityOrder, (req) => f.activityOrder.confirm(req.tenant, uid(req), req.body, req.lang), {
    rateLimit: { by: 'user', max: 60, windowMs: 60_000 },
  });
  registerCall(app, confirmReceipt, (req) => f.shipping.confirmReceipt(req.tenant, uid(req), req.body.orderNo, req.lang));
  registerCall(app, consoleListShipments, (req) => f.shipping.list(req.tenant, req.query, req.lang));
  registerCall(app, shipOrder, (req) => f.shipping.ship(req.tenant, req.params.orderNo, req.body, req.audit, req.lang));

  // Casting in an activity (issue 18, decision 042).
  registerCall(app, cast, (req) => f.cast.cast(req.tenant, uid(req), req.body, req.lang), {
    rateLimit: { by: 'user', max: 60, windowMs: 60_000 },
  });
  // Synthesis (issue 18, decision 041): synthesize (after the app's confirmation; no pay password), and the
  // console's withdrawal of a recipe (running pledges cancelled, audited in its transaction).
  registerCall(app, synthesize, (req) => f.synthesize.synthesize(req.tenant, uid(req), req.body, req.lang), {
    rateLimit: { by: 'user', max: 60, windowMs: 60_000 },
  });
  registerCall(app, consoleWithdrawRecipe, (req) => f.releasePledges.withdraw(req.tenant, req.params.id, req.audit));

  // The providers' signed notices (not a storefront call: no tenant host, no request signature), at
  // /api/pay/notify/<provider>/<tenantId>: the tenant's credentials of that provider verify it. The sandbox
  // serves every tenant (and its older address without the tenant). Registered whatever is configured.
  void app.register(async (scope) => {
    const raw = (_req: unknown, body: string, done: (err: null, body: string) => void) => done(null, body);
    // The raw text: signatures are over the exact bytes (WeChat Pay's JSON, Alipay's form).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, raw);
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, raw);
    const take = async (req: FastifyRequest<{ Params: { provider: string; tenantId?: string } }>, reply: FastifyReply) => {
      const tenantId = req.params.tenantId === undefined ? null : Number(req.params.tenantId);
      if (tenantId !== null && !(Number.isSafeInteger(tenantId) && tenantId >= 0)) return reply.code(404).send();
      try {
        const { outcome, provider } = await f.takePaymentNotice.fromProvider(
          req.params.provider,
          tenantId,
          String(req.body ?? ''),
          req.headers,
          app.clock(),
        );
        const answer = provider.reply(true, outcome);
        return reply.code(answer.status).type(answer.contentType).send(answer.body);
      } catch (err) {
        if (!(err instanceof PaymentNoticeError)) throw err;
        req.log.warn({ provider: req.params.provider, tenantId, reason: err.message }, 'payment notice refused');
        const provider = await app.payments.payments.noticeProvider(req.params.provider, tenantId).catch(() => null);
        const answer = provider?.reply(false, err.message) ?? {
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ code: ErrorCode.SIGNATURE_INVALID, msg: err.message, data: null }),
        };
        return reply.code(answer.status).type(answer.contentType).send(answer.body);
      }
    };
    const options = { schema: { hide: true }, config: { tenant: false, signed: false, auth: 'none' } } as const;
    scope.post('/api/pay/notify/:provider', options, take);
    scope.post('/api/pay/notify/:provider/:tenantId', options, take);
  });

  // Account deletion (issue 20, decision 046).
  registerCall(app, getDeletionStanding, (req) => f.deleteAccount.standing(req.tenant, uid(req)));
  registerCall(app, deleteAccount, (req) => f.deleteAccount.delete(req.tenant, uid(req), req.body), {
    rateLimit: { by: 'user', max: 10, windowMs: 60_000 },
  });
}
