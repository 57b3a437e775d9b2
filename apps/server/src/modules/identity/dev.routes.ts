import { devSmsOutbox, ErrorCode, localize, maskPhone, type Language } from '@curio/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { SandboxDid } from '../../providers/did/sandbox-did';
import type { SmsOutbox } from '../../providers/index';
import { registerCall } from '../../plugins/register-call';
import type { DidService } from './did.service';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const PAGE_TEXT = {
  'zh-CN': {
    title: '希物数字身份 · 沙箱',
    lead: '这是测试用的合作方页面。选择一个测试身份，即以该身份登录并返回商城。',
    signIn: '以此身份登录',
    token: 'didToken（10 分钟内有效，仅可使用一次）',
    back: '返回商城',
  },
  'zh-TW': {
    title: '希物數位身分 · 沙箱',
    lead: '這是測試用的合作方頁面。選擇一個測試身分，即以該身分登入並返回商城。',
    signIn: '以此身分登入',
    token: 'didToken（10 分鐘內有效，僅可使用一次）',
    back: '返回商城',
  },
  en: {
    title: 'Xiwu digital identity · sandbox',
    lead: 'A partner page for testing. Choose a test identity to sign in as that person and return to the storefront.',
    signIn: 'Sign in as this person',
    token: 'didToken (valid 10 minutes, usable once)',
    back: 'Back to the storefront',
  },
} as const;

const pageText = (lang: Language) => (lang === 'zh-CN' || lang === 'zh-TW' ? PAGE_TEXT[lang] : PAGE_TEXT.en);

/**
 * Development-only routes (never registered when NODE_ENV=production): the SMS sandbox's outbox and
 * the DID sandbox partner's page. Both are tenant-scoped like every /api route.
 */
export function devRoutes(
  app: FastifyInstance,
  deps: { outbox: SmsOutbox | null; dids: DidService; sandbox: SandboxDid | null },
): void {
  const { outbox, dids, sandbox } = deps;
  if (outbox) {
    registerCall(app, devSmsOutbox, async (req) => outbox.latest(req.tenant.id, req.query.phone.trim(), req.query.areaCode, 10));
  }
  if (!sandbox) return;

  const config = { tenant: true, signed: false, auth: 'none' as const };

  /** Where to send the browser back: a page on one of this tenant's hosts (no open redirect). */
  const backTo = async (req: FastifyRequest): Promise<URL> => {
    const raw = (req.query as { redirect?: unknown }).redirect;
    if (typeof raw !== 'string' || raw === '') throw new AppError(ErrorCode.FIELD_REQUIRED);
    let url: URL;
    try {
      url = new URL(raw, `${req.protocol}://${req.host}`);
    } catch {
      throw new AppError(ErrorCode.VALIDATION_FAILED);
    }
    const hosts = await app.tenant.tenants.hosts(req.tenant);
    if (!/^https?:$/.test(url.protocol) || !hosts.includes(url.hostname.toLowerCase()))
      throw new AppError(ErrorCode.VALIDATION_FAILED);
    return url;
  };

  app.get('/api/dev/did-sandbox', { schema: { hide: true }, config }, async (req, reply) => {
    const back = await backTo(req);
    const t = pageText(req.lang);
    const rows = sandbox.identities
      .map((who) => {
        const go = `/api/dev/did-sandbox/authorize?subject=${encodeURIComponent(who.subject)}&redirect=${encodeURIComponent(back.href)}`;
        const didToken = dids.sandboxToken(req.tenant, who.subject) ?? '';
        return `<li><strong>${esc(localize(who.label, req.lang))}</strong><small>${esc(who.areaCode)} ${esc(maskPhone(who.phone))} · ${esc(who.subject)}</small>
<a class="go" href="${esc(go)}">${esc(t.signIn)}</a>
<details><summary>${esc(t.token)}</summary><code>${esc(didToken)}</code></details></li>`;
      })
      .join('\n');
    const html = `<!doctype html><html lang="${esc(req.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(t.title)}</title><style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f4f1fb;color:#1a1a2e}main{max-width:560px;margin:0 auto;padding:20px}
h1{font-size:20px;margin:8px 0}ul{list-style:none;padding:0}li{background:#fff;border-radius:12px;padding:14px;margin:12px 0;box-shadow:0 1px 3px #0001}
small{display:block;color:#667}.go{display:block;text-align:center;margin-top:10px;padding:10px;border-radius:8px;background:#6b4fd8;color:#fff;text-decoration:none}
details{margin-top:8px;color:#667}code{display:block;word-break:break-all;font-size:11px;background:#f6f6f8;padding:6px;border-radius:6px}
</style></head><body><main><h1>${esc(t.title)}</h1><p>${esc(t.lead)}</p><ul>${rows}</ul><p><a href="${esc(back.href)}">${esc(t.back)}</a></p></main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  app.get('/api/dev/did-sandbox/authorize', { schema: { hide: true }, config }, async (req, reply: FastifyReply) => {
    const back = await backTo(req);
    const subject = (req.query as { subject?: unknown }).subject;
    const session = typeof subject === 'string' ? await dids.sandboxSignIn(req.tenant, subject) : null;
    if (!session) throw new AppError(ErrorCode.NOT_FOUND);
    // Spec §2 deep link: token and from=did in the query, the page to show in the hash.
    const query = new URLSearchParams({ token: session.token, from: 'did' });
    for (const [k, v] of back.searchParams) if (k !== 'token' && k !== 'from') query.append(k, v);
    return reply.header('cache-control', 'no-store').redirect(`${back.origin}/?${query.toString()}${back.hash}`, 302);
  });
}
