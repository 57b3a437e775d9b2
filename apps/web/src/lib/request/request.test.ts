import { signRequest } from '@curio/contract/client';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceId, initDeviceId } from '../device';
import { serverNow, serverOffset, setServerTime } from '../server-clock';
import { configureRequest, request, RequestError, requestEndpoint, resetRequestEnvironment } from './index';
import { download, upload } from './transfer';
import type { RequestEnvironment } from './index';

// Relative paths in handlers are resolved against jsdom's location (http://localhost:3000/), the
// client sends absolute URLs on location.origin.
const server = setupServer();
const SIGN_KEY = 'test-sign-key-0123';
const TOKEN = 'tok_3f9c2a7e5b1d4c6a';

const ok = <T>(data: T) => HttpResponse.json({ code: 0, msg: 'success', data });
const fail = (code: number, msg: string, data: unknown = null) => HttpResponse.json({ code, msg, data });

beforeAll(async () => {
  const el = document.createElement('script');
  el.id = 'curio-runtime';
  el.type = 'application/json';
  el.textContent = JSON.stringify({ signKey: SIGN_KEY });
  document.head.appendChild(el);
  server.listen({ onUnhandledRequest: 'error' });
  await initDeviceId();
});

afterEach(() => {
  server.resetHandlers();
  resetRequestEnvironment();
  vi.useRealTimers();
  vi.restoreAllMocks();
  // Exactly no offset: with only the server's time, the clock would read Date.now() a moment later
  // and could record -1 ms.
  const now = Date.now();
  setServerTime(now, now, now);
});

afterAll(() => {
  server.close();
});

type TestEnv = RequestEnvironment & {
  ui: {
    toast: ReturnType<typeof vi.fn>;
    dialog: ReturnType<typeof vi.fn>;
    showLoading: ReturnType<typeof vi.fn>;
    hideLoading: ReturnType<typeof vi.fn>;
  };
  onSessionExpired: ReturnType<typeof vi.fn>;
  onMaintenance: ReturnType<typeof vi.fn>;
  onNoTenant: ReturnType<typeof vi.fn>;
  onPlatformClosed: ReturnType<typeof vi.fn>;
};

function setup(
  overrides: Partial<Pick<RequestEnvironment, 'getToken' | 'getLanguage' | 'getAppId' | 'getThirdSession'>> = {},
): TestEnv {
  const env = {
    getToken: () => TOKEN,
    getLanguage: () => 'en',
    getAppId: () => 'app-7',
    getThirdSession: () => 'third-xyz',
    ui: { toast: vi.fn(), dialog: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() },
    onSessionExpired: vi.fn(),
    onMaintenance: vi.fn(),
    onNoTenant: vi.fn(),
    onPlatformClosed: vi.fn(),
    ...overrides,
  };
  configureRequest(env);
  return env;
}

/** Catches the one request a handler sees. */
function capture() {
  const seen: { request?: Request } = {};
  return {
    seen,
    take: (r: Request) => {
      seen.request = r;
    },
    get request(): Request {
      if (seen.request === undefined) throw new Error('no request seen');
      return seen.request;
    },
  };
}

async function rejection(promise: Promise<unknown>): Promise<RequestError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RequestError);
    return error as RequestError;
  }
  throw new Error('expected a rejection');
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('success and headers', () => {
  beforeEach(() => {
    setup();
  });

  it('resolves the data of a code-0 envelope', async () => {
    const cap = capture();
    server.use(
      http.get('/api/mallapp/themeMobile', ({ request }) => {
        cap.take(request);
        return ok({ themeColor: '#2FB8E6' });
      }),
    );
    await expect(request('themeMobile')).resolves.toEqual({ themeColor: '#2FB8E6' });
    expect(cap.request.url).toBe('http://localhost:3000/api/mallapp/themeMobile');
    expect(cap.request.method).toBe('GET');
  });

  it('sends every header, and the signature verifies with the token', async () => {
    const cap = capture();
    server.use(
      http.get('/api/mallapp/singularCategory/categoryTree', ({ request }) => {
        cap.take(request);
        return ok([]);
      }),
    );
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const before = Date.now();
    await request('categoryTree');
    const h = cap.request.headers;
    expect(h.get('platform')).toBe('H5');
    expect(h.get('nonce')).toMatch(/^[A-Za-z0-9]{16}$/);
    const timestamp = h.get('timestamp')!;
    expect(timestamp).toMatch(/^\d{13}$/);
    expect(Number(timestamp)).toBeGreaterThanOrEqual(before);
    expect(Number(timestamp)).toBeLessThanOrEqual(Date.now());
    expect(h.get('sign')).toBe(await signRequest({ platform: 'H5', timestamp, nonce: h.get('nonce')!, token: TOKEN }, SIGN_KEY));
    expect(h.get('token')).toBe(TOKEN);
    expect(h.get('client-type')).toBe('H5');
    expect(h.get('app-id')).toBe('app-7');
    expect(h.get('third-session')).toBe('third-xyz');
    expect(h.get('device-id')).toBe(deviceId());
    expect(h.get('device-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(h.get('lang')).toBe('en');
    expect(h.get('app-version')).toBe('1.0.0');
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('reads the stored device id with the first call of a page that never read it (the boot does not)', async () => {
    const stored = await initDeviceId();
    // A fresh page: its modules' memory is empty, the device's storage is the one the id was stored in.
    vi.resetModules();
    const fresh = await import('./index');
    const freshDevice = await import('../device');
    fresh.configureRequest({ ...setup(), getLanguage: () => 'en' });
    expect(freshDevice.deviceId()).toBe('');
    const cap = capture();
    server.use(
      http.get('/api/mallapp/themeMobile', ({ request }) => {
        cap.take(request);
        return ok({});
      }),
    );
    await fresh.request('themeMobile');
    expect(cap.request.headers.get('device-id')).toBe(stored);
    expect(freshDevice.deviceId()).toBe(stored);
  });

  it('signs with a fresh nonce each time', async () => {
    const nonces: string[] = [];
    server.use(
      http.get('/api/mallapp/themeMobile', ({ request }) => {
        nonces.push(request.headers.get('nonce')!);
        return ok(null);
      }),
    );
    await request('themeMobile');
    await request('themeMobile');
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("stamps requests with the server's clock", async () => {
    const cap = capture();
    server.use(
      http.get('/api/mallapp/themeMobile', ({ request }) => {
        cap.take(request);
        return ok(null);
      }),
    );
    setServerTime(Date.now() + 3_600_000);
    await request('themeMobile');
    const timestamp = Number(cap.request.headers.get('timestamp'));
    expect(Math.abs(timestamp - (Date.now() + 3_600_000))).toBeLessThan(5_000);
    expect(Math.abs(timestamp - serverNow())).toBeLessThan(5_000);
  });

  it('leaves the token out of the signature of getTenantInfoConfig (but still sends it)', async () => {
    const cap = capture();
    server.use(
      http.get('/api/memberapi/user/getTenantInfoConfig', ({ request }) => {
        cap.take(request);
        return ok({ imgUrl: '', platformName: 'Curio', tenantId: 't1', enable: 1 });
      }),
    );
    await request('getTenantInfoConfig');
    const h = cap.request.headers;
    const params = { platform: h.get('platform')!, timestamp: h.get('timestamp')!, nonce: h.get('nonce')! };
    expect(h.get('sign')).toBe(await signRequest(params, SIGN_KEY));
    expect(h.get('sign')).not.toBe(await signRequest({ ...params, token: TOKEN }, SIGN_KEY));
    expect(h.get('token')).toBe(TOKEN);
  });

  it('sends no sign headers for the unsigned curtime call, and sets the server clock from it', async () => {
    const cap = capture();
    const skew = 120_000;
    server.use(
      http.get('/api/curtime/get', ({ request }) => {
        cap.take(request);
        return ok({ timestamp: Date.now() + skew, timeZone: 'Asia/Shanghai' });
      }),
    );
    const data = await request('get');
    expect(data.timeZone).toBe('Asia/Shanghai');
    const h = cap.request.headers;
    for (const name of ['platform', 'timestamp', 'nonce', 'sign']) expect(h.has(name)).toBe(false);
    expect(h.get('token')).toBe(TOKEN);
    expect(h.get('client-type')).toBe('H5');
    expect(Math.abs(serverOffset() - skew)).toBeLessThan(1_000);
  });

  it('without a token: no token header, and the signature has no token', async () => {
    setup({ getToken: () => null, getThirdSession: () => null });
    const cap = capture();
    server.use(
      http.get('/api/mallapp/themeMobile', ({ request }) => {
        cap.take(request);
        return ok(null);
      }),
    );
    await request('themeMobile');
    const h = cap.request.headers;
    expect(h.has('token')).toBe(false);
    expect(h.has('third-session')).toBe(false);
    expect(h.get('sign')).toBe(
      await signRequest({ platform: 'H5', timestamp: h.get('timestamp')!, nonce: h.get('nonce')! }, SIGN_KEY),
    );
  });

  it('sends the language normalised, and H5-WX inside the chat app', async () => {
    setup({ getLanguage: () => 'zh_TW' });
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN',
    );
    const cap = capture();
    server.use(
      http.get('/api/mallapp/themeMobile', ({ request }) => {
        cap.take(request);
        return ok(null);
      }),
    );
    await request('themeMobile');
    expect(cap.request.headers.get('lang')).toBe('zh-TW');
    expect(cap.request.headers.get('client-type')).toBe('H5-WX');
  });
});

describe('URLs and bodies', () => {
  beforeEach(() => {
    setup();
  });

  it('substitutes path params (encoded) and builds the query string without undefined or null', async () => {
    const cap = capture();
    server.use(
      http.get('/api/mallapp/cardNft/getNftTarget/:cardNftId', ({ request }) => {
        cap.take(request);
        return ok({ ok: true });
      }),
    );
    await requestEndpoint(
      { method: 'GET', path: '/mallapp/cardNft/getNftTarget/{cardNftId}' },
      { params: { cardNftId: 'a b/c' }, query: { page: 1, size: 10, flag: true, q: 'x&y=z', none: undefined, nil: null } },
    );
    const url = new URL(cap.request.url);
    expect(url.pathname).toBe('/api/mallapp/cardNft/getNftTarget/a%20b%2Fc');
    expect([...url.searchParams]).toEqual([
      ['page', '1'],
      ['size', '10'],
      ['flag', 'true'],
      ['q', 'x&y=z'],
    ]);
  });

  it('rejects when a path param is missing', async () => {
    await expect(requestEndpoint({ method: 'GET', path: '/mallapp/cardNft/getNftTarget/{cardNftId}' })).rejects.toThrow(
      /cardNftId/,
    );
  });

  it('sends a POST body as JSON by default', async () => {
    const cap = capture();
    server.use(
      http.post('/api/memberapi/shareurl/shorten', ({ request }) => {
        cap.take(request);
        return ok({ shortUrl: 'https://c.io/x' });
      }),
    );
    const body = { url: 'https://curio.example/#/detail?id=1', nested: { a: [1, 2] } };
    await expect(request('shorten', { body })).resolves.toEqual({ shortUrl: 'https://c.io/x' });
    expect(cap.request.method).toBe('POST');
    expect(cap.request.headers.get('content-type')).toBe('application/json');
    expect(await cap.request.json()).toEqual(body);
  });

  it('sends a urlencoded POST body with contentType urlencoded', async () => {
    const cap = capture();
    server.use(
      http.post('/api/memberapi/user/userProfile', ({ request }) => {
        cap.take(request);
        return ok({});
      }),
    );
    await requestEndpoint(
      { method: 'POST', path: '/memberapi/user/userProfile' },
      { contentType: 'urlencoded', body: { a: 1, b: 'x y&z', list: [1, 2], skip: undefined, none: null, ok: true } },
    );
    expect(cap.request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(await cap.request.text()).toBe('a=1&b=x+y%26z&list=1&list=2&ok=true');
  });

  it('sends no body with GET', async () => {
    const cap = capture();
    server.use(
      http.get('/api/mallapp/themeMobile', ({ request }) => {
        cap.take(request);
        return ok(null);
      }),
    );
    // @ts-expect-error themeMobile takes no body (the contract says so); the client drops one all the same.
    await request('themeMobile', { body: { a: 1 } });
    expect(cap.request.body).toBeNull();
    expect(cap.request.headers.has('content-type')).toBe(false);
  });

  it('supports any method in the generic wrapper', async () => {
    const cap = capture();
    server.use(
      http.delete('/api/memberapi/address/:id', ({ request }) => {
        cap.take(request);
        return ok(true);
      }),
    );
    await expect(
      requestEndpoint<boolean>({ method: 'DELETE', path: '/memberapi/address/{id}' }, { params: { id: 5 } }),
    ).resolves.toBe(true);
    expect(cap.request.method).toBe('DELETE');
  });
});

describe('HTTP, transport, timeout and abort failures', () => {
  it.each([
    [404, 'Interface request error, please check the mobile network'],
    [502, 'Server maintenance, please come back later'],
    [503, 'server is currently unavailable'],
    [500, 'Network Error'],
    [403, 'Network Error'],
  ])('HTTP %i shows a dialog titled Hint with its text and rejects with kind http', async (status, text) => {
    const env = setup();
    server.use(http.get('/api/mallapp/themeMobile', () => HttpResponse.text('no', { status })));
    const error = await rejection(request('themeMobile'));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(status);
    expect(env.ui.dialog).toHaveBeenCalledTimes(1);
    expect(env.ui.dialog).toHaveBeenCalledWith('Hint', text);
    expect(env.ui.toast).not.toHaveBeenCalled();
  });

  it('words the HTTP dialog in the user language', async () => {
    const env = setup({ getLanguage: () => 'zh-CN' });
    server.use(http.get('/api/mallapp/themeMobile', () => new HttpResponse(null, { status: 502 })));
    await rejection(request('themeMobile'));
    expect(env.ui.dialog).toHaveBeenCalledWith('提示', '服务器维护中，请稍后再来');
  });

  it('treats a 2xx answer that is not an envelope as an HTTP failure', async () => {
    const env = setup();
    server.use(http.get('/api/mallapp/themeMobile', () => HttpResponse.text('<html>proxy</html>')));
    const error = await rejection(request('themeMobile'));
    expect(error.kind).toBe('http');
    expect(env.ui.dialog).toHaveBeenCalledWith('Hint', 'Network Error');
  });

  it("shows 'Interface request error:' plus the system message when fetch fails", async () => {
    const env = setup();
    server.use(http.get('/api/mallapp/themeMobile', () => HttpResponse.error()));
    const error = await rejection(request('themeMobile'));
    expect(error.kind).toBe('transport');
    expect(env.ui.dialog).toHaveBeenCalledTimes(1);
    const [title, content] = env.ui.dialog.mock.calls[0] as [string, string];
    expect(title).toBe('Hint');
    expect(content.startsWith('Interface request error: ')).toBe(true);
    expect(content.length).toBeGreaterThan('Interface request error: '.length);
  });

  it("rejects with 'timeout' after timeoutMs", async () => {
    const env = setup();
    server.use(
      http.get('/api/mallapp/themeMobile', async () => {
        await delay('infinite');
        return ok(null);
      }),
    );
    const error = await rejection(request('themeMobile', { timeoutMs: 30 }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('timeout');
    expect(env.ui.dialog).not.toHaveBeenCalled();
  });

  it('times out after 30 000 ms by default', async () => {
    setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.get('/api/mallapp/themeMobile', async () => {
        await delay('infinite');
        return ok(null);
      }),
    );
    let settled: RequestError | undefined;
    const pending = request('themeMobile').catch((e: RequestError) => {
      settled = e;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled?.message).toBe('timeout');
  });

  it("rejects with 'abort' when the caller aborts", async () => {
    const env = setup();
    const started = deferred();
    server.use(
      http.get('/api/mallapp/themeMobile', async () => {
        started.resolve();
        await delay('infinite');
        return ok(null);
      }),
    );
    const controller = new AbortController();
    const pending = rejection(request('themeMobile', { signal: controller.signal }));
    await started.promise;
    controller.abort();
    const error = await pending;
    expect(error.kind).toBe('abort');
    expect(error.message).toBe('abort');
    expect(env.ui.dialog).not.toHaveBeenCalled();
  });

  it("rejects with 'abort' at once for an already aborted signal", async () => {
    setup();
    const error = await rejection(request('themeMobile', { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('abort');
    expect(error.message).toBe('abort');
  });
});

describe('business errors', () => {
  it('toasts the msg for 2 s and rejects with code, msg and data', async () => {
    const env = setup();
    server.use(http.post('/api/memberapi/shareurl/shorten', () => fail(7020064, 'Sold out', { left: 0 })));
    const error = await rejection(request('shorten', { body: { url: '/x' } }));
    expect(error.kind).toBe('business');
    expect(error.code).toBe(7020064);
    expect(error.message).toBe('Sold out');
    expect(error.data).toEqual({ left: 0 });
    expect(env.ui.toast).toHaveBeenCalledExactlyOnceWith('Sold out', 2000);
    expect(env.ui.dialog).not.toHaveBeenCalled();
    expect(env.onSessionExpired).not.toHaveBeenCalled();
  });

  it('never toasts 8020217', async () => {
    const env = setup();
    server.use(http.get('/api/mallapp/themeMobile', () => fail(8020217, 'quiet')));
    const error = await rejection(request('themeMobile'));
    expect(error.code).toBe(8020217);
    expect(env.ui.toast).not.toHaveBeenCalled();
  });

  it('does not toast with showErrorMessage false', async () => {
    const env = setup();
    server.use(http.get('/api/mallapp/themeMobile', () => fail(7020065, 'Inventory shortage')));
    const error = await rejection(request('themeMobile', { showErrorMessage: false }));
    expect(error.code).toBe(7020065);
    expect(env.ui.toast).not.toHaveBeenCalled();
  });

  it.each([2062000, 2062001])('%i calls onSessionExpired unless tokenInvalidNotToLogin', async (code) => {
    const env = setup();
    server.use(http.get('/api/mallapp/themeMobile', () => fail(code, 'Please log in')));
    await rejection(request('themeMobile'));
    expect(env.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(env.ui.toast).toHaveBeenCalledWith('Please log in', 2000);
    await rejection(request('themeMobile', { tokenInvalidNotToLogin: true }));
    expect(env.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('9999 calls onMaintenance unless unresponseMaintain', async () => {
    const env = setup();
    server.use(http.get('/api/mallapp/themeMobile', () => fail(9999, 'Maintenance')));
    await rejection(request('themeMobile'));
    expect(env.onMaintenance).toHaveBeenCalledTimes(1);
    const error = await rejection(request('themeMobile', { unresponseMaintain: true }));
    expect(error.code).toBe(9999);
    expect(env.onMaintenance).toHaveBeenCalledTimes(1);
  });

  it('2060026 calls onPlatformClosed', async () => {
    const env = setup();
    server.use(http.get('/api/mallapp/singularCategory/categoryTree', () => fail(2060026, 'The platform is closed')));
    const error = await rejection(request('categoryTree'));
    expect(error.code).toBe(2060026);
    expect(env.onPlatformClosed).toHaveBeenCalledTimes(1);
    expect(env.onNoTenant).not.toHaveBeenCalled();
  });

  it('2060025 calls onNoTenant', async () => {
    const env = setup();
    server.use(http.get('/api/memberapi/user/getTenantInfoConfig', () => fail(2060025, 'No tenant')));
    const error = await rejection(request('getTenantInfoConfig'));
    expect(error.code).toBe(2060025);
    expect(env.onNoTenant).toHaveBeenCalledTimes(1);
    expect(env.onSessionExpired).not.toHaveBeenCalled();
    expect(env.onMaintenance).not.toHaveBeenCalled();
  });

  it('re-syncs the clock and retries once when the server finds the timestamp off', async () => {
    const env = setup();
    const skew = 3_600_000;
    const seen: number[] = [];
    server.use(
      http.get('/api/curtime/get', () => ok({ timestamp: Date.now() + skew, timeZone: 'Asia/Shanghai' })),
      http.get('/api/mallapp/themeMobile', ({ request }) => {
        const timestamp = Number(request.headers.get('timestamp'));
        seen.push(timestamp);
        return Math.abs(timestamp - (Date.now() + skew)) > 300_000 ? fail(4000004, 'Request expired') : ok('fresh');
      }),
    );
    await expect(request('themeMobile')).resolves.toBe('fresh');
    expect(seen).toHaveLength(2);
    expect(Math.abs(serverOffset() - skew)).toBeLessThan(1_000);
    expect(env.ui.toast).not.toHaveBeenCalled();
  });
});

describe('loading indicator', () => {
  it('shows once for overlapping calls and hides 100 ms after the last', async () => {
    const env = setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const gates = [deferred(), deferred(), deferred()];
    let n = 0;
    server.use(
      http.get('/api/mallapp/themeMobile', async () => {
        await gates[n++]!.promise;
        return ok(null);
      }),
    );
    const a = request('themeMobile', { showLoading: true });
    const b = request('themeMobile', { showLoading: true });
    expect(env.ui.showLoading).toHaveBeenCalledTimes(1);
    // Either call may reach the handler first (signing is asynchronous): the first gate lets one of
    // them finish, whichever it is.
    gates[0]!.resolve();
    await Promise.race([a, b]);
    expect(env.ui.hideLoading).not.toHaveBeenCalled();
    gates[1]!.resolve();
    await Promise.all([a, b]);
    expect(env.ui.hideLoading).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(99);
    expect(env.ui.hideLoading).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(env.ui.hideLoading).toHaveBeenCalledTimes(1);
    expect(env.ui.showLoading).toHaveBeenCalledTimes(1);
    // A call without showLoading does not touch the indicator.
    gates[2]!.resolve();
    await request('themeMobile');
    await vi.advanceTimersByTimeAsync(200);
    expect(env.ui.showLoading).toHaveBeenCalledTimes(1);
    expect(env.ui.hideLoading).toHaveBeenCalledTimes(1);
  });

  it('stays up when a new call starts within the 100 ms, and hides after a failure too', async () => {
    const env = setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.get('/api/mallapp/themeMobile', () => ok(null)),
      http.get('/api/mallapp/cmenu/queryMenuSettingInfo', () => fail(7020064, 'Sold out')),
    );
    await request('themeMobile', { showLoading: true });
    await vi.advanceTimersByTimeAsync(50);
    await rejection(request('queryMenuSettingInfo', { showLoading: true }));
    expect(env.ui.showLoading).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(env.ui.hideLoading).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(env.ui.hideLoading).toHaveBeenCalledTimes(1);
  });
});

describe('upload', () => {
  it('POSTs multipart with the file to /api/file/upload, signed with the token', async () => {
    setup();
    const cap = capture();
    let received: { name: string; type: string; text: string } | undefined;
    server.use(
      http.post('/api/file/upload', async ({ request }) => {
        cap.take(request.clone());
        const form = await request.formData();
        const file = form.get('file') as File;
        received = { name: file.name, type: file.type, text: await file.text() };
        return ok({ id: 'f1', url: '/api/file/download/f1', contentType: 'image/png', size: 9 });
      }),
    );
    const file = new File(['PNG-bytes'], 'avatar 头像.png', { type: 'image/png' });
    await expect(upload(file)).resolves.toEqual({ id: 'f1', url: '/api/file/download/f1', contentType: 'image/png', size: 9 });
    expect(received).toEqual({ name: 'avatar 头像.png', type: 'image/png', text: 'PNG-bytes' });
    const h = cap.request.headers;
    expect(h.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(h.get('token')).toBe(TOKEN);
    expect(h.get('sign')).toBe(
      await signRequest({ platform: 'H5', timestamp: h.get('timestamp')!, nonce: h.get('nonce')!, token: TOKEN }, SIGN_KEY),
    );
  });

  it('uses the given field and file name for a plain Blob', async () => {
    setup();
    let received: { name: string; text: string } | undefined;
    server.use(
      http.post('/api/file/upload', async ({ request }) => {
        const file = (await request.formData()).get('image') as File;
        received = { name: file.name, text: await file.text() };
        return ok({ id: 'f2', url: '/api/file/download/f2', contentType: 'image/jpeg', size: 3 });
      }),
    );
    await upload(new Blob(['abc'], { type: 'image/jpeg' }), { field: 'image', filename: 'photo.jpg' });
    expect(received).toEqual({ name: 'photo.jpg', text: 'abc' });
  });

  it("rejects with kind file and 'file error' when the file cannot be read, without sending", async () => {
    setup();
    const handler = vi.fn(() => ok(null));
    server.use(http.post('/api/file/upload', handler));
    const broken = new Blob(['x']);
    broken.arrayBuffer = () => Promise.reject(new DOMException('The file could not be read', 'NotReadableError'));
    const error = await rejection(upload(broken));
    expect(error.kind).toBe('file');
    expect(error.message).toBe('file error');
    expect(handler).not.toHaveBeenCalled();
  });

  it('handles a business error of the upload like any call', async () => {
    const env = setup();
    server.use(http.post('/api/file/upload', () => fail(4000008, 'File too large')));
    const error = await rejection(upload(new Blob(['x'], { type: 'image/png' })));
    expect(error.code).toBe(4000008);
    expect(env.ui.toast).toHaveBeenCalledWith('File too large', 2000);
  });
});

describe('download', () => {
  it('returns the body as a Blob, signed like any call', async () => {
    setup();
    const cap = capture();
    server.use(
      http.get('/api/file/download/:id', ({ request }) => {
        cap.take(request);
        return new HttpResponse('image-bytes', { headers: { 'content-type': 'image/png' } });
      }),
    );
    const blob = await download('/api/file/download/abc123');
    expect(blob.type).toBe('image/png');
    expect(await blob.text()).toBe('image-bytes');
    const h = cap.request.headers;
    expect(h.get('token')).toBe(TOKEN);
    expect(h.get('sign')).toBe(
      await signRequest({ platform: 'H5', timestamp: h.get('timestamp')!, nonce: h.get('nonce')!, token: TOKEN }, SIGN_KEY),
    );
  });

  it('puts a path without /api under /api', async () => {
    setup();
    server.use(http.get('/api/file/download/:id', () => new HttpResponse('x', { headers: { 'content-type': 'text/plain' } })));
    expect(await (await download('/file/download/abc')).text()).toBe('x');
  });

  it('shows the HTTP dialog and rejects on a failed status', async () => {
    const env = setup();
    server.use(http.get('/api/file/download/:id', () => new HttpResponse(null, { status: 404 })));
    const error = await rejection(download('/api/file/download/missing'));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(404);
    expect(env.ui.dialog).toHaveBeenCalledWith('Hint', 'Interface request error, please check the mobile network');
  });

  it('treats an error envelope as a business error', async () => {
    const env = setup();
    server.use(http.get('/api/file/download/:id', () => fail(4000006, 'Not found')));
    const error = await rejection(download('/api/file/download/gone'));
    expect(error.kind).toBe('business');
    expect(env.ui.toast).toHaveBeenCalledWith('Not found', 2000);
  });

  it('never sends the token or the signature to another origin', async () => {
    setup();
    const cap = capture();
    server.use(
      http.get('https://cdn.example.com/img/a.png', ({ request }) => {
        cap.take(request);
        return new HttpResponse('cdn', { headers: { 'content-type': 'image/png' } });
      }),
    );
    expect(await (await download('https://cdn.example.com/img/a.png')).text()).toBe('cdn');
    for (const name of ['token', 'sign', 'nonce', 'timestamp', 'device-id', 'third-session']) {
      expect(cap.request.headers.has(name)).toBe(false);
    }
  });

  it('times out after 60 000 ms', async () => {
    setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.get('/api/file/download/:id', async () => {
        await delay('infinite');
        return new HttpResponse('x');
      }),
    );
    let settled: RequestError | undefined;
    const pending = download('/api/file/download/slow').catch((e: RequestError) => {
      settled = e;
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled?.kind).toBe('timeout');
  });
});
