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
      ]),
    );
    for (const op of ops) expect(op).not.toMatch(/undefined$/);
    const ids = ops.map((o) => o.split(' ')[2]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('serves the interactive viewer', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});
