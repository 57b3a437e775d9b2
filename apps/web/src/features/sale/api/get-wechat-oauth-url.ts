import { request } from '../../../lib/request/index';

/**
 * getWechatOauthUrl: paying inside WeChat (JSAPI) needs the buyer's openid, which WeChat's web authorization gives
 * the server; answers where to send the browser (it comes back to the order's cashier with `wxauth`).
 */
export const getWechatOauthUrl = (orderNo: string) =>
  request('getWechatOauthUrl', { body: { orderNo }, showErrorMessage: false });
