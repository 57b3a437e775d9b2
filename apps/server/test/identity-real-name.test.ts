import {
  checkApproveStatus,
  ErrorCode,
  getUserInfo,
  idCardCheckChar,
  openChainAccount,
  submitRealName,
  userProfile,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainKeyContext } from '../src/modules/identity/chain-account.service';
import { createTestApp, DB_KIND, type TestApp } from './helpers';
import { env, GOOD_IDS, registerUser } from './identity-helpers';

let t: TestApp;
beforeAll(async () => {
  // A short KYC timeout, so that the sandbox's "never answers" name is tested in a blink.
  t = await createTestApp({ KYC_TIMEOUT_MS: '150' });
});
afterAll(async () => {
  await t.close();
});

type Status = { single: boolean; name: string; idCard: string; attemptsLeft: number };
const submit = (token: string, name: string, idCard: string, agree = true, host?: string) =>
  env<Status>(t, submitRealName, { token, host, body: { name, idCard, agree } });
const status = (token: string) => env<Status>(t, checkApproveStatus, { token });

/** A valid ID number of someone born `years` years before the test clock's today. */
function idBornYearsAgo(years: number): string {
  const d = new Date(t.clock() + 8 * 3600_000);
  const birth = `${d.getUTCFullYear() - years}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(Math.min(d.getUTCDate(), 28)).padStart(2, '0')}`;
  const first17 = `110105${birth}123`;
  return first17 + idCardCheckChar(first17);
}

async function realNameColumns(token: string) {
  const id = (await env<{ id: number }>(t, getUserInfo, { token })).data.id;
  return t.db.kysely
    .selectFrom('users')
    .select(['real_name_sealed', 'id_card_sealed', 'id_card_mac', 'real_name_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
const NOTHING = { real_name_sealed: null, id_card_sealed: null, id_card_mac: null, real_name_at: null };

describe(`real name (${DB_KIND})`, () => {
  it('verifies once, answers masked values, and refuses a second time', async () => {
    const { token } = await registerUser(t);
    expect((await status(token)).data).toEqual({ single: false, name: '', idCard: '', attemptsLeft: 5 });
    const ok = await submit(token, '李四', GOOD_IDS[1]!);
    expect(ok.code).toBe(0);
    expect(ok.data).toEqual({ single: true, name: '李*', idCard: '310115********2347', attemptsLeft: 4 });
    expect((await submit(token, '李四', GOOD_IDS[1]!)).code).toBe(ErrorCode.REAL_NAME_ALREADY_VERIFIED);
    expect((await env<{ single: boolean }>(t, userProfile, { token })).data.single).toBe(true);
  });

  it('refuses minors and invalid numbers before spending an attempt', async () => {
    const { token } = await registerUser(t);
    const minor = idBornYearsAgo(17);
    const res = await submit(token, '王小明', minor);
    expect(res.code).toBe(ErrorCode.MINOR_NOT_ALLOWED);
    expect(res.msg).toBe('未满18周岁，无法完成实名认证');
    expect((await submit(token, '王小明', '110105199003071238')).code).toBe(ErrorCode.ID_CARD_INVALID);
    expect((await submit(token, '王小明', '11010519900307123')).code).toBe(ErrorCode.ID_CARD_INVALID);
    expect((await submit(token, '王小明', GOOD_IDS[2]!, false)).code).toBe(ErrorCode.AGREEMENT_REQUIRED);
    expect((await status(token)).data.attemptsLeft).toBe(5);
    expect(await realNameColumns(token)).toEqual(NOTHING);
    // Turning 18 today is enough.
    expect((await submit(token, '王小明', idBornYearsAgo(18))).code).toBe(0);
  });

  it("answers the KYC sandbox's mismatch list, refusal names and timeout, each spending an attempt", async () => {
    const { token } = await registerUser(t);
    const mismatch = await submit(token, '赵六', '110102198501016781');
    expect(mismatch.code).toBe(ErrorCode.IDENTITY_PHONE_MISMATCH);
    expect(mismatch.msg).toBe('身份信息与手机号不匹配，请重新认证');
    expect((await submit(token, '认证失败', GOOD_IDS[2]!)).code).toBe(ErrorCode.AUTH_FAILED);
    const started = Date.now();
    const slow = await submit(token, '认证超时', GOOD_IDS[2]!);
    expect(slow.code).toBe(ErrorCode.VERIFIED_INFO_FAILED);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await status(token)).data.attemptsLeft).toBe(2);
    expect(await realNameColumns(token)).toEqual(NOTHING);
  });

  it('5 attempts per user per day in the tenant time zone', async () => {
    const { token } = await registerUser(t);
    for (let i = 0; i < 5; i++)
      expect((await submit(token, '孙七', '110102198501017899')).code).toBe(ErrorCode.IDENTITY_PHONE_MISMATCH);
    const sixth = await submit(token, '孙七', GOOD_IDS[3]!);
    expect(sixth.code).toBe(ErrorCode.REAL_NAME_DAILY_LIMIT);
    expect((await status(token)).data.attemptsLeft).toBe(0);
    t.clock.advance(24 * 3600_000);
    expect((await status(token)).data.attemptsLeft).toBe(5);
    expect((await submit(token, '孙七', GOOD_IDS[3]!)).code).toBe(0);
  });

  it('one verified account per ID number per tenant; another tenant is separate', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const id = idBornYearsAgo(30);
    expect((await submit(a.token, '周八', id)).code).toBe(0);
    const taken = await submit(b.token, '周八', id);
    expect(taken.code).toBe(ErrorCode.ID_CARD_ALREADY_USED);
    expect((await status(b.token)).data.attemptsLeft).toBe(5);
    const c = await registerUser(t, { host: 'aurora.localhost', phone: b.phone });
    expect((await submit(c.token, '周八', id, true, 'aurora.localhost')).code).toBe(0);
  });
});

describe(`chain accounts (${DB_KIND})`, () => {
  it('need real name (7020076), then one custodial address per chain channel, the same every time', async () => {
    const { token } = await registerUser(t);
    const refused = await env(t, openChainAccount, { token });
    expect(refused.code).toBe(ErrorCode.NOT_REAL_NAME);
    expect(await t.db.kysely.selectFrom('chain_accounts').selectAll().execute()).toEqual([]);
    await submit(token, '吴九', idBornYearsAgo(40));
    const first = await env<{ openChain: boolean; chainVOList: { chainChannelNo: string; address: string }[] }>(
      t,
      openChainAccount,
      {
        token,
      },
    );
    expect(first.code).toBe(0);
    const [again, profile] = await Promise.all([env(t, openChainAccount, { token }), env(t, userProfile, { token })]);
    expect(again.data).toEqual(first.data);
    expect(profile.data).toEqual({ single: true, ...first.data });

    // The key is sealed; opened on the server it is the key of that address.
    const userId = (await env<{ id: number }>(t, getUserInfo, { token })).data.id;
    const row = await t.db.kysely
      .selectFrom('chain_accounts')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.key_sealed).toMatch(/^v1\./);
    const signer = t.app.providers.chainKeys.signer(row.key_sealed, chainKeyContext(row.tenant_id, userId, row.chain_channel_no));
    expect(signer.address).toBe(first.data.chainVOList[0]!.address);
    // Sealed for one row, it does not open for another.
    expect(() =>
      t.app.providers.chainKeys.signer(row.key_sealed, chainKeyContext(row.tenant_id, userId + 1, row.chain_channel_no)),
    ).toThrow();
  });

  it('openChain turns false when the tenant adds a chain, and opening again adds only that one', async () => {
    const host = 'aurora.localhost';
    const { token } = await registerUser(t, { host });
    await submit(token, '郑十', idBornYearsAgo(25), true, host);
    const first = await env<{ chainVOList: { chainChannelNo: string; address: string }[] }>(t, openChainAccount, { token, host });
    const tenant = await t.db.kysely
      .selectFrom('tenants')
      .select(['id', 'settings'])
      .where('code', '=', 'aurora')
      .executeTakeFirstOrThrow();
    const settings = JSON.parse(tenant.settings) as Record<string, unknown>;
    await t.db.kysely
      .updateTable('tenants')
      .set({ settings: JSON.stringify({ ...settings, chainChannels: ['curio-evm', 'aurora-l2'] }) })
      .where('id', '=', tenant.id)
      .execute();
    t.app.tenant.tenants.invalidate();
    try {
      const ctx = (await t.app.tenant.tenants.resolveHost(host))!;
      const userId = (await env<{ id: number }>(t, getUserInfo, { token, host })).data.id;
      expect((await env(t, userProfile, { token, host })).data).toEqual({
        single: true,
        openChain: false,
        chainVOList: first.data.chainVOList,
      });
      await expect(t.app.identity.chainAccounts.requireOpened(ctx, userId)).rejects.toMatchObject({
        code: ErrorCode.NO_CHAIN_ACCOUNT,
      });
      const second = await env<{ openChain: boolean; chainVOList: { chainChannelNo: string; address: string }[] }>(
        t,
        openChainAccount,
        {
          token,
          host,
        },
      );
      expect(second.data.openChain).toBe(true);
      expect(second.data.chainVOList.map((c) => c.chainChannelNo)).toEqual(['curio-evm', 'aurora-l2']);
      expect(second.data.chainVOList[0]).toEqual(first.data.chainVOList[0]);
      await expect(t.app.identity.chainAccounts.requireOpened(ctx, userId)).resolves.toBeUndefined();
    } finally {
      await t.db.kysely.updateTable('tenants').set({ settings: tenant.settings }).where('id', '=', tenant.id).execute();
      t.app.tenant.tenants.invalidate();
    }
  });

  it('requireOpened answers 7020076, then 7020078 (PRODUCT.md §5), for later modules', async () => {
    const { token } = await registerUser(t);
    const ctx = (await t.app.tenant.tenants.resolveHost('localhost'))!;
    const userId = (await env<{ id: number }>(t, getUserInfo, { token })).data.id;
    await expect(t.app.identity.chainAccounts.requireOpened(ctx, userId)).rejects.toMatchObject({
      code: ErrorCode.NOT_REAL_NAME,
    });
    await submit(token, '钱十一', idBornYearsAgo(50));
    await expect(t.app.identity.chainAccounts.requireOpened(ctx, userId)).rejects.toMatchObject({
      code: ErrorCode.NO_CHAIN_ACCOUNT,
    });
  });
});
