import { PayChannelType, PayMethod } from '@curio/contract/client';

/**
 * A wide screen as the shell means it (shell.css: the presentation offer beside the page column): a computer,
 * where the buyer scans a QR code with the phone rather than opening WeChat Pay's H5 page in this browser.
 */
export const WIDE_SCREEN_QUERY = '(min-width: 1100px)';

/** The spec §4 channels the storefront asks for: 2011 NATIVE (a QR code), 2012 MP (JSAPI inside WeChat) or 2013 H5. */
export type CashierChannel = typeof PayChannelType.NATIVE | typeof PayChannelType.MP | typeof PayChannelType.H5;

/** True when the window is wide (false where there is no window, e.g. the server's render). */
export function isWideScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN_QUERY).matches;
}

/**
 * The channel createPayment is asked for: WeChat inside WeChat's own browser pays through its in-app sheet (JSAPI;
 * the server needs the buyer's openid first: getWechatOauthUrl), WeChat on a wide screen by scanning a QR code
 * (Native), everything else through the provider's mobile page (H5).
 */
export function payChannelFor(method: number, wide: boolean, chatApp = false): CashierChannel {
  if (method !== PayMethod.WX) return PayChannelType.H5;
  if (chatApp) return PayChannelType.MP;
  return wide ? PayChannelType.NATIVE : PayChannelType.H5;
}
