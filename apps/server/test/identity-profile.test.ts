import { ErrorCode, getUserInfo, updateAvatar, updateIntro, updateNickname, uploadFile } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DB_KIND, type TestApp } from './helpers';
import { makePng, multipart } from './fixtures';
import { env, registerUser } from './identity-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Info = { nickname: string; intro: string; avatar: string };

async function upload(token: string, host = 'localhost') {
  const mp = multipart('file', 'me.png', 'image/png', makePng());
  const res = await env<{ id: string; url: string }>(t, uploadFile, {
    token,
    host,
    headers: { 'content-type': mp.contentType },
    body: mp.payload,
  });
  expect(res.code).toBe(0);
  return res.data;
}

describe(`profile (${DB_KIND})`, () => {
  it('a new user is named after the masked phone; nickname and intro change with their limits', async () => {
    const { token, phone } = await registerUser(t);
    expect((await env<Info>(t, getUserInfo, { token })).data.nickname).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    const named = await env<Info>(t, updateNickname, { token, body: { nickname: '  收藏家小王  ' } });
    expect(named.code).toBe(0);
    expect(named.data.nickname).toBe('收藏家小王');
    expect((await env(t, updateNickname, { token, body: { nickname: '   ' } })).code).toBe(ErrorCode.FIELD_REQUIRED);
    expect((await env(t, updateNickname, { token, body: { nickname: '名'.repeat(21) } })).code).toBe(ErrorCode.TEXT_TOO_LONG);
    expect((await env<Info>(t, updateIntro, { token, body: { intro: '喜欢生成艺术。' } })).data.intro).toBe('喜欢生成艺术。');
    expect((await env(t, updateIntro, { token, body: { intro: 'x'.repeat(141) } })).code).toBe(ErrorCode.TEXT_TOO_LONG);
    expect((await env<Info>(t, updateIntro, { token, body: { intro: '' } })).data.intro).toBe('');
    expect((await env<Info>(t, getUserInfo, { token })).data).toMatchObject({ nickname: '收藏家小王', intro: '' });
  });

  it('the avatar is an image this user uploaded on this tenant, nothing else', async () => {
    const me = await registerUser(t);
    const other = await registerUser(t);
    const mine = await upload(me.token);
    const theirs = await upload(other.token);
    const elsewhere = await registerUser(t, { host: 'aurora.localhost' });
    const foreign = await upload(elsewhere.token, 'aurora.localhost');
    const logo = await t.db.kysely.selectFrom('files').select('id').where('owner_user_id', 'is', null).executeTakeFirstOrThrow();

    for (const fileId of [theirs.id, foreign.id, logo.id, 'no-such-file-id']) {
      expect((await env(t, updateAvatar, { token: me.token, body: { fileId } })).code, fileId).toBe(ErrorCode.NOT_FOUND);
    }
    expect((await env<Info>(t, getUserInfo, { token: me.token })).data.avatar).toBe('');
    const res = await env<Info>(t, updateAvatar, { token: me.token, body: { fileId: mine.id } });
    expect(res.code).toBe(0);
    expect(res.data.avatar).toBe(mine.url);
    expect((await t.app.inject({ url: mine.url, headers: { host: 'localhost' } })).statusCode).toBe(200);
  });

  it('profile calls need a session on this tenant', async () => {
    const { token } = await registerUser(t);
    expect((await env(t, updateNickname, { body: { nickname: 'x' } })).code).toBe(ErrorCode.LOGIN_REQUIRED);
    const res = await call(t.app, updateNickname, { token, host: 'aurora.localhost', body: { nickname: 'x' } });
    expect(res.json().code).toBe(ErrorCode.SESSION_EXPIRED);
  });
});
