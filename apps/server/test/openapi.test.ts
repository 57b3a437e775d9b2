import { endpoints } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KIND, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`OpenAPI document (${DB_KIND})`, () => {
  it('lists every call with its operationId', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, { operationId?: string }>> }>();
    expect(doc.openapi).toMatch(/^3\.1/);
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`),
    );
    expect(ops).toEqual(
      expect.arrayContaining([
        'GET /api/memberapi/user/getTenantInfoConfig getTenantInfoConfig',
        'GET /api/mallapp/themeMobile themeMobile',
        'GET /api/mallapp/cmenu/queryMenuSettingInfo queryMenuSettingInfo',
        'GET /api/memberapi/user/getTenantConfigEnable getTenantConfigEnable',
        'GET /api/memberapi/user/getTenantInternationalConfig getTenantInternationalConfig',
        'GET /api/memberapi/user/getTenantPhoneArea getTenantPhoneArea',
        'GET /api/curtime/get get',
        'GET /api/mallapp/singularCategory/categoryTree categoryTree',
        'POST /api/memberapi/shareurl/shorten shorten',
        'POST /api/file/upload uploadFile',
        'GET /api/file/download/{id} downloadFile',
        'POST /api/memberapi/user/getUserInfo getUserInfo',
        'POST /api/memberapi/user/userProfile userProfile',
        'POST /api/memberapi/user/logout logout',
        'POST /api/memberapi/sms/sendCode sendSmsCode',
        'POST /api/memberapi/user/register register',
        'POST /api/memberapi/user/loginByCode loginByCode',
        'POST /api/memberapi/user/loginByPassword loginByPassword',
        'POST /api/memberapi/user/resetPassword resetPassword',
        'POST /api/memberapi/user/updatePassword updatePassword',
        'POST /api/memberapi/user/setPayPassword setPayPassword',
        'POST /api/memberapi/user/updatePayPassword updatePayPassword',
        'POST /api/memberapi/user/resetPayPassword resetPayPassword',
        'POST /api/memberapi/user/submitRealName submitRealName',
        'GET /api/memberapi/user/checkApproveStatus checkApproveStatus',
        'GET /api/memberapi/user/approveAuth approveAuth',
        'POST /api/memberapi/user/openChainAccount openChainAccount',
        'POST /api/memberapi/user/updateNickname updateNickname',
        'POST /api/memberapi/user/updateIntro updateIntro',
        'POST /api/memberapi/user/updateAvatar updateAvatar',
        'GET /api/memberapi/user/getTenantContent getTenantContent',
        'GET /api/memberapi/didConsume/queryChannelPlatform queryChannelPlatform',
        'GET /api/memberapi/didConsume/exchangeDidToken exchangeDidToken',
        'GET /api/memberapi/didConsume/queryReceiptBind queryReceiptBind',
        'GET /api/dev/sms-outbox devSmsOutbox',
      ]),
    );
    for (const op of ops) expect(op).not.toMatch(/undefined$/);
    const ids = ops.map((o) => o.split(' ')[2]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every call of the contract is served', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { operationId?: string }>>;
    }>();
    const served = new Set(Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId)));
    const missing = Object.keys(endpoints).filter((id) => !served.has(id));
    expect(missing).toEqual([]);
  });

  it('serves the interactive viewer', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});
