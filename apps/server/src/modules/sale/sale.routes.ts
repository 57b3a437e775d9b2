import {
  cancelOrder,
  createPayment,
  ErrorCode,
  getMyCollectible,
  getNftTarget,
  getOrder,
  getPayment,
  listMyBoxes,
  listMyCollectibles,
  listMyCollectionItems,
  listOrders,
  listPayMethods,
  localize,
  openBox,
  placeOrder,
  type LocalizedText,
} from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { registerCall } from '../../plugins/register-call';
import { PaymentNoticeError, type PaymentProvider } from '../../providers/pay/payment-provider';
import { DEFAULT_CHAIN_CHANNEL } from '../tenant/index';
import type { SaleServices } from './sale.module';

/** Names of the spec §4 payment methods, as the cashier shows them. */
const METHOD_NAMES: Record<number, LocalizedText> = {
  0: { 'zh-CN': '微信支付', 'zh-TW': '微信支付', en: 'WeChat Pay' },
  1: { 'zh-CN': '支付宝', 'zh-TW': '支付寶', en: 'Alipay' },
  2: { 'zh-CN': '数字人民币', 'zh-TW': '數位人民幣', en: 'e-CNY' },
  3: { 'zh-CN': '银行卡', 'zh-TW': '銀行卡', en: 'Bank card' },
  4: { 'zh-CN': '易宝支付', 'zh-TW': '易寶支付', en: 'YeePay' },
  6: { 'zh-CN': '连连钱包', 'zh-TW': '連連錢包', en: 'LianLian wallet' },
};

export function saleRoutes(app: FastifyInstance, s: SaleServices, provider: PaymentProvider | null): void {
  const uid = (req: { user: { id: number } | null }) => req.user!.id;

  registerCall(app, placeOrder, (req) => s.orders.place(req.tenant, uid(req), req.body, req.lang), {
    rateLimit: { by: 'user', max: 60, windowMs: 60_000 },
  });
  registerCall(app, listOrders, (req) => s.orders.list(req.tenant, uid(req), req.query, req.lang));
  registerCall(app, getOrder, (req) => s.orders.get(req.tenant, uid(req), req.params.orderNo, req.lang));
  registerCall(app, cancelOrder, (req) => s.orders.cancel(req.tenant, uid(req), req.body.orderNo, req.lang));
  registerCall(app, listPayMethods, (req) => ({
    methods: s.payments
      .methods()
      .map((m) => ({ method: m as 0 | 1 | 2 | 3 | 4 | 6, name: localize(METHOD_NAMES[m] ?? { en: String(m) }, req.lang) })),
  }));
  registerCall(app, createPayment, (req) => s.payments.create(req.tenant, uid(req), req.body.orderNo, req.body.method, req.lang));
  registerCall(app, getPayment, (req) => s.payments.get(req.tenant, uid(req), req.params.paymentNo));
  registerCall(app, listMyCollectibles, (req) => s.holdings.groups(req.tenant, uid(req), req.query, req.lang));
  registerCall(app, listMyCollectionItems, (req) => s.holdings.items(req.tenant, uid(req), req.query, req.lang));
  registerCall(app, getMyCollectible, (req) => s.holdings.detail(req.tenant, uid(req), req.params.cardNftId, req.lang));
  registerCall(app, getNftTarget, (req) => s.holdings.nftTarget(req.tenant, uid(req), req.params.cardNftId));
  registerCall(app, listMyBoxes, (req) => s.holdings.boxes(req.tenant, uid(req), req.query, req.lang));
  registerCall(app, openBox, async (req) => {
    await app.identity.chain.requireOpened(req.tenant, uid(req));
    const address = await app.identity.chain.addressOn(req.tenant.id, uid(req), DEFAULT_CHAIN_CHANNEL);
    if (!address) throw new AppError(ErrorCode.CHAIN_NOT_OPENED);
    return s.holdings.open(req.tenant, uid(req), req.body.boxId, req.lang, address);
  });

  if (!provider) return;
  // The provider's signed notices (not a storefront call: no tenant host, no request signature).
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post(
      `/api/pay/notify/${provider.name}`,
      { schema: { hide: true }, config: { tenant: false, signed: false, auth: 'none' } },
      async (req, reply) => {
        let event;
        try {
          event = provider.verify(String(req.body), req.headers, app.clock());
        } catch (err) {
          if (!(err instanceof PaymentNoticeError)) throw err;
          req.log.warn({ reason: err.message }, 'payment notice refused');
          return reply.code(400).send({ code: ErrorCode.SIGNATURE_INVALID, msg: err.message, data: null });
        }
        const outcome = await s.payments.notice(event);
        return { code: 0, msg: 'ok', data: { outcome } };
      },
    );
  });
}
