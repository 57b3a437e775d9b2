import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentLanguage } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query/query-client';
import { configureRequest } from '../../lib/request/index';
import { serverOffset } from '../../lib/server-clock';
import { menuQueryOptions, tenantInfoQueryOptions } from '../../lib/tenant/tenant-calls';
import { useTenant } from '../../lib/tenant/tenant-store';
import { readBootData, type BootData } from './boot-data';
import { bootstrapTenant, showTenantIcon } from './bootstrap';

const ok = <T>(data: T) => HttpResponse.json({ code: 0, msg: 'success', data });
const server = setupServer();
const asked: { path: string; lang: string | null }[] = [];

const menuIn = (lang: string) => ({
  menuSettingInfoList: [
    {
      id: 1,
      name: lang === 'en' ? 'Home' : '首页',
      icon: '/i.svg',
      selectedIcon: '/s.svg',
      link: '/pages/index/index',
      linkType: 1,
      sort: 0,
    },
  ],
  menuColorVO: { selectTextColor: '#E63D3D', textColor: '#999999' },
});

function boot(over: Partial<BootData> = {}): BootData {
  return {
    language: 'zh-CN',
    time: { timestamp: Date.now() + 3_600_000, timeZone: 'Asia/Shanghai' },
    info: {
      tenantId: 1,
      appId: 'curio-demo',
      componentAppId: '',
      platformName: 'Curio Demo',
      imgUrl: '',
      enable: 1,
      webviewHosts: [],
    },
    theme: {
      themeColor: '#2FB8E6',
      globalBackgroundColor: '#F8F8F8',
      globalTextColor: '#1A1A1A',
      globalTextSubColor: '#8C8C8C',
      globalCardBackgroundColor: '#FFFFFF',
      globalMinorBackgroundColor: '#F2F3F5',
      globalDividingLineColor: '#EBEDF0',
      grayMode: false,
    },
    international: { language: 'zh-CN', languages: ['zh-CN', 'en'] },
    menu: menuIn('zh-CN'),
    configEnable: [{ classification: 2, disableContent: ['coupons'] }],
    home: null,
    ...over,
  };
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked.length = 0;
  configureRequest({ getLanguage: () => currentLanguage() });
  server.use(
    http.all('*/api/*', ({ request }) => {
      asked.push({ path: new URL(request.url).pathname, lang: request.headers.get('lang') });
      return ok(menuIn(request.headers.get('lang') ?? ''));
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  document.body.innerHTML = '';
});
afterAll(() => server.close());

describe('booting from the data in the page', () => {
  it('needs no round trip in the boot language: cache, store, clock and language come from the page', async () => {
    const queryClient = createQueryClient();
    const data = boot();
    const language = await bootstrapTenant(queryClient, null, data);
    expect(language).toBe('zh-CN');
    expect(asked).toEqual([]);
    const s = useTenant.getState();
    expect(s.status).toBe('open');
    expect(s.info).toEqual(data.info);
    expect(s.menu).toEqual(data.menu);
    expect(s.configEnable).toEqual(data.configEnable);
    expect(queryClient.getQueryData(tenantInfoQueryOptions().queryKey)).toEqual(data.info);
    // The server's clock from the page: an hour ahead of this device here.
    expect(Math.abs(serverOffset() - 3_600_000)).toBeLessThan(60_000);
  });

  it('asks for the menu in a stored language the page was not written in, and nothing else', async () => {
    const queryClient = createQueryClient();
    const language = await bootstrapTenant(queryClient, 'en', boot());
    expect(language).toBe('en');
    expect(asked).toEqual([{ path: '/api/mallapp/cmenu/queryMenuSettingInfo', lang: 'en' }]);
    expect(useTenant.getState().menu?.menuSettingInfoList[0]?.name).toBe('Home');
    expect(queryClient.getQueryData(menuQueryOptions('zh-CN').queryKey)).toEqual(menuIn('zh-CN'));
  });

  it('a closed tenant boots to its closure state from the page', async () => {
    const queryClient = createQueryClient();
    const closed = boot({ info: { ...boot().info, enable: 0 }, configEnable: [] });
    await bootstrapTenant(queryClient, null, closed);
    expect(asked).toEqual([]);
    expect(useTenant.getState().status).toBe('closed');
  });
});

describe('reading the boot data', () => {
  const put = (text: string) => {
    const el = document.createElement('script');
    el.id = 'curio-boot';
    el.type = 'application/json';
    el.textContent = text;
    document.body.append(el);
  };

  it('reads it once and takes it out of the page', () => {
    const data = boot();
    put(JSON.stringify(data));
    expect(readBootData()).toEqual(data);
    expect(document.getElementById('curio-boot')).toBeNull();
    expect(readBootData()).toBeNull();
  });

  it('gives null for a missing, broken or foreign block, so that the app asks as before', () => {
    expect(readBootData()).toBeNull();
    put('{"language":"zh-CN",');
    expect(readBootData()).toBeNull();
    put(JSON.stringify({ ...boot(), language: 'xx' }));
    expect(readBootData()).toBeNull();
    put(JSON.stringify({ ...boot(), menu: null }));
    expect(readBootData()).toBeNull();
    put('[1,2,3]');
    expect(readBootData()).toBeNull();
  });
});

describe("the tenant's icon on the tab (decision 029)", () => {
  it('is set once the page has loaded, not before (it would take a connection the scripts need)', () => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.head.innerHTML = '<link rel="icon" href="data:,">';
    const listeners: (() => void)[] = [];
    Object.defineProperty(doc, 'readyState', { value: 'interactive', configurable: true });
    Object.defineProperty(doc, 'defaultView', {
      value: { addEventListener: (type: string, fn: () => void) => type === 'load' && listeners.push(fn) },
    });
    showTenantIcon('/api/file/download/icon', doc);
    const icon = () => doc.querySelector('link[rel="icon"]')?.getAttribute('href');
    expect(icon()).toBe('data:,');
    expect(listeners).toHaveLength(1);
    listeners[0]!();
    expect(icon()).toBe('/api/file/download/icon');
  });

  it('is set at once on a page that has loaded already', () => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.head.innerHTML = '<link rel="icon" href="data:,">';
    Object.defineProperty(doc, 'readyState', { value: 'complete', configurable: true });
    showTenantIcon('/i.svg', doc);
    expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/i.svg');
  });

  it('is left alone when the server wrote it into the page', () => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.head.innerHTML = '<link rel="icon" href="/i.svg">';
    const listeners: unknown[] = [];
    Object.defineProperty(doc, 'readyState', { value: 'interactive', configurable: true });
    Object.defineProperty(doc, 'defaultView', { value: { addEventListener: (...a: unknown[]) => listeners.push(a) } });
    showTenantIcon('/i.svg', doc);
    expect(listeners).toEqual([]);
  });
});
