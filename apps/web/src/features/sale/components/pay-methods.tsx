import { ErrorCode, PayChannelType, PayMethod, runtimeText } from '@curio/contract/client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ChatAppPaymentWarning } from '../../../components/ui/chat-app-payment-warning';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { isChatAppBrowser } from '../../../lib/chat-app';
import { copyText } from '../../../lib/clipboard';
import { toast } from '../../../components/shell/feedback';
import { formatPrice } from '../../../lib/format';
import { isRequestError } from '../../../lib/request/index';
import { useSaleTexts } from '../texts';
import { isWideScreen, payChannelFor, type CashierChannel } from '../pay-channel';
import { PayMethodIcon } from './pay-method-icon';
import { useCreatePaymentMutation } from '../api/create-payment';
import { getWechatOauthUrl } from '../api/get-wechat-oauth-url';
import { usePayMethods } from '../api/list-pay-methods';
import { type Order } from '../api/get-order';
import { type Payment } from '../api/get-payment';
import { QueryState } from '../../../components/query-state';

/**
 * The payment methods of the order (listPayMethods); choosing one creates the payment, through the channel
 * that suits the screen (pay-channel.ts: WeChat on a wide screen is a QR code). The wallet (LIANLIAN) is
 * paid on the wallet's own page with its password: `walletPayPath`, given by the route.
 */
export function PayMethods({
  order,
  onPaying,
  walletPayPath,
  wechatAuth,
}: {
  order: Order;
  onPaying: (payment: Payment) => void;
  walletPayPath?: (orderNo: string) => string;
  /** Back from WeChat's web authorization (`wxauth` of the address): ok pays with WeChat at once. */
  wechatAuth?: 'ok' | 'failed';
}) {
  const { t, lang } = useSaleTexts();
  const navigate = useNavigate();
  const methods = usePayMethods(lang);
  const createPayment = useCreatePaymentMutation();
  const [chosen, setChosen] = useState<PayMethod | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(wechatAuth === 'failed' ? t('sale.cashier.wechatAuthFailed') : null);
  const chatApp = isChatAppBrowser();
  const list = methods.data?.methods ?? [];
  const method = chosen ?? list[0]?.method ?? null;

  const pay = async (method: PayMethod | null) => {
    if (method === null || busy) return;
    if (method === PayMethod.LIANLIAN && walletPayPath) {
      void navigate(walletPayPath(order.orderNo));
      return;
    }
    setBusy(true);
    setRefusal(null);
    const create = async (channel: CashierChannel): Promise<Payment> => {
      try {
        return await createPayment.mutateAsync({ orderNo: order.orderNo, method, channel });
      } catch (error) {
        const business = isRequestError(error, 'business');
        // Inside WeChat, WeChat Pay needs the buyer's openid: WeChat's web authorization first, then back here.
        if (channel === PayChannelType.MP && business && error.code === ErrorCode.WECHAT_AUTH_REQUIRED) {
          window.location.assign((await getWechatOauthUrl(order.orderNo)).url);
          return new Promise<never>(() => undefined);
        }
        // A provider without Native or JSAPI (the development sandbox, a merchant without its official
        // account's secret) refuses that channel as an unavailable method: its mobile page then.
        const other = channel !== PayChannelType.H5 && business && error.code === ErrorCode.PAY_METHOD_UNAVAILABLE;
        if (!other) throw error;
        return create(PayChannelType.H5);
      }
    };
    try {
      onPaying(await create(payChannelFor(method, isWideScreen(), chatApp)));
    } catch (error) {
      if (isRequestError(error, 'business')) setRefusal(error.message);
    } finally {
      setBusy(false);
    }
  };

  // Back from WeChat's authorization: pay with WeChat at once (once, when the methods have loaded), as the buyer
  // asked before leaving.
  const resumed = useRef(false);
  useEffect(() => {
    if (wechatAuth !== 'ok' || resumed.current || !list.some((m) => m.method === PayMethod.WX)) return;
    resumed.current = true;
    setChosen(PayMethod.WX);
    void pay(PayMethod.WX);
  }, [wechatAuth, list.length]);

  // In the chat app's browser paying is discouraged (spec §6), never blocked (PRODUCT.md §8): a warning, and
  // the cashier's own link to open in the mobile browser.
  const copyLink = async () => {
    toast((await copyText(window.location.href)) ? t('sale.cashier.chatAppCopied') : runtimeText('copyFailed', lang));
  };

  /** The section with `body` where the methods go (the skeleton, none, or the methods). */
  const section = (body: ReactNode) => (
    <section className="sale-card" data-testid="pay-methods">
      <h2 className="sale-h3">{t('sale.cashier.method')}</h2>
      {body}
      {chatApp ? <ChatAppPaymentWarning className="sale-cashier__warning" /> : null}
      {refusal ? (
        <p className="sale-refusal" role="alert" data-testid="pay-refusal">
          {refusal}
        </p>
      ) : null}
      {chatApp ? (
        <button
          type="button"
          className="sale-button sale-button--block sale-button--ghost"
          onClick={() => void copyLink()}
          data-testid="pay-copy-link"
        >
          {t('sale.cashier.chatAppCopy')}
        </button>
      ) : null}
      <button
        type="button"
        className="sale-button sale-button--block"
        disabled={method === null || busy}
        onClick={() => void pay(method)}
        data-testid="pay-submit"
      >
        {t('sale.cashier.pay', { amount: formatPrice(order.totalAmount, lang) })}
      </button>
    </section>
  );
  return (
    <QueryState queries={[methods]} skeleton={section(<SkeletonBlock height={120} radius={10} />)}>
      {() =>
        section(
          list.length === 0 ? (
            <p className="sale-note">{t('sale.cashier.noMethods')}</p>
          ) : (
            <div className="sale-methods" role="radiogroup" aria-label={t('sale.cashier.method')}>
              {list.map((m) => (
                <label key={m.method} className={`sale-method${m.method === method ? ' sale-method--on' : ''}`}>
                  <input
                    type="radio"
                    name="pay-method"
                    value={m.method}
                    checked={m.method === method}
                    onChange={() => setChosen(m.method)}
                    data-testid={`pay-method-${m.method}`}
                  />
                  <PayMethodIcon method={m.method} />
                  <span className="sale-method__name">{m.name}</span>
                  <span className="sale-method__radio" aria-hidden="true" />
                </label>
              ))}
            </div>
          ),
        )
      }
    </QueryState>
  );
}
