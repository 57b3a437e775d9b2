import { randomBytes } from 'node:crypto';
import {
  bindBankCard,
  confirmBankCard,
  getWallet,
  idCardCheckChar,
  openWallet,
  payWithWallet,
  recharge,
  submitRealName,
} from '@curio/contract';
import { expect } from 'vitest';
import { SANDBOX_CARD_FAILURES } from '../src/providers/wallet/sandbox-wallet';
import { body, call, tenantIdOf, type TestApp } from './helpers';
import { newPhone } from './identity-helpers';
import { createBuyer } from './sale-helpers';

// Helpers for paying from the wallet (issue 15): a buyer with an open wallet holding money, made through
// the wallet's own calls (real name, open, bind a card with the SMS sandbox's code, recharge).

export const WALLET_PASSWORD = '258013';

let seq = 0;
/** A client request id no other request of this run uses. */
export const requestId = (prefix = 'rq') =>
  `${prefix}-${Date.now().toString(36)}-${(seq += 1)}-${randomBytes(3).toString('hex')}`;

/** A valid mainland ID number nobody else in the run has (born 1990, a random day and sequence). */
export function newIdCard(): string {
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
  const first17 = `110105199${Math.floor(Math.random() * 10)}${month}${day}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

/**
 * A Luhn-valid card number of a bank the sandbox knows (ICBC, 622202...) that the sandbox takes: never one whose
 * last four digits are a sandbox failure card (SANDBOX_CARD_FAILURES: 0051 declines the binding), which a random
 * number is about once in ten thousand.
 */
export function newCardNumber(prefix = '622202'): string {
  for (;;) {
    const n = luhnCard(prefix);
    if (!(Object.values(SANDBOX_CARD_FAILURES) as string[]).includes(n.slice(-4))) return n;
  }
}

function luhnCard(prefix: string): string {
  let digits = prefix;
  while (digits.length < 15) digits += String(Math.floor(Math.random() * 10));
  for (let check = 0; check <= 9; check++) {
    const n = digits + String(check);
    let sum = 0;
    for (let i = 0; i < n.length; i++) {
      let d = Number(n[n.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return n;
  }
  throw new Error('unreachable');
}

/** A buyer (real name verified, chain account open), as createBuyer makes one but verified through the call. */
export async function createVerifiedBuyer(t: TestApp, tenantCode = 'demo'): Promise<{ userId: number; token: string }> {
  const buyer = await createBuyer(t, tenantCode);
  // createBuyer marks the real name without a name: verify it for real (the wallet needs the name).
  await t.db.kysely.updateTable('users').set({ real_name_at: null }).where('id', '=', buyer.userId).execute();
  const verified = body(
    await call(t.app, submitRealName, { token: buyer.token, body: { name: '张三', idCard: newIdCard(), agree: true } }),
  );
  expect(verified.code, verified.msg).toBe(0);
  return buyer;
}

/** Opens the buyer's wallet (password WALLET_PASSWORD); answers the provider's account reference. */
export async function openBuyerWallet(t: TestApp, buyer: { token: string; userId: number }): Promise<string> {
  const opened = body(
    await call(t.app, openWallet, {
      token: buyer.token,
      body: { password: WALLET_PASSWORD, confirmPassword: WALLET_PASSWORD, requestId: requestId('open') },
    }),
  );
  expect(opened.code, opened.msg).toBe(0);
  const row = await t.db.kysely
    .selectFrom('wallets')
    .select('account_ref')
    .where('user_id', '=', buyer.userId)
    .executeTakeFirstOrThrow();
  return row.account_ref;
}

/** Binds a card (the SMS sandbox's code) and recharges `fen` from it. */
export async function rechargeWallet(t: TestApp, buyer: { token: string }, fen: number): Promise<void> {
  const phone = newPhone();
  const bind = body<{ bindId: string }>(
    await call(t.app, bindBankCard, { token: buyer.token, body: { cardNumber: newCardNumber(), areaCode: '+86', phone } }),
  );
  expect(bind.code, bind.msg).toBe(0);
  // The code the SMS sandbox delivered to that phone (read as a tester would, from its outbox).
  const tenantId = await tenantIdOf(t.db, 'demo');
  const sms = (await t.app.providers.smsOutbox!.latest(tenantId, phone, '+86', 10)).find((m) => m.purpose === 'walletBankCard');
  expect(sms, `an SMS code to ${phone}`).toBeDefined();
  const card = body<{ cardId: number }>(
    await call(t.app, confirmBankCard, { token: buyer.token, body: { bindId: bind.data.bindId, code: sms!.code } }),
  );
  expect(card.code, card.msg).toBe(0);
  // One recharge is at most RECHARGE_MAX.
  for (let left = fen; left > 0; left -= 5_000_000) {
    const done = body(
      await call(t.app, recharge, {
        token: buyer.token,
        body: {
          cardId: card.data.cardId,
          amount: Math.min(left, 5_000_000),
          password: WALLET_PASSWORD,
          requestId: requestId('rc'),
        },
      }),
    );
    expect(done.code, done.msg).toBe(0);
  }
}

/** A verified buyer with an open wallet holding `fen`. */
export async function buyerWithWallet(t: TestApp, fen: number) {
  const buyer = await createVerifiedBuyer(t);
  const accountRef = await openBuyerWallet(t, buyer);
  if (fen > 0) await rechargeWallet(t, buyer, fen);
  return { ...buyer, accountRef };
}

export async function balanceOf(t: TestApp, buyer: { token: string }): Promise<number> {
  const w = body<{ balance: number }>(await call(t.app, getWallet, { token: buyer.token }));
  expect(w.code, w.msg).toBe(0);
  return w.data.balance;
}

export type PaymentAnswer = {
  paymentNo: string;
  orderNo: string;
  method: number;
  channelType: number;
  amount: number;
  progress: number;
  orderStatus: string;
};

/** payWithWallet, as the placingOrder page calls it. */
export async function payFromWallet(
  t: TestApp,
  buyer: { token: string },
  orderNo: string,
  o: { password?: string; requestId?: string } = {},
) {
  return body<PaymentAnswer>(
    await call(t.app, payWithWallet, {
      token: buyer.token,
      body: { orderNo, password: o.password ?? WALLET_PASSWORD, requestId: o.requestId ?? requestId('pay') },
    }),
  );
}
