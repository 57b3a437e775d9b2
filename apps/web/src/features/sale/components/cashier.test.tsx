// The cashier's paying stage by createPayment's cashierKind (issue 28), and the channel it asks for. Requests
// go through the app's request client to msw; the provider's side is the answer msw gives.
import type { CallData, Calls } from '@curio/contract/client';
import { ErrorCode, PayMethod, PayProgress } from '@curio/contract/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import jsQR from 'jsqr';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query/query-client';
import { payChannelFor, WIDE_SCREEN_QUERY } from '../pay-channel';
import { saleTexts } from '../texts';
import { requestWechatPay } from '../wechat-bridge';
import { Cashier } from './cashier';
import type { Payment } from '../api/get-payment';

// The toasts the cashier shows, kept for the tests to read (antd-mobile's toast is a root of its own).
const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../components/shell/feedback', () => ({ toast: (text: string) => void toasts.push(text) }));

type Order = CallData<Calls['getOrder']>;

const server = setupServer();
const ok = <T,>(data: T) => HttpResponse.json({ code: 0, msg: 'success', data });
const matchMedia = window.matchMedia;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await setupI18n('en');
  await saleTexts.load('en');
}, 30_000);
afterEach(() => {
  server.resetHandlers();
  window.matchMedia = matchMedia;
  delete window.WeixinJSBridge;
  vi.unstubAllGlobals();
  Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (jsdom)', configurable: true });
});
afterAll(() => server.close());

const now = Date.now();
const ORDER_NO = '2026112200000012345678';
const PAYMENT_NO = 'P20261129034512000000123456';
const order: Order = {
  orderNo: ORDER_NO,
  status: 'pending_payment',
  businessType: 4,
  item: { kind: 'collection', id: 7, name: 'Spring Rain', coverUrl: '' },
  quantity: 1,
  unitPrice: 9900,
  totalAmount: 9900,
  createdAt: now - 60_000,
  expiresAt: now + 15 * 60_000,
  paidAt: null,
  endedAt: null,
  payMethod: null,
  serials: [],
  totalSupply: 1000,
  refund: null,
  coupon: null,
  address: null,
  shipping: null,
  serverTime: now,
};

const payment = (over: Partial<Payment>): Payment => ({
  paymentNo: PAYMENT_NO,
  orderNo: ORDER_NO,
  method: PayMethod.WX,
  channelType: 2013,
  amount: 9900,
  progress: PayProgress.WAIT,
  cashierUrl: '/sandbox/cashier/x',
  cashierKind: 'frame',
  jsapiParams: null,
  orderStatus: 'pending_payment',
  serverTime: now,
  ...over,
});

/** Answers createPayment with `answer` (or `answers` in turn) and getPayment with `polled` (default: the same). */
function provider(answer: Payment | ((body: Record<string, unknown>) => Response | Promise<Response>), polled?: () => Payment) {
  const bodies: Record<string, unknown>[] = [];
  let current = typeof answer === 'function' ? null : answer;
  server.use(
    http.get('/api/mallapp/pay/methods', () =>
      ok({
        methods: [
          { method: PayMethod.WX, name: 'WeChat Pay' },
          { method: PayMethod.ALI, name: 'Alipay' },
        ],
      }),
    ),
    http.post('/api/mallapp/pay/create', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (typeof answer === 'function') return answer(body);
      return ok(answer);
    }),
    http.get('/api/mallapp/pay/status/:paymentNo', () => ok(polled ? polled() : (current ?? payment({})))),
  );
  return {
    bodies,
    set: (p: Payment) => {
      current = p;
    },
  };
}

/** Rendered inside act: the first render suspends on the sale's texts (use()), and act lets it resume. */
async function showCashier(wechatAuth?: 'ok' | 'failed') {
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[`/pages/iframe/index?orderNo=${ORDER_NO}`]}>
          <Routes>
            <Route
              path="/pages/iframe/index"
              element={
                <Suspense fallback={<p>loading</p>}>
                  <Cashier order={order} refetch={() => Promise.resolve()} wechatAuth={wechatAuth} />
                </Suspense>
              }
            />
            <Route path="/pages/account/order/detail" element={<p>order page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

async function payWith(method: number = PayMethod.WX) {
  await screen.findByTestId(`pay-method-${method}`, {}, { timeout: 10_000 });
  fireEvent.click(screen.getByTestId(`pay-method-${method}`));
  fireEvent.click(screen.getByTestId('pay-submit'));
}

/** Makes the window as wide as a computer's (the shell's wide-screen query matches) or a phone's. */
function screenWide(wide: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: wide && query === WIDE_SCREEN_QUERY,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** The QR code as drawn (the SVG's unit squares), rasterised at 4 px a module and read back with jsQR. */
function decodeQr(svg: Element): string | null {
  const [, , w] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
  const side = w!;
  const scale = 4;
  const px = side * scale;
  const rgba = new Uint8ClampedArray(px * px * 4).fill(255);
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const m of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    const x0 = Number(m[1]) * scale;
    const y0 = Number(m[2]) * scale;
    for (let y = y0; y < y0 + scale; y += 1)
      for (let x = x0; x < x0 + scale; x += 1) {
        const i = (y * px + x) * 4;
        rgba[i] = rgba[i + 1] = rgba[i + 2] = 0;
      }
  }
  return jsQR(rgba, px, px)?.data ?? null;
}

describe('the cashier by cashierKind', () => {
  beforeEach(() => screenWide(false));

  it('frame: shows the provider’s page in the frame', async () => {
    provider(payment({ cashierKind: 'frame', cashierUrl: '/sandbox/cashier/P1' }));
    await showCashier();
    await payWith();
    const frame = await screen.findByTestId('cashier-frame');
    expect(frame.getAttribute('src')).toBe('/sandbox/cashier/P1');
    expect(screen.getByTestId('cashier').getAttribute('data-stage')).toBe('paying');
  });

  it('redirect: opens the provider’s page in the top window (never a frame), once, and again on “Continue to pay”', async () => {
    const url = 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2016&package=1037687096';
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    provider(payment({ cashierKind: 'redirect', cashierUrl: url, method: PayMethod.WX }));
    await showCashier();
    await payWith();
    const away = await screen.findByTestId('cashier-redirect');
    expect(away.textContent).toContain('Opening WeChat Pay…');
    expect(away.textContent).toContain('After paying you come back to the order, which shows the result.');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(url), { timeout: 10_000 });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByTestId('cashier-redirect-continue'));
    expect(assign).toHaveBeenCalledTimes(2);
    expect(assign).toHaveBeenLastCalledWith(url);
  });

  it('redirect keeps polling: the payment confirmed meanwhile goes to the order', async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    const created = payment({
      cashierKind: 'redirect',
      cashierUrl: 'https://openapi.alipay.com/gateway.do?x=1',
      method: PayMethod.ALI,
    });
    const p = provider(created);
    await showCashier();
    await payWith(PayMethod.ALI);
    expect((await screen.findByTestId('cashier-redirect')).textContent).toContain('Opening Alipay…');
    p.set({ ...created, progress: PayProgress.SUCCESS, orderStatus: 'paid' });
    await screen.findByText('order page', {}, { timeout: 10_000 });
  });

  it('qr: draws the code whose content is exactly cashierUrl, with its caption, while polling', async () => {
    const code = 'weixin://wxpay/bizpayurl?pr=Xb5Ud7Czz';
    let polls = 0;
    provider(payment({ cashierKind: 'qr', cashierUrl: code, channelType: 2011 }), () => {
      polls += 1;
      return payment({ cashierKind: 'qr', cashierUrl: code, channelType: 2011 });
    });
    await showCashier();
    await payWith();
    const qr = await screen.findByTestId('cashier-qr');
    expect(qr.textContent).toContain('Scan with WeChat to pay');
    const svg = screen.getByTestId('cashier-qr-code');
    await waitFor(() => expect(svg.getAttribute('data-ready')).toBe('true'), { timeout: 10_000 });
    expect(svg.getAttribute('aria-label')).toBe('Scan with WeChat to pay');
    expect(decodeQr(svg)).toBe(code);
    expect(document.querySelector('iframe')).toBeNull();
    await waitFor(() => expect(polls).toBeGreaterThan(0), { timeout: 10_000 });
  });

  it('jsapi: passes exactly the signed params to getBrandWCPayRequest; ok keeps polling until the server confirms', async () => {
    const params = {
      appId: 'wx8888888888888888',
      timeStamp: '1414561699',
      nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
      paySign: 'oR9d8PuhnIc+YZ8cBHFCwfgpaK9gd7vaRvkYD7rthRAZ',
    };
    const invoke = vi.fn((_name: string, _params: Record<string, string>, cb: (res: { err_msg?: string }) => void) =>
      cb({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    window.WeixinJSBridge = { invoke };
    const created = payment({ cashierKind: 'jsapi', cashierUrl: '', jsapiParams: params, channelType: 2012 });
    const p = provider(created);
    await showCashier();
    await payWith();
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(invoke.mock.calls[0]![0]).toBe('getBrandWCPayRequest');
    expect(invoke.mock.calls[0]![1]).toStrictEqual(params);
    expect((await screen.findByTestId('cashier-jsapi')).textContent).toContain('Confirming the payment…');
    p.set({ ...created, progress: PayProgress.SUCCESS, orderStatus: 'paid' });
    await screen.findByText('order page', {}, { timeout: 10_000 });
  });

  it('jsapi: a cancelled payment sheet shows the failed state, and retry offers the methods again', async () => {
    window.WeixinJSBridge = {
      invoke: (_name, _params, cb) => cb({ err_msg: 'get_brand_wcpay_request:cancel' }),
    };
    provider(payment({ cashierKind: 'jsapi', cashierUrl: '', jsapiParams: { appId: 'wx1' }, channelType: 2012 }));
    await showCashier();
    await payWith();
    await screen.findByTestId('pay-failed');
    expect(screen.getByTestId('cashier').getAttribute('data-stage')).toBe('failed');
    fireEvent.click(screen.getByTestId('pay-retry'));
    await screen.findByTestId('pay-methods');
  });
});

describe('the WeChat bridge', () => {
  it('inside WeChat waits for WeixinJSBridgeReady before invoking', async () => {
    Object.defineProperty(window.navigator, 'userAgent', {
      value: 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.40',
      configurable: true,
    });
    const invoke = vi.fn((_n: string, _p: Record<string, string>, cb: (res: { err_msg?: string }) => void) =>
      cb({ err_msg: 'get_brand_wcpay_request:fail' }),
    );
    const outcome = requestWechatPay({ appId: 'wx1' });
    expect(invoke).not.toHaveBeenCalled();
    window.WeixinJSBridge = { invoke };
    act(() => {
      document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    });
    await expect(outcome).resolves.toBe('fail');
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', { appId: 'wx1' }, expect.any(Function));
  });

  it('outside WeChat there is no bridge to wait for: it fails at once', async () => {
    await expect(requestWechatPay({ appId: 'wx1' })).resolves.toBe('fail');
  });
});

describe('the channel asked for', () => {
  it('is 2012 (JSAPI) for WeChat inside WeChat, 2011 (a QR code) for WeChat on a wide screen, 2013 (H5) otherwise', () => {
    expect(payChannelFor(PayMethod.WX, true)).toBe(2011);
    expect(payChannelFor(PayMethod.ALI, true)).toBe(2013);
    expect(payChannelFor(PayMethod.WX, false)).toBe(2013);
    expect(payChannelFor(PayMethod.ALI, false)).toBe(2013);
    expect(payChannelFor(PayMethod.WX, false, true)).toBe(2012);
    expect(payChannelFor(PayMethod.WX, true, true)).toBe(2012);
    expect(payChannelFor(PayMethod.ALI, false, true)).toBe(2013);
  });

  it('inside WeChat: paying is possible (warned, never blocked); WeChat Pay first goes through WeChat’s authorization', async () => {
    screenWide(false);
    Object.defineProperty(window.navigator, 'userAgent', {
      value: 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.40',
      configurable: true,
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const authUrl = 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1&scope=snsapi_base#wechat_redirect';
    const oauth: unknown[] = [];
    server.use(
      http.post('/api/mallapp/pay/wechat/oauth', async ({ request }) => {
        oauth.push(await request.json());
        return ok({ url: authUrl });
      }),
    );
    const p = provider(() => HttpResponse.json({ code: ErrorCode.WECHAT_AUTH_REQUIRED, msg: 'Authorize first', data: null }));
    await showCashier();
    await screen.findByTestId('pay-method-0', {}, { timeout: 10_000 });
    expect(screen.getByTestId('pay-methods').textContent).toContain('Do not pay in the chat app, use the mobile browser');
    expect((screen.getByTestId('pay-submit') as HTMLButtonElement).disabled).toBe(false);
    await payWith(PayMethod.WX);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(authUrl), { timeout: 10_000 });
    expect(p.bodies).toEqual([{ orderNo: ORDER_NO, method: PayMethod.WX, channel: 2012 }]);
    expect(oauth).toEqual([{ orderNo: ORDER_NO }]);
    expect(screen.queryByTestId('pay-refusal')).toBeNull();
  });

  it('inside the chat app every method stays choosable and pays; the warning and a one-tap copy of this page’s link', async () => {
    screenWide(false);
    Object.defineProperty(window.navigator, 'userAgent', {
      value: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile Safari/537.36 MicroMessenger/8.0.47.2560',
      configurable: true,
    });
    const copied: string[] = [];
    vi.stubGlobal('navigator', {
      ...window.navigator,
      userAgent: window.navigator.userAgent,
      clipboard: { writeText: (text: string) => Promise.resolve(void copied.push(text)) },
    });
    toasts.length = 0;
    const created = payment({ cashierKind: 'frame', method: PayMethod.ALI, cashierUrl: '/sandbox/cashier/P9' });
    const p = provider(created);
    await showCashier();
    await screen.findByTestId(`pay-method-${PayMethod.ALI}`, {}, { timeout: 10_000 });
    const methods = screen.getByTestId('pay-methods');
    // A warning, never a block (PRODUCT.md §5, §8): the message and its hint, every method and Pay enabled.
    const warning = methods.querySelector('[role="alert"]');
    expect(warning?.textContent).toContain('Do not pay in the chat app, use the mobile browser');
    expect(warning?.textContent).toContain('Tap ··· at the top right and choose "Open in Browser"');
    const radios = [...methods.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => Number(r.value))).toEqual([PayMethod.WX, PayMethod.ALI]);
    for (const r of radios) expect(r.disabled, `method ${r.value}`).toBe(false);
    expect((screen.getByTestId('pay-submit') as HTMLButtonElement).disabled).toBe(false);

    // One tap copies this page's own link, for the mobile browser.
    fireEvent.click(screen.getByTestId('pay-copy-link'));
    await waitFor(() => expect(copied).toEqual([window.location.href]));
    await waitFor(() => expect(toasts).toContain('Link copied: open it in the mobile browser'));

    // And paying goes on: Alipay through the provider's page, then the order when the payment succeeds.
    await payWith(PayMethod.ALI);
    expect((await screen.findByTestId('cashier-frame')).getAttribute('src')).toBe('/sandbox/cashier/P9');
    expect(p.bodies).toEqual([{ orderNo: ORDER_NO, method: PayMethod.ALI, channel: 2013 }]);
    expect(screen.queryByTestId('pay-refusal')).toBeNull();
    p.set({ ...created, progress: PayProgress.SUCCESS, orderStatus: 'paid' });
    await screen.findByText('order page', {}, { timeout: 10_000 });
  });

  it('back from WeChat’s authorization (wxauth=ok) it pays with WeChat at once, through JSAPI', async () => {
    Object.defineProperty(window.navigator, 'userAgent', {
      value: 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.40',
      configurable: true,
    });
    const invoke = vi.fn((_n: string, _p: Record<string, string>, cb: (res: { err_msg?: string }) => void) =>
      cb({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    window.WeixinJSBridge = { invoke };
    const params = { appId: 'wx1', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 's' };
    const p = provider(payment({ cashierKind: 'jsapi', cashierUrl: '', jsapiParams: params, method: PayMethod.WX }));
    await showCashier('ok');
    await waitFor(() => expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', params, expect.any(Function)), {
      timeout: 10_000,
    });
    expect(p.bodies).toEqual([{ orderNo: ORDER_NO, method: PayMethod.WX, channel: 2012 }]);
  });

  it('back from a failed authorization (wxauth=failed) it says so and waits for the buyer', async () => {
    const p = provider(payment({ cashierKind: 'frame' }));
    await showCashier('failed');
    expect((await screen.findByTestId('pay-refusal')).textContent).toBe(
      'WeChat did not confirm who is paying. Please try again, or choose another method.',
    );
    await screen.findByTestId('pay-method-0', {}, { timeout: 10_000 });
    expect(p.bodies).toEqual([]);
  });

  it('a wide screen paying with WeChat sends channel 2011', async () => {
    screenWide(true);
    const p = provider(payment({ cashierKind: 'qr', cashierUrl: 'weixin://wxpay/bizpayurl?pr=abc' }));
    await showCashier();
    await payWith(PayMethod.WX);
    await screen.findByTestId('cashier-qr');
    expect(p.bodies).toEqual([{ orderNo: ORDER_NO, method: PayMethod.WX, channel: 2011 }]);
  });

  it('a phone sends channel 2013', async () => {
    screenWide(false);
    const p = provider(payment({ cashierKind: 'frame' }));
    await showCashier();
    await payWith(PayMethod.WX);
    await screen.findByTestId('cashier-frame');
    expect(p.bodies).toEqual([{ orderNo: ORDER_NO, method: PayMethod.WX, channel: 2013 }]);
  });

  it('a provider without Native (the sandbox) refuses 2011: the H5 cashier then', async () => {
    screenWide(true);
    const p = provider((body) =>
      body.channel === 2011
        ? HttpResponse.json({ code: ErrorCode.PAY_METHOD_UNAVAILABLE, msg: 'Method unavailable', data: null })
        : ok(payment({ cashierKind: 'frame' })),
    );
    await showCashier();
    await payWith(PayMethod.WX);
    await screen.findByTestId('cashier-frame');
    expect(p.bodies.map((b) => b.channel)).toEqual([2011, 2013]);
    expect(screen.queryByTestId('pay-refusal')).toBeNull();
  });
});
