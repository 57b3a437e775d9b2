import { localize, normalizeLanguage, PayMethod, payMethodLabel, type Language, type LocalizedText } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import type { SandboxAction, SandboxPay } from '../../providers/pay/sandbox-pay';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const T = {
  title: { 'zh-CN': '收银台 · 沙箱', 'zh-TW': '收銀台 · 沙箱', en: 'Cashier · sandbox' },
  lead: {
    'zh-CN': '这是测试用的支付服务商收银台，不会真实扣款。',
    'zh-TW': '這是測試用的支付服務商收銀台，不會真實扣款。',
    en: 'A test cashier of the payment provider. No real money moves.',
  },
  order: { 'zh-CN': '订单号', 'zh-TW': '訂單號', en: 'Order' },
  amount: { 'zh-CN': '金额', 'zh-TW': '金額', en: 'Amount' },
  method: { 'zh-CN': '支付方式', 'zh-TW': '支付方式', en: 'Method' },
  pay: { 'zh-CN': '确认支付', 'zh-TW': '確認支付', en: 'Pay' },
  decline: { 'zh-CN': '拒绝支付', 'zh-TW': '拒絕支付', en: 'Decline' },
  timeout: { 'zh-CN': '模拟超时', 'zh-TW': '模擬逾時', en: 'Let it time out' },
  payLate: {
    'zh-CN': '延迟到账（订单关闭后才通知）',
    'zh-TW': '延遲到帳（訂單關閉後才通知）',
    en: 'Pay late (notice after the order closes)',
  },
  open: { 'zh-CN': '等待支付', 'zh-TW': '等待支付', en: 'Waiting for payment' },
  paid: { 'zh-CN': '支付成功，请返回商城', 'zh-TW': '支付成功，請返回商城', en: 'Paid. Return to the store.' },
  paid_late: {
    'zh-CN': '已扣款，到账通知将在订单关闭后送达',
    'zh-TW': '已扣款，到帳通知將在訂單關閉後送達',
    en: 'Money taken; the notice arrives after the order closes',
  },
  failed: { 'zh-CN': '支付失败', 'zh-TW': '支付失敗', en: 'Payment declined' },
  timeoutDone: { 'zh-CN': '支付超时', 'zh-TW': '支付逾時', en: 'Payment timed out' },
  refunded: { 'zh-CN': '已退款', 'zh-TW': '已退款', en: 'Refunded' },
  closed: { 'zh-CN': '支付已关闭', 'zh-TW': '支付已關閉', en: 'This payment is closed' },
  unknown: { 'zh-CN': '找不到该支付', 'zh-TW': '找不到此支付', en: 'Payment not found' },
} satisfies Record<string, LocalizedText>;

/** The methods the sandbox takes (PRODUCT.md §8), named by the contract's labels; the wallet is paid apart (decision 031). */
const METHODS = [PayMethod.WX, PayMethod.ALI, PayMethod.BANK_CARD] as const;

const fen = (n: number) => `¥${(n / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The payment sandbox's cashier (outside production): the page the storefront shows inside
 * /pages/iframe/index. Plain HTML forms (no script: the page keeps the app's CSP), one per action.
 */
export function sandboxCashierRoutes(app: FastifyInstance, sandbox: SandboxPay): void {
  const config = { tenant: false, signed: false, auth: 'none' as const };
  const langOf = (q: unknown): Language => normalizeLanguage((q as { lang?: string }).lang) ?? 'en';

  app.get('/api/pay-sandbox/cashier/:ref', { schema: { hide: true }, config }, async (req, reply) => {
    const { ref } = req.params as { ref: string };
    const lang = langOf(req.query);
    const t = (k: keyof typeof T) => esc(localize(T[k], lang));
    await sandbox.opened(ref);
    const p = await sandbox.find(ref);
    const state = p?.state ?? 'unknown';
    const stateText = state === 'timeout' ? t('timeoutDone') : state in T ? t(state as keyof typeof T) : t('unknown');
    const actions: [SandboxAction, keyof typeof T, string][] = [
      ['pay', 'pay', 'primary'],
      ['decline', 'decline', ''],
      ['timeout', 'timeout', ''],
      ['payLate', 'payLate', ''],
    ];
    const form =
      p && state === 'open'
        ? `<form method="post" action="/api/pay-sandbox/cashier/${esc(ref)}?lang=${esc(lang)}">
<fieldset><legend>${t('method')}</legend>${METHODS.map(
            (m) =>
              `<label><input type="radio" name="method" value="${m}"${(p.method ?? 0) === m ? ' checked' : ''}> ${esc(payMethodLabel(m, lang))}</label>`,
          ).join('')}</fieldset>
${actions.map(([a, k, cls]) => `<button name="action" value="${a}" class="${cls}">${t(k)}</button>`).join('\n')}</form>`
        : '';
    const html = `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('title')}</title><style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f5f6f8;color:#1d2129}main{max-width:480px;margin:0 auto;padding:16px}
h1{font-size:18px;margin:4px 0}.card{background:#fff;border-radius:12px;padding:14px;margin:12px 0;box-shadow:0 1px 3px #0001}
.row{display:flex;justify-content:space-between;margin:4px 0}.amount{font-size:28px;font-weight:700;color:#e63d3d}
fieldset{border:0;padding:0;margin:0 0 8px}legend{color:#86909c;margin-bottom:4px}label{display:block;padding:8px 0;border-bottom:1px solid #f0f0f0}
button{display:block;width:100%;margin:8px 0;padding:12px;border-radius:8px;border:1px solid #d0d3d9;background:#fff;font-size:15px}
button.primary{background:#1677ff;border-color:#1677ff;color:#fff}.state{font-weight:600}small{color:#86909c}
</style></head><body><main><h1>${t('title')}</h1><small>${t('lead')}</small>
${p ? `<div class="card"><div class="row"><span>${t('order')}</span><span>${esc(p.subject)}</span></div><div class="amount">${fen(Number(p.amount))}</div><div class="state" data-state="${esc(state)}">${stateText}</div></div>` : `<div class="card state" data-state="unknown">${t('unknown')}</div>`}
${form ? `<div class="card">${form}</div>` : ''}</main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  app.post('/api/pay-sandbox/cashier/:ref', { schema: { hide: true }, config }, async (req, reply) => {
    const { ref } = req.params as { ref: string };
    const body = (req.body ?? {}) as { action?: string; method?: string };
    const action = (['pay', 'decline', 'timeout', 'payLate'] as const).find((a) => a === body.action);
    const method = body.method === undefined ? null : Number(body.method);
    if (action) {
      if (method !== null && (METHODS as readonly number[]).includes(method)) await sandbox.act(ref, 'choose', method);
      await sandbox.act(ref, action, method);
    }
    return reply.redirect(
      `/api/pay-sandbox/cashier/${encodeURIComponent(ref)}?lang=${encodeURIComponent(langOf(req.query))}`,
      303,
    );
  });
}
