import { idCardCheckChar } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AliyunTestServer } from '../../../test/support/protocol/aliyun-server';
import { AliyunKyc, AliyunKycError, type AliyunKycConfig } from './aliyun-kyc';
import type { KycRequest } from './kyc-provider';

/** The platform's clock for these tests: 2026-11-29 11:45 in Shanghai. The gateway reads the same one. */
const NOW = Date.parse('2026-11-29T03:45:12Z');
const clock = () => NOW;

const idBorn = (yyyymmdd: string, serial = '123') => {
  const first17 = `110105${yyyymmdd}${serial}`;
  return first17 + idCardCheckChar(first17);
};
const ZHANG = { name: '张三', idCard: idBorn('19900101') };
const LI = { name: '李四', idCard: idBorn('19851231', '456') };
const STRANGER = idBorn('19700615', '789');

let server: AliyunTestServer;
let config: AliyunKycConfig;
beforeAll(async () => {
  server = new AliyunTestServer({ clock });
  await server.start();
  server.addPerson(ZHANG.name, ZHANG.idCard);
  server.addPerson(LI.name, LI.idCard);
  config = { accessKeyId: server.accessKeyId, accessKeySecret: server.accessKeySecret, endpoint: server.url, timeoutMs: 5_000 };
});
afterAll(async () => {
  await server.close();
});

const request = (name: string, idCard: string): KycRequest => ({ name, idCard, areaCode: '+86', phone: '13800138000' });
const live = () => new AbortController().signal;

/** The AliyunKycError `p` rejects with; nothing of the person is in it. */
async function failureOf(p: Promise<unknown>, person = ZHANG): Promise<AliyunKycError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AliyunKycError);
  const text = `${String(e)} ${(e as Error).stack ?? ''} ${JSON.stringify(e)}`;
  expect(text).not.toContain(person.idCard);
  expect(text).not.toContain(person.name);
  expect(text).not.toContain(config.accessKeySecret);
  return e as AliyunKycError;
}

describe('AliyunKyc against the local Alibaba Cloud gateway (Id2MetaVerify)', () => {
  it('answers verified for a name and ID on record, mismatch for the ID with another name, rejected for no record', async () => {
    const kyc = new AliyunKyc(config, clock);
    expect(await kyc.verify(request(ZHANG.name, ZHANG.idCard), live())).toBe('verified');
    expect(server.answers.at(-1)).toEqual({ action: 'Id2MetaVerify', status: 200, code: '200' });
    expect(await kyc.verify(request(` ${LI.name} `, LI.idCard.toLowerCase()), live())).toBe('verified');
    expect(await kyc.verify(request(LI.name, ZHANG.idCard), live())).toBe('mismatch');
    expect(await kyc.verify(request(ZHANG.name, STRANGER), live())).toBe('rejected');
  });

  it('answers invalid and minor without calling the provider', async () => {
    const kyc = new AliyunKyc(config, clock);
    const calls = server.answers.length;
    const wrongCheck = ZHANG.idCard.slice(0, 17) + (ZHANG.idCard.endsWith('0') ? '1' : '0');
    expect(await kyc.verify(request(ZHANG.name, wrongCheck), live())).toBe('invalid');
    expect(await kyc.verify(request(ZHANG.name, idBorn('20300101')), live())).toBe('invalid'); // born after today
    // 18 on 2026-11-30 in Shanghai: still 17 on the clock's day.
    expect(await kyc.verify(request(ZHANG.name, idBorn('20081130')), live())).toBe('minor');
    expect(server.answers.length).toBe(calls);
    server.addPerson('王五', idBorn('20081129'));
    expect(await kyc.verify(request('王五', idBorn('20081129')), live())).toBe('verified'); // 18 today
  });

  it('throws when the provider answers an error, with its code only', async () => {
    server.failNext(403, 'Forbidden.AccountAccessDenied');
    const e = await failureOf(new AliyunKyc(config, clock).verify(request(ZHANG.name, ZHANG.idCard), live()));
    expect(e.providerCode).toBe('Forbidden.AccountAccessDenied');
  });

  it('throws on an answer it does not know', async () => {
    const odd = { name: '赵六', idCard: idBorn('19950505', '321') };
    server.addPerson(odd.name, odd.idCard, '9');
    const e = await failureOf(new AliyunKyc(config, clock).verify(request(odd.name, odd.idCard), live()), odd);
    expect(e.providerCode).toBe('UnknownAnswer');
  });

  it('throws when the gateway refuses the signature (only the secret differs)', async () => {
    const e = await failureOf(
      new AliyunKyc({ ...config, accessKeySecret: 'not-the-secret' }, clock).verify(request(ZHANG.name, ZHANG.idCard), live()),
    );
    expect(e.providerCode).toBe('SignatureDoesNotMatch');
    expect(server.answers.at(-1)).toEqual({ action: 'Id2MetaVerify', status: 400, code: 'SignatureDoesNotMatch' });
  });

  it('signs with the platform clock: a clock 16 minutes off the gateway is refused as expired', async () => {
    const e = await failureOf(new AliyunKyc(config, () => NOW + 16 * 60_000).verify(request(ZHANG.name, ZHANG.idCard), live()));
    expect(e.providerCode).toBe('InvalidTimeStamp.Expired');
  });

  it('gives up promptly when the signal aborts, and does not call with an aborted signal', async () => {
    const kyc = new AliyunKyc(config, clock);
    server.hangNext();
    const controller = new AbortController();
    const reason = new Error('kyc timed out');
    const pending = kyc.verify(request(ZHANG.name, ZHANG.idCard), controller.signal);
    await vi.waitFor(() => expect(server.answers.at(-1)?.code).toBe('(held)'));
    controller.abort(reason);
    // The abort's own reason, not the adapter's Timeout: it gave up on the signal (the call is held forever).
    await expect(pending).rejects.toBe(reason);

    const calls = server.answers.length;
    await expect(kyc.verify(request(ZHANG.name, ZHANG.idCard), AbortSignal.abort(reason))).rejects.toBe(reason);
    expect(server.answers.length).toBe(calls);
  });

  it('throws Timeout when the gateway never answers (the call is held forever: only the timeout ends it)', async () => {
    server.hangNext();
    const e = await failureOf(
      new AliyunKyc({ ...config, timeoutMs: 300 }, clock).verify(request(ZHANG.name, ZHANG.idCard), live()),
    );
    expect(e.providerCode).toBe('Timeout');
  });

  it('health: passes with good credentials, throws for a wrong secret or an unknown key', async () => {
    await new AliyunKyc(config, clock).health();
    expect(server.answers.at(-1)).toMatchObject({ action: 'DescribeOssUploadToken', status: 200 });
    const bad = await failureOf(new AliyunKyc({ ...config, accessKeySecret: 'not-the-secret' }, clock).health());
    expect(bad.providerCode).toBe('SignatureDoesNotMatch');
    const unknown = await failureOf(new AliyunKyc({ ...config, accessKeyId: 'LTAInobodyknowsthis00' }, clock).health());
    expect(unknown.providerCode).toBe('InvalidAccessKeyId.NotFound');
  });
});
