import { PayChannelType, PayMethod } from '@curio/contract/client';

/**
 * A wide screen as the shell means it (shell.css: the presentation offer beside the page column): a computer,
 * where the buyer scans a QR code with the phone rather than opening WeChat Pay's H5 page in this browser.
 */
export const WIDE_SCREEN_QUERY = '(min-width: 1100px)';

/** The spec §4 channels the storefront asks for: 2011 NATIVE (a QR code) or 2013 H5 (the default). */
export type CashierChannel = typeof PayChannelType.NATIVE | typeof PayChannelType.H5;

/** True when the window is wide (false where there is no window, e.g. the server's render). */
export function isWideScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN_QUERY).matches;
}

/**
 * The channel createPayment is asked for: WeChat on a wide screen pays by scanning a QR code (Native), everything
 * else through the provider's mobile page (H5). JSAPI (2012) is never asked for: it needs the buyer's openid from
 * WeChat's OAuth, which the server does not offer yet, and paying inside the chat app is discouraged anyway.
 */
export function payChannelFor(method: number, wide: boolean): CashierChannel {
  return method === PayMethod.WX && wide ? PayChannelType.NATIVE : PayChannelType.H5;
}
