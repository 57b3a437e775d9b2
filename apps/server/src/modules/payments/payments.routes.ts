import { createPayment, getPayment, listPayMethods, localize, type LocalizedText } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { PaymentsServices } from './payments.types';

/** Names of the spec §4 payment methods, as the cashier shows them. */
const METHOD_NAMES: Record<number, LocalizedText> = {
  0: { 'zh-CN': '微信支付', 'zh-TW': '微信支付', en: 'WeChat Pay' },
  1: { 'zh-CN': '支付宝', 'zh-TW': '支付寶', en: 'Alipay' },
  2: { 'zh-CN': '数字人民币', 'zh-TW': '數位人民幣', en: 'e-CNY' },
  3: { 'zh-CN': '银行卡', 'zh-TW': '銀行卡', en: 'Bank card' },
  4: { 'zh-CN': '易宝支付', 'zh-TW': '易寶支付', en: 'YeePay' },
  6: { 'zh-CN': '连连钱包', 'zh-TW': '連連錢包', en: 'LianLian wallet' },
};

/** The cashier's calls. The provider's notices run a flow: src/flows/flows.routes.ts. */
export function paymentsRoutes(app: FastifyInstance, s: PaymentsServices): void {
  const uid = (req: { user: { id: number } | null }) => req.user!.id;
  registerCall(app, listPayMethods, (req) => ({
    methods: s.payments
      .methods()
      .map((m) => ({ method: m as 0 | 1 | 2 | 3 | 4 | 6, name: localize(METHOD_NAMES[m] ?? { en: String(m) }, req.lang) })),
  }));
  registerCall(app, createPayment, (req) =>
    s.payments.create(req.tenant, uid(req), 'order', req.body.orderNo, req.body.method, req.lang),
  );
  registerCall(app, getPayment, (req) => s.payments.get(req.tenant, uid(req), req.params.paymentNo));
}
