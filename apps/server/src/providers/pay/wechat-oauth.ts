import { PaymentProviderError } from './payment-provider';

/**
 * WeChat's web authorization (网页授权, snsapi_base) of the official account bound to the WeChat Pay merchant: how
 * a JSAPI payment (inside WeChat's in-app browser) learns the payer's openid. The browser goes to `authorizeUrl`,
 * WeChat sends it back to our `redirectUri` with a one-time `code`, and `openidFor(code)` exchanges it (with the
 * account's AppSecret) for the openid. No SDK: two documented HTTP calls.
 */
export interface WechatOauthConfig {
  appId: string;
  /** The official account's AppSecret (a secret). */
  appSecret: string;
  /** Where both calls go instead of open.weixin.qq.com and api.weixin.qq.com (a proxy, or the local test server). */
  endpoint?: string;
  timeoutMs?: number;
}

export const WECHAT_AUTHORIZE_ENDPOINT = 'https://open.weixin.qq.com';
export const WECHAT_API_ENDPOINT = 'https://api.weixin.qq.com';

export class WechatOauth {
  constructor(private readonly config: WechatOauthConfig) {}

  get appId(): string {
    return this.config.appId;
  }

  /** The page WeChat shows (silently, for snsapi_base) before sending the browser back with a code. */
  authorizeUrl(redirectUri: string, state: string): string {
    const q = new URLSearchParams({
      appid: this.config.appId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'snsapi_base',
      state,
    });
    return `${this.config.endpoint ?? WECHAT_AUTHORIZE_ENDPOINT}/connect/oauth2/authorize?${q.toString()}#wechat_redirect`;
  }

  /** Exchanges a one-time code for the payer's openid; a refused code (40029, 40163 used) throws. */
  async openidFor(code: string): Promise<string> {
    const q = new URLSearchParams({
      appid: this.config.appId,
      secret: this.config.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    let answer: { openid?: unknown; errcode?: unknown; errmsg?: unknown };
    try {
      const res = await fetch(`${this.config.endpoint ?? WECHAT_API_ENDPOINT}/sns/oauth2/access_token?${q.toString()}`, {
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
      answer = (await res.json()) as typeof answer;
    } catch (err) {
      const timeout = (err as Error).name === 'TimeoutError';
      throw new PaymentProviderError(
        timeout ? 'WeChat OAuth timed out' : 'WeChat OAuth unreachable',
        timeout ? 'TIMEOUT' : 'NETWORK',
        true,
      );
    }
    if (typeof answer.openid === 'string' && /^[0-9A-Za-z_-]{8,64}$/.test(answer.openid)) return answer.openid;
    // The answer's errmsg may echo the request; only the code is passed on.
    throw new PaymentProviderError(
      'WeChat OAuth refused the code',
      `WECHAT_${String(answer.errcode ?? 'BAD_ANSWER')}`,
      answer.errcode === -1,
    );
  }
}
