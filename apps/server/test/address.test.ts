import { deleteAddress, ErrorCode, listAddresses, saveAddress, setDefaultAddress, type Address } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createTestApp, createUserWithSession, DB_KIND, type TestApp } from './helpers';

// Shipping addresses (issue 19, decision 044): CRUD, the default rules, the limit, another user's or
// tenant's id refused.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const input = (over: Record<string, unknown> = {}) => ({
  receiver: '张三',
  phone: '13700000001',
  regionCode: '310104',
  province: '上海市',
  city: '上海市',
  district: '徐汇区',
  street: '漕河泾街道',
  detail: '宜山路 700 号 1 号楼',
  ...over,
});

async function save(u: { token: string }, over: Record<string, unknown> = {}, host?: string) {
  return body<Address>(await call(t.app, saveAddress, { token: u.token, body: input(over), ...(host ? { host } : {}) }));
}
async function list(u: { token: string }, host?: string) {
  return body<{ items: Address[] }>(await call(t.app, listAddresses, { token: u.token, ...(host ? { host } : {}) })).data.items;
}

describe(`addresses (${DB_KIND})`, () => {
  it('saves, edits, lists default first, moves the default, deletes (the newest remaining becomes default)', async () => {
    const u = await createUserWithSession(t, 'demo');
    const saved = await save(u, { isDefault: false });
    expect(saved.code).toBe(0);
    const first = saved.data;
    expect(first).toMatchObject({
      isDefault: true,
      phoneMasked: '137****0001',
      // A municipality's city repeats its province: said once.
      fullAddress: '上海市徐汇区漕河泾街道宜山路 700 号 1 号楼',
    });
    t.clock.advance(1000);
    const second = (await save(u, { receiver: '李四', street: undefined })).data;
    expect(second).toMatchObject({ isDefault: false, street: '' });
    t.clock.advance(1000);
    const third = (await save(u, { receiver: '王五', isDefault: true })).data;
    expect((await list(u)).map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
      [first.id, false],
    ]);
    t.clock.advance(1000);
    const edited = body<Address>(
      await call(t.app, saveAddress, { token: u.token, body: input({ id: first.id, detail: '新地址 1 号' }) }),
    );
    expect(edited.data).toMatchObject({ id: first.id, detail: '新地址 1 号', isDefault: false });
    const def = body<Address>(await call(t.app, setDefaultAddress, { token: u.token, body: { id: second.id } }));
    expect(def.data.isDefault).toBe(true);
    expect((await list(u)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);
    // Deleting the default: the most recently saved remaining one (the edited first) is the default.
    expect(body(await call(t.app, deleteAddress, { token: u.token, body: { id: second.id } })).data).toEqual({ ok: true });
    const after = await list(u);
    expect(after.map((a) => [a.id, a.isDefault])).toEqual([
      [first.id, true],
      [third.id, false],
    ]);
  });

  it('refuses bad input, another user’s id, another tenant’s id, and the 21st address', async () => {
    const u = await createUserWithSession(t, 'demo');
    const other = await createUserWithSession(t, 'demo');
    expect((await save(u, { phone: '12345' })).code).toBe(ErrorCode.PHONE_INVALID);
    expect((await save(u, { regionCode: '' })).code).toBe(ErrorCode.SELECT_REQUIRED);
    expect((await save(u, { detail: '' })).code).toBe(ErrorCode.FIELD_REQUIRED);
    expect((await save(u, { receiver: 'x'.repeat(21) })).code).toBe(ErrorCode.TEXT_TOO_LONG);
    const mine = (await save(u)).data;
    expect((await save(other, { id: mine.id })).code).toBe(ErrorCode.ADDRESS_NOT_FOUND);
    expect(body(await call(t.app, deleteAddress, { token: other.token, body: { id: mine.id } })).code).toBe(
      ErrorCode.ADDRESS_NOT_FOUND,
    );
    expect(body(await call(t.app, setDefaultAddress, { token: other.token, body: { id: mine.id } })).code).toBe(
      ErrorCode.ADDRESS_NOT_FOUND,
    );
    const aurora = await createUserWithSession(t, 'aurora');
    expect((await save(aurora, { id: mine.id }, 'aurora.localhost')).code).toBe(ErrorCode.ADDRESS_NOT_FOUND);
    expect(await list(aurora, 'aurora.localhost')).toEqual([]);
    for (let i = 1; i < 20; i += 1) expect((await save(u, { detail: `门牌 ${i}` })).code).toBe(0);
    expect((await save(u, { detail: '第 21 个' })).code).toBe(ErrorCode.ADDRESS_LIMIT);
    expect(await list(u)).toHaveLength(20);
    expect((await list(u)).filter((a) => a.isDefault)).toHaveLength(1);
  });
});
