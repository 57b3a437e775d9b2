import {
  bindBankCard,
  confirmBankCard,
  ErrorCode,
  getBill,
  getWallet,
  listBankCards,
  listBills,
  openWallet,
  recharge,
  resetWalletPassword,
  setWalletPassword,
  unbindBankCard,
  updateWalletPassword,
  withdraw,
} from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import { WalletNoticeError } from '../../providers/wallet/wallet-provider';
import type { WalletServices } from './wallet.types';

/** The wallet's calls (payWithWallet is a flow: decision 031) and the provider's notice route. */
export function walletRoutes(app: FastifyInstance, s: WalletServices, noticeProvider: string | null): void {
  const uid = (req: { user: { id: number } | null }) => req.user!.id;
  const w = s.wallet;
  registerCall(app, getWallet, (req) => w.get(req.tenant, uid(req)));
  registerCall(app, openWallet, (req) => w.open(req.tenant, uid(req), req.body));
  registerCall(app, listBankCards, (req) => w.cards(req.tenant, uid(req)));
  registerCall(app, bindBankCard, (req) => w.bindCard(req.tenant, uid(req), req.body), {
    rateLimit: { by: 'user', max: 20, windowMs: 3_600_000 },
  });
  registerCall(app, confirmBankCard, (req) => w.confirmCard(req.tenant, uid(req), req.body));
  registerCall(app, unbindBankCard, (req) => w.unbindCard(req.tenant, uid(req), req.body));
  registerCall(app, recharge, (req) => w.recharge(req.tenant, uid(req), req.body));
  registerCall(app, withdraw, (req) => w.withdraw(req.tenant, uid(req), req.body));
  registerCall(app, listBills, (req) => w.bills(req.tenant, uid(req), req.query));
  registerCall(app, getBill, (req) => w.bill(req.tenant, uid(req), req.params.billNo));
  registerCall(app, setWalletPassword, (req) => w.setPassword(req.tenant, uid(req), req.body));
  registerCall(app, updateWalletPassword, (req) => w.updatePassword(req.tenant, uid(req), req.body));
  registerCall(app, resetWalletPassword, (req) => w.resetPassword(req.tenant, uid(req), req.body));

  if (noticeProvider === null) return;
  // The provider's signed notices (not a storefront call: no tenant host, no request signature).
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post(
      `/api/wallet/notify/${noticeProvider}`,
      { schema: { hide: true }, config: { tenant: false, signed: false, auth: 'none' } },
      async (req, reply) => {
        try {
          const outcome = await w.takeNotice(String(req.body), req.headers);
          return { code: 0, msg: 'ok', data: { outcome } };
        } catch (err) {
          if (!(err instanceof WalletNoticeError)) throw err;
          req.log.warn({ reason: err.message }, 'wallet notice refused');
          return reply.code(400).send({ code: ErrorCode.SIGNATURE_INVALID, msg: err.message, data: null });
        }
      },
    );
  });
}
