import { isChatAppBrowser } from '../../lib/chat-app';

/** What WeChat's in-app browser puts on the window (JSAPI payments: getBrandWCPayRequest). */
export interface WeixinJSBridge {
  invoke(name: 'getBrandWCPayRequest', params: Record<string, string>, callback: (res: { err_msg?: string }) => void): void;
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
  }
}

/** How a JSAPI payment sheet ended: paid (the server still confirms it), cancelled by the buyer, or failed. */
export type BridgeOutcome = 'ok' | 'cancel' | 'fail';

/**
 * Opens WeChat's payment sheet with the prepay parameters exactly as the server signed them. The bridge is
 * injected after the page starts, so inside WeChat it waits for `WeixinJSBridgeReady`; anywhere else there
 * is no bridge to wait for and the payment fails at once (the cashier offers another try).
 */
export function requestWechatPay(params: Record<string, string>): Promise<BridgeOutcome> {
  return new Promise((resolve) => {
    const invoke = () => {
      const bridge = window.WeixinJSBridge;
      if (!bridge) {
        resolve('fail');
        return;
      }
      bridge.invoke('getBrandWCPayRequest', params, (res) => {
        const msg = res?.err_msg ?? '';
        resolve(msg === 'get_brand_wcpay_request:ok' ? 'ok' : msg === 'get_brand_wcpay_request:cancel' ? 'cancel' : 'fail');
      });
    };
    if (window.WeixinJSBridge) invoke();
    else if (isChatAppBrowser()) document.addEventListener('WeixinJSBridgeReady', invoke, { once: true });
    else resolve('fail');
  });
}
