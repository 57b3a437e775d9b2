import { bindBankCard, confirmBankCard, openWallet, recharge, withdraw } from '@curio/contract';
import { expect } from 'vitest';
import { sandboxCardNumber } from '../src/providers/wallet/sandbox-wallet';
import { body, call, createUserWithSession, tenantIdOf, type TestApp } from './helpers';
import { hostOf } from './sale-helpers';

export const WALLET_PASSWORD = '246810';

export interface WalletUser {
  userId: number;
  token: string;
  tenantId: number;
  phone: string;
  host: string;
}

/** A user, real-name verified (name and ID sealed as the identity module keeps them), with a session. */
export async function createVerifiedUser(t: TestApp, tenantCode = 'demo', verified = true): Promise<WalletUser> {
  const u = await createUserWithSession(t, tenantCode);
  const tenantId = await tenantIdOf(t.db, tenantCode);
  if (verified) {
    const ctx = (f: string) => `users:${tenantId}:${u.userId}:${f}`;
    await t.db.kysely
      .updateTable('users')
      .set({
        real_name_at: t.clock(),
        real_name_sealed: t.app.keyring.seal('pii', '张三', ctx('realName')),
        id_card_sealed: t.app.keyring.seal('pii', '110105199003071239', ctx('idCard')),
      })
      .where('id', '=', u.userId)
      .execute();
  }
  const row = await t.db.kysely.selectFrom('users').select('phone').where('id', '=', u.userId).executeTakeFirstOrThrow();
  return { ...u, tenantId, phone: row.phone, host: hostOf(tenantCode) };
}

/** The latest code the SMS sandbox "delivered" to a phone for a purpose. */
export async function latestCode(t: TestApp, u: { tenantId: number }, phone: string, purpose: string): Promise<string> {
  const msgs = await t.app.providers.smsOutbox!.latest(u.tenantId, phone, '+86', 10);
  const m = msgs.find((x) => x.purpose === purpose);
  expect(m, `an SMS ${purpose} to ${phone}`).toBeDefined();
  return m!.code;
}

export async function openWalletFor(t: TestApp, u: WalletUser) {
  const res = body<{ opened: boolean }>(
    await call(t.app, openWallet, {
      host: u.host,
      token: u.token,
      body: { password: WALLET_PASSWORD, confirmPassword: WALLET_PASSWORD },
    }),
  );
  expect(res.code).toBe(0);
  return res.data;
}

/** A Luhn-valid ICBC card number ending in `last4`. */
export const cardNumber = (last4: string, prefix = '622202') => sandboxCardNumber(prefix, last4);

/** Binds a card through the SMS code the sandbox shows; answers its cardId. */
export async function bindCard(t: TestApp, u: WalletUser, last4 = '1234', prefix = '622202'): Promise<number> {
  const start = body<{ bindId: string }>(
    await call(t.app, bindBankCard, {
      host: u.host,
      token: u.token,
      body: { cardNumber: cardNumber(last4, prefix), areaCode: '+86', phone: u.phone },
    }),
  );
  expect(start.code).toBe(0);
  const code = await latestCode(t, u, u.phone, 'walletBankCard');
  const done = body<{ cardId: number }>(
    await call(t.app, confirmBankCard, { host: u.host, token: u.token, body: { bindId: start.data.bindId, code } }),
  );
  expect(done.code).toBe(0);
  return done.data.cardId;
}

let seq = 0;
export const requestId = () => `req-${Date.now()}-${(seq += 1)}`;

export async function rechargeOf(
  t: TestApp,
  u: WalletUser,
  cardId: number,
  amount: number,
  rid = requestId(),
  password = WALLET_PASSWORD,
) {
  return body<{ billNo: string; amount: number; progress: number; balanceAfter: number }>(
    await call(t.app, recharge, { host: u.host, token: u.token, body: { cardId, amount, password, requestId: rid } }),
  );
}

export async function withdrawOf(
  t: TestApp,
  u: WalletUser,
  cardId: number,
  amount: number,
  rid = requestId(),
  password = WALLET_PASSWORD,
) {
  return body<{ billNo: string; amount: number; progress: number; expectedAt: number | null }>(
    await call(t.app, withdraw, { host: u.host, token: u.token, body: { cardId, amount, password, requestId: rid } }),
  );
}
