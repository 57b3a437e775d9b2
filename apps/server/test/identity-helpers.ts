import { devSmsOutbox, register, sendSmsCode, type CallDefinition, type SmsPurpose } from '@curio/contract';
import { expect } from 'vitest';
import { body, call, type CallOptions, type TestApp } from './helpers';

// Helpers for the identity tests: fresh phones and client addresses, codes read from the dev outbox
// exactly as a tester would, and registration in one step.

let seq = 0;
const base = 10_000_000 + Math.floor(Math.random() * 80_000_000);

/** A +86 mobile number no other test in this file uses. */
export function newPhone(): string {
  seq += 1;
  return `137${String(base + seq).slice(-8)}`;
}

let ipSeq = 0;
/** A client address of its own, so the per-address code limit of one test does not touch another. */
export function newIp(): string {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

export const PASSWORD = 'secret-pw-1';

/** Answers `{code, msg, data}` of a call (the envelope). */
export async function env<T = unknown>(t: TestApp, def: CallDefinition, o: CallOptions = {}) {
  return body<T>(await call(t.app, def, o));
}

/** Sends a code; expects success unless told otherwise. */
export async function sendCode(
  t: TestApp,
  o: { phone?: string; areaCode?: string; purpose: SmsPurpose; host?: string; token?: string; ip?: string },
) {
  return env<{ resendAfterSeconds: number; expiresInSeconds: number; sentTo: string }>(t, sendSmsCode, {
    host: o.host,
    token: o.token,
    ip: o.ip ?? newIp(),
    body: { areaCode: o.areaCode ?? (o.phone ? '+86' : undefined), phone: o.phone, purpose: o.purpose },
  });
}

/** The codes the SMS sandbox delivered to a phone on a tenant, newest first. */
export async function outbox(t: TestApp, phone: string, host?: string) {
  const res = await env<{ purpose: string; code: string; sentAt: number; areaCode: string }[]>(t, devSmsOutbox, {
    host,
    query: { phone },
    unsigned: true,
  });
  expect(res.code).toBe(0);
  return res.data;
}

/** Sends a code for `purpose` and reads it back from the outbox. */
export async function codeFor(
  t: TestApp,
  o: { phone?: string; areaCode?: string; purpose: SmsPurpose; host?: string; token?: string; ip?: string },
  outboxPhone?: string,
): Promise<string> {
  const sent = await sendCode(t, o);
  expect(sent.code, sent.msg).toBe(0);
  const [latest] = await outbox(t, outboxPhone ?? o.phone!, o.host);
  expect(latest?.purpose).toBe(o.purpose);
  return latest!.code;
}

/** Registers a new user (code from the outbox); answers the phone and the session token. */
export async function registerUser(
  t: TestApp,
  o: { host?: string; phone?: string; password?: string; inviteCode?: string } = {},
): Promise<{ phone: string; token: string }> {
  const phone = o.phone ?? newPhone();
  const password = o.password ?? PASSWORD;
  const code = await codeFor(t, { phone, purpose: 'register', host: o.host });
  const res = await env<{ token: string }>(t, register, {
    host: o.host,
    ip: newIp(),
    body: { areaCode: '+86', phone, code, password, confirmPassword: password, inviteCode: o.inviteCode, agree: true },
  });
  expect(res.code, res.msg).toBe(0);
  return { phone, token: res.data.token };
}

/** Valid adult ID numbers the KYC sandbox verifies (README "Testing identity"). */
export const GOOD_IDS = ['110105199003071239', '310115198805122347', '440304197511203455', '110105199202292229'];

/** Minutes in milliseconds. */
export const min = (n: number) => n * 60_000;
