import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * WeChat's web authorization (网页授权) as documented: GET /connect/oauth2/authorize (the user agrees, silently for
 * snsapi_base: 302 to redirect_uri?code=...&state=...) and GET /sns/oauth2/access_token (code + AppSecret → openid;
 * errcode 40029 for an unknown code, 40163 for a used one, 40125 for a wrong secret, 40013 for a wrong appid).
 */
export class WechatOauthTestServer {
  readonly appSecret = randomBytes(16).toString('hex');
  /** The openid WeChat gives the test's buyer at this account. */
  readonly openid = `o${randomBytes(14).toString('base64url')}`;
  private server: http.Server | null = null;
  private readonly codes = new Map<string, { used: boolean }>();
  /** The authorize requests seen (to assert on the redirect and state). */
  readonly authorizations: { redirectUri: string; state: string; scope: string }[] = [];

  constructor(readonly appId: string) {}

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const u = new URL(req.url ?? '/', this.url);
    const q = u.searchParams;
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json; encoding=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (u.pathname === '/connect/oauth2/authorize') {
      if (q.get('appid') !== this.appId || q.get('response_type') !== 'code')
        return json({ errcode: 10003, errmsg: 'redirect_uri or appid error' });
      const redirect = q.get('redirect_uri') ?? '';
      this.authorizations.push({ redirectUri: redirect, state: q.get('state') ?? '', scope: q.get('scope') ?? '' });
      const code = randomBytes(16).toString('hex');
      this.codes.set(code, { used: false });
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      res.end();
      return;
    }
    if (u.pathname === '/sns/oauth2/access_token') {
      if (q.get('appid') !== this.appId) return json({ errcode: 40013, errmsg: 'invalid appid' });
      if (q.get('secret') !== this.appSecret) return json({ errcode: 40125, errmsg: 'invalid appsecret' });
      if (q.get('grant_type') !== 'authorization_code') return json({ errcode: 40002, errmsg: 'invalid grant_type' });
      const code = this.codes.get(q.get('code') ?? '');
      if (!code) return json({ errcode: 40029, errmsg: 'invalid code' });
      if (code.used) return json({ errcode: 40163, errmsg: 'code been used' });
      code.used = true;
      return json({
        access_token: randomBytes(24).toString('hex'),
        expires_in: 7200,
        refresh_token: randomBytes(24).toString('hex'),
        openid: this.openid,
        scope: 'snsapi_base',
      });
    }
    res.writeHead(404);
    res.end();
  }
}
