import {
  categoryTree,
  ErrorCode,
  getCurrentTime,
  getTenantConfigEnable,
  getTenantInfoConfig,
  getTenantInternationalConfig,
  getTenantPhoneArea,
  queryMenuSettingInfo,
  themeMobile,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createTestApp, DB_KIND, type TestApp, addTenantInMaintenance } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`tenant bootstrap calls (${DB_KIND})`, () => {
  it('getTenantInfoConfig answers each demo tenant by host', async () => {
    const demo = body<{ tenantId: number; platformName: string; enable: number; imgUrl: string; appId: string }>(
      await call(t.app, getTenantInfoConfig, { host: 'localhost' }),
    );
    expect(demo.code).toBe(0);
    expect(demo.data).toMatchObject({ platformName: 'Curio Demo', enable: 1, appId: 'curio-demo' });
    expect(demo.data.imgUrl).toMatch(/^\/api\/file\/download\//);

    const ip = body<{ tenantId: number }>(await call(t.app, getTenantInfoConfig, { host: '127.0.0.1:8080' }));
    expect(ip.data.tenantId).toBe(demo.data.tenantId);

    const aurora = body<{ tenantId: number; platformName: string }>(
      await call(t.app, getTenantInfoConfig, { host: 'aurora.localhost' }),
    );
    expect(aurora.data.platformName).toBe('Aurora');
    expect(aurora.data.tenantId).not.toBe(demo.data.tenantId);

    const closed = body<{ enable: number; platformName: string }>(
      await call(t.app, getTenantInfoConfig, { host: 'closed.localhost' }),
    );
    expect(closed.code).toBe(0);
    expect(closed.data).toMatchObject({ enable: 0, platformName: 'Maple Arts' });
  });

  it('the logo is a real image of the tenant', async () => {
    const info = body<{ imgUrl: string }>(await call(t.app, getTenantInfoConfig, { host: 'aurora.localhost' }));
    const res = await t.app.inject({ url: info.data.imgUrl, headers: { host: 'aurora.localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
  });

  it('an unknown host answers 2060025 (no tenant)', async () => {
    for (const def of [getTenantInfoConfig, themeMobile, getCurrentTime]) {
      const res = await call(t.app, def, { host: 'nobody.example.com' });
      expect(res.statusCode).toBe(200);
      expect(body(res).code).toBe(ErrorCode.NO_TENANT);
    }
  });

  it('themeMobile answers the light demo theme and the dark Aurora theme', async () => {
    const demo = body<Record<string, unknown>>(await call(t.app, themeMobile));
    expect(demo.data).toEqual({
      themeColor: '#2FB8E6',
      globalBackgroundColor: '#F8F8F8',
      globalTextColor: '#1A1A1A',
      globalTextSubColor: '#8C8C8C',
      globalCardBackgroundColor: '#FFFFFF',
      globalMinorBackgroundColor: '#F2F3F5',
      globalDividingLineColor: '#EBEDF0',
      grayMode: false,
    });
    const aurora = body<Record<string, unknown>>(await call(t.app, themeMobile, { host: 'aurora.localhost' }));
    expect(aurora.data.globalBackgroundColor).toBe('#0E1020');
    expect(aurora.data.themeColor).toBe('#8B5CF6');
  });

  it('queryMenuSettingInfo answers the menu in the requested language with one market entry', async () => {
    const zh = body<{
      menuSettingInfoList: { name: string; link: string; linkType: number; icon: string }[];
      menuColorVO: object;
    }>(await call(t.app, queryMenuSettingInfo, { lang: 'zh-CN' }));
    expect(zh.data.menuSettingInfoList.map((m) => m.name)).toEqual(['首页', '市场', '合成', '我的']);
    expect(zh.data.menuSettingInfoList.filter((m) => m.linkType === 2).map((m) => m.link)).toEqual(['/pages/market/index']);
    expect(zh.data.menuColorVO).toEqual({ selectTextColor: '#E63D3D', textColor: '#999999' });

    const tw = body<{ menuSettingInfoList: { name: string }[] }>(await call(t.app, queryMenuSettingInfo, { lang: 'zh-TW' }));
    expect(tw.data.menuSettingInfoList[0]?.name).toBe('首頁');

    // Aurora's default language is English.
    const aurora = body<{ menuSettingInfoList: { name: string; linkType: number }[]; menuColorVO: { selectTextColor: string } }>(
      await call(t.app, queryMenuSettingInfo, { host: 'aurora.localhost' }),
    );
    expect(aurora.data.menuSettingInfoList.map((m) => m.name)).toEqual(['Home', 'Drops', 'Airdrops', 'Me']);
    expect(aurora.data.menuColorVO.selectTextColor).toBe('#A78BFA');
  });

  it('getTenantConfigEnable answers both classifications with their lists', async () => {
    const demo = body(await call(t.app, getTenantConfigEnable));
    expect(demo.data).toEqual([
      { classification: 1, disableContent: [] },
      { classification: 2, disableContent: ['coupons'] },
    ]);
    const aurora = body(await call(t.app, getTenantConfigEnable, { host: 'aurora.localhost' }));
    expect(aurora.data).toEqual([
      { classification: 1, disableContent: ['tokenId'] },
      { classification: 2, disableContent: ['albums', 'coupons'] },
    ]);
  });

  it('getTenantInternationalConfig answers the default language', async () => {
    expect(body(await call(t.app, getTenantInternationalConfig)).data).toEqual({
      language: 'zh-CN',
      languages: ['zh-CN', 'zh-TW', 'en'],
    });
    expect(
      body<{ language: string }>(await call(t.app, getTenantInternationalConfig, { host: 'aurora.localhost' })).data.language,
    ).toBe('en');
  });

  it('getTenantPhoneArea answers +86 and +852 with their lengths', async () => {
    const res = body<{ areaCode: string; name: string; phoneLength: number }[]>(
      await call(t.app, getTenantPhoneArea, { lang: 'en' }),
    );
    expect(res.data).toEqual([
      { areaCode: '+86', name: 'Mainland China', phoneLength: 11 },
      { areaCode: '+852', name: 'Hong Kong, China', phoneLength: 8 },
    ]);
  });

  it('curtime answers the server clock and time zone', async () => {
    const before = Date.now();
    const res = body<{ timestamp: number; timeZone: string }>(await call(t.app, getCurrentTime));
    expect(res.data.timestamp).toBeGreaterThanOrEqual(before);
    expect(res.data.timestamp).toBeLessThanOrEqual(Date.now());
    expect(res.data.timeZone).toBe('Asia/Shanghai');
  });

  it('categoryTree answers the tenant categories as a tree', async () => {
    const res = body<{ id: number; name: string; children: { name: string; children: unknown[] }[] }[]>(
      await call(t.app, categoryTree, { lang: 'en' }),
    );
    expect(res.data.map((c) => c.name)).toEqual(['Art', 'Designer toys', 'Music', 'Heritage']);
    expect(res.data[0]?.children.map((c) => c.name)).toEqual(['Painting', 'Photography']);
    const aurora = body<{ name: string }[]>(await call(t.app, categoryTree, { host: 'aurora.localhost' }));
    expect(aurora.data.map((c) => c.name)).toEqual(['Generative', 'Music', 'Sports']);
  });

  it('a closed tenant answers the closure page calls and refuses the rest', async () => {
    const host = 'closed.localhost';
    expect(body(await call(t.app, themeMobile, { host })).code).toBe(0);
    expect(body(await call(t.app, getTenantInternationalConfig, { host })).code).toBe(0);
    expect(body(await call(t.app, getCurrentTime, { host })).code).toBe(0);
    const refused = body(await call(t.app, categoryTree, { host, lang: 'en' }));
    expect(refused.code).toBe(ErrorCode.PLATFORM_CLOSED);
    expect(refused.msg.toLowerCase()).toContain('closed');
  });

  it('errors are answered in the language asked for, else the tenant default', async () => {
    const en = body(await call(t.app, categoryTree, { host: 'closed.localhost', lang: 'en' }));
    const zh = body(await call(t.app, categoryTree, { host: 'closed.localhost' }));
    const fr = body(
      await call(t.app, categoryTree, { host: 'closed.localhost', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } }),
    );
    expect(en.msg).not.toBe(zh.msg);
    expect(zh.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(fr.msg).not.toBe(en.msg);
  });

  it('an unknown API path answers 404 with an envelope', async () => {
    const res = await t.app.inject({ url: '/api/nothing/here', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(ErrorCode.NOT_FOUND);
  });

  it('healthz answers ok', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe(`maintenance (${DB_KIND})`, () => {
  it('a tenant in maintenance answers 9999 to every signed call, and the server time still', async () => {
    await addTenantInMaintenance(t, 'maint');
    const host = 'maint.localhost';
    for (const def of [getTenantInfoConfig, themeMobile, categoryTree]) {
      const res = body(await call(t.app, def, { host }));
      expect(res.code).toBe(ErrorCode.MAINTENANCE);
      expect(res.msg).not.toBe('');
    }
    expect(body(await call(t.app, getCurrentTime, { host })).code).toBe(0);
  });
});
