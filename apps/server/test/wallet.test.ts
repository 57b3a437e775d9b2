import {
  bindBankCard,
  confirmBankCard,
  ErrorCode,
  getBill,
  getWallet,
  listBankCards,
  listBills,
  openWallet,
  resetWalletPassword,
  setWalletPassword,
  unbindBankCard,
  updateWalletPassword,
} from '@curio/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WalletEvent } from '../src/providers/wallet/wallet-provider';
import { WalletRepository } from '../src/modules/wallet/wallet.repository';
import { WalletService } from '../src/modules/wallet/index';
import { body, call, createTestApp, DB_KIND, startAnotherApp, type TestApp } from './helpers';
import { checkWalletInvariants } from './support/wallet-invariants';
import {
  bindCard,
  cardNumber,
  createVerifiedUser,
  latestCode,
  openWalletFor,
  rechargeOf,
  requestId,
  WALLET_PASSWORD,
  withdrawOf,
  type WalletUser,
} from './wallet-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
// The ledger invariants hold after every test.
afterEach(async () => {
  expect(await checkWalletInvariants(t.db.kysely)).toEqual([]);
});

const wallet = async (u: WalletUser) =>
  body<{
    opened: boolean;
    balance: number;
    pendingWithdrawal: number;
    passwordLockedUntil: number | null;
    bankCardCount: number;
  }>(await call(t.app, getWallet, { host: u.host, token: u.token })).data;

async function readyWallet(tenantCode = 'demo', last4 = '1234') {
  const u = await createVerifiedUser(t, tenantCode);
  await openWalletFor(t, u);
  const cardId = await bindCard(t, u, last4);
  return { u, cardId };
}

const settle = () => t.app.providers.wallet!.settleDue();

describe(`wallet: opening and cards (${DB_KIND})`, () => {
  it('refuses to open without real name (7020076), opens with it once (5000070 again), passwords must match', async () => {
    const anon = await createVerifiedUser(t, 'demo', false);
    const refused = body(
      await call(t.app, openWallet, {
        host: anon.host,
        token: anon.token,
        body: { password: '123456', confirmPassword: '123456' },
      }),
    );
    expect(refused.code).toBe(ErrorCode.NOT_REAL_NAME);
    expect((await wallet(anon)).opened).toBe(false);
    expect(body(await call(t.app, listBankCards, { host: anon.host, token: anon.token })).code).toBe(ErrorCode.WALLET_NOT_OPENED);

    const u = await createVerifiedUser(t);
    const mismatch = body(
      await call(t.app, openWallet, { host: u.host, token: u.token, body: { password: '123456', confirmPassword: '654321' } }),
    );
    expect(mismatch.code).toBe(ErrorCode.PASSWORDS_MISMATCH);
    const opened = await openWalletFor(t, u);
    expect(opened.opened).toBe(true);
    const w = await wallet(u);
    expect(w).toMatchObject({ opened: true, balance: 0, pendingWithdrawal: 0, bankCardCount: 0 });
    const again = body(
      await call(t.app, openWallet, { host: u.host, token: u.token, body: { password: '123456', confirmPassword: '123456' } }),
    );
    expect(again.code).toBe(ErrorCode.WALLET_ALREADY_OPENED);
    // The storefront keeps only the account reference.
    const rows = await t.db.kysely.selectFrom('wallets').selectAll().where('user_id', '=', u.userId).execute();
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(['account_ref', 'opened_at', 'provider', 'tenant_id', 'user_id']);
  });

  it('binds a card only with the SMS code: a wrong code is refused, Luhn and bank checked, a declining card refused; keeps bank + last 4', async () => {
    const u = await createVerifiedUser(t);
    await openWalletFor(t, u);
    const luhn = body(
      await call(t.app, bindBankCard, {
        host: u.host,
        token: u.token,
        body: { cardNumber: '6222020000000000001', areaCode: '+86', phone: u.phone },
      }),
    );
    expect(luhn.code).toBe(ErrorCode.BANK_CARD_INVALID);
    const unknownBank = body(
      await call(t.app, bindBankCard, {
        host: u.host,
        token: u.token,
        body: { cardNumber: cardNumber('1111', '999999'), areaCode: '+86', phone: u.phone },
      }),
    );
    expect(unknownBank.code).toBe(ErrorCode.BANK_CARD_UNSUPPORTED);
    const declined = body(
      await call(t.app, bindBankCard, {
        host: u.host,
        token: u.token,
        body: { cardNumber: cardNumber('0051'), areaCode: '+86', phone: u.phone },
      }),
    );
    expect(declined.code).toBe(ErrorCode.BANK_CARD_DECLINED);

    const number = cardNumber('4321', '622588');
    const start = body<{ bindId: string; bankName: string; bankCode: string; last4: string }>(
      await call(t.app, bindBankCard, {
        host: u.host,
        token: u.token,
        body: { cardNumber: `${number.slice(0, 4)} ${number.slice(4)}`, areaCode: '+86', phone: u.phone },
      }),
    );
    expect(start.code).toBe(0);
    expect(start.data).toMatchObject({ bankCode: 'CMB', bankName: '招商银行', last4: '4321' });
    const code = await latestCode(t, u, u.phone, 'walletBankCard');
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = body(
      await call(t.app, confirmBankCard, { host: u.host, token: u.token, body: { bindId: start.data.bindId, code: wrong } }),
    );
    expect(refused.code).toBe(ErrorCode.CODE_INVALID);
    expect(body<{ cards: unknown[] }>(await call(t.app, listBankCards, { host: u.host, token: u.token })).data.cards).toEqual([]);

    const ok = body<{ cardId: number; last4: string }>(
      await call(t.app, confirmBankCard, { host: u.host, token: u.token, body: { bindId: start.data.bindId, code } }),
    );
    expect(ok.code).toBe(0);
    const cards = body<{ cards: { cardId: number; bankName: string; last4: string }[] }>(
      await call(t.app, listBankCards, { host: u.host, token: u.token }),
    ).data.cards;
    expect(cards).toEqual([expect.objectContaining({ cardId: ok.data.cardId, bankName: '招商银行', last4: '4321' })]);
    // Nowhere in the storefront's tables is the full number.
    const stored = JSON.stringify(await t.db.kysely.selectFrom('wallet_cards').selectAll().execute());
    expect(stored).not.toContain(number);
    const again = body(
      await call(t.app, bindBankCard, {
        host: u.host,
        token: u.token,
        body: { cardNumber: number, areaCode: '+86', phone: u.phone },
      }),
    );
    expect(again.code).toBe(ErrorCode.BANK_CARD_ALREADY_BOUND);

    const unbound = body<{ cards: unknown[] }>(
      await call(t.app, unbindBankCard, {
        host: u.host,
        token: u.token,
        body: { cardId: ok.data.cardId, password: WALLET_PASSWORD },
      }),
    );
    expect(unbound.code).toBe(0);
    expect(unbound.data.cards).toEqual([]);
  });
});

describe(`wallet: money (${DB_KIND})`, () => {
  it('recharges from a bound card; the bill is listed by month and kind; amounts out of bounds are refused', async () => {
    const { u, cardId } = await readyWallet();
    const r = await rechargeOf(t, u, cardId, 10_000);
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ amount: 10_000, progress: 7, balanceAfter: 10_000 });
    expect((await wallet(u)).balance).toBe(10_000);
    for (const amount of [0, -5, 1.5, 5_000_001])
      expect((await rechargeOf(t, u, cardId, amount)).code).toBe(ErrorCode.WALLET_AMOUNT_INVALID);

    const month = new Date(t.clock()).toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' }).slice(0, 7);
    const bills = body<{ items: { billNo: string; kind: string }[]; income: number; expense: number }>(
      await call(t.app, listBills, { host: u.host, token: u.token, query: { month } }),
    );
    expect(bills.code).toBe(0);
    expect(bills.data.items.map((b) => b.billNo)).toEqual([r.data.billNo]);
    expect(bills.data.income).toBe(10_000);
    const withdrawals = body<{ items: unknown[] }>(
      await call(t.app, listBills, { host: u.host, token: u.token, query: { month, kind: 'withdraw' } }),
    );
    expect(withdrawals.data.items).toEqual([]);
    const one = body<{ kind: string; card: { last4: string } }>(
      await call(t.app, getBill, { host: u.host, token: u.token, params: { billNo: r.data.billNo } }),
    );
    expect(one.data).toMatchObject({ kind: 'recharge', card: { last4: '1234' } });
  });

  it('a double tap (same request id, also at once) moves money once; the id with another amount is refused', async () => {
    const { u, cardId } = await readyWallet();
    const rid = requestId();
    const results = await Promise.all([1, 2, 3].map(() => rechargeOf(t, u, cardId, 5_000, rid)));
    for (const r of results) expect(r.code).toBe(0);
    expect(new Set(results.map((r) => r.data.billNo)).size).toBe(1);
    expect((await rechargeOf(t, u, cardId, 5_000, rid)).data.billNo).toBe(results[0]!.data.billNo);
    expect((await wallet(u)).balance).toBe(5_000);
    expect((await rechargeOf(t, u, cardId, 6_000, rid)).code).toBe(ErrorCode.WALLET_REQUEST_REUSED);

    const wid = requestId();
    const ws = await Promise.all([1, 2].map(() => withdrawOf(t, u, cardId, 2_000, wid)));
    expect(ws.map((w) => w.code)).toEqual([0, 0]);
    expect((await wallet(u)).balance).toBe(3_000);
  });

  it('withdraws: DEALING until WALLET_SETTLE_SECONDS pass, then settled once (two passes at once), a notice taken once', async () => {
    const { u, cardId } = await readyWallet();
    await rechargeOf(t, u, cardId, 10_000);
    expect((await withdrawOf(t, u, cardId, 20_000)).code).toBe(ErrorCode.WALLET_BALANCE_INSUFFICIENT);
    expect((await wallet(u)).balance).toBe(10_000);
    const w = await withdrawOf(t, u, cardId, 3_000);
    expect(w.code).toBe(0);
    expect(w.data).toMatchObject({ amount: -3_000, progress: 4 });
    expect(w.data.expectedAt).toBeGreaterThan(t.clock());
    expect(await wallet(u)).toMatchObject({ balance: 7_000, pendingWithdrawal: 3_000 });
    await settle();
    expect(
      body<{ progress: number }>(await call(t.app, getBill, { host: u.host, token: u.token, params: { billNo: w.data.billNo } }))
        .data.progress,
    ).toBe(4);

    t.clock.advance(60_000);
    await Promise.all([settle(), settle()]);
    const bill = body<{ progress: number; finishedAt: number }>(
      await call(t.app, getBill, { host: u.host, token: u.token, params: { billNo: w.data.billNo } }),
    ).data;
    expect(bill.progress).toBe(7);
    expect(await wallet(u)).toMatchObject({ balance: 7_000, pendingWithdrawal: 0 });
    const notices = await t.db.kysely.selectFrom('wallet_notices').selectAll().where('movement_no', '=', w.data.billNo).execute();
    expect(notices.map((n) => n.kind)).toEqual(['withdrawal_settled']);
    await settle();
    expect(
      await t.db.kysely.selectFrom('wallet_notices').selectAll().where('movement_no', '=', w.data.billNo).execute(),
    ).toHaveLength(1);
  });

  it('a withdrawal that fails (card ending 0052) returns the money once', async () => {
    const { u, cardId } = await readyWallet('demo', '0052');
    await rechargeOf(t, u, cardId, 8_000);
    const w = await withdrawOf(t, u, cardId, 5_000);
    expect(w.code).toBe(0);
    expect((await wallet(u)).balance).toBe(3_000);
    t.clock.advance(61_000);
    await Promise.all([settle(), settle()]);
    await settle();
    const bill = body<{ progress: number; failReason: string }>(
      await call(t.app, getBill, { host: u.host, token: u.token, params: { billNo: w.data.billNo } }),
    ).data;
    expect(bill).toMatchObject({ progress: 6, failReason: 'bank_rejected' });
    expect(await wallet(u)).toMatchObject({ balance: 8_000, pendingWithdrawal: 0 });
    const notices = await t.db.kysely
      .selectFrom('wallet_notices')
      .select('kind')
      .where('movement_no', '=', w.data.billNo)
      .execute();
    expect(notices.map((n) => n.kind)).toEqual(['withdrawal_failed']);
  });
});

describe(`wallet: password (${DB_KIND})`, () => {
  it('5 wrong wallet passwords lock it 30 minutes (even the right one is refused); the lock ends, and a reset by SMS code lifts it', async () => {
    const { u, cardId } = await readyWallet();
    const codes: number[] = [];
    const remaining: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      const r = await rechargeOf(t, u, cardId, 100, requestId(), '999999');
      codes.push(r.code);
      remaining.push(r.msg);
    }
    expect(codes).toEqual([...Array(4).fill(ErrorCode.WALLET_PASSWORD_WRONG), ErrorCode.WALLET_PASSWORD_LOCKED]);
    expect(remaining[0]).toContain('4');
    expect((await rechargeOf(t, u, cardId, 100)).code).toBe(ErrorCode.WALLET_PASSWORD_LOCKED);
    expect((await wallet(u)).passwordLockedUntil).toBeGreaterThan(t.clock());
    expect((await wallet(u)).balance).toBe(0);
    t.clock.advance(30 * 60_000 + 1_000);
    expect((await rechargeOf(t, u, cardId, 100)).code).toBe(0);

    for (let i = 0; i < 5; i += 1) await rechargeOf(t, u, cardId, 100, requestId(), '999999');
    expect((await rechargeOf(t, u, cardId, 100)).code).toBe(ErrorCode.WALLET_PASSWORD_LOCKED);
    const sent = body<{ phone: string }>(
      await call(t.app, resetWalletPassword, { host: u.host, token: u.token, body: { step: 'send' } }),
    );
    expect(sent.code).toBe(0);
    const code = await latestCode(t, u, u.phone, 'walletPassword');
    const reset = body(
      await call(t.app, resetWalletPassword, {
        host: u.host,
        token: u.token,
        body: { step: 'reset', code, password: '135790', confirmPassword: '135790' },
      }),
    );
    expect(reset.code).toBe(0);
    expect((await rechargeOf(t, u, cardId, 100, requestId(), '135790')).code).toBe(0);
    const changed = body(
      await call(t.app, updateWalletPassword, {
        host: u.host,
        token: u.token,
        body: { oldPassword: '135790', password: '112233', confirmPassword: '112233' },
      }),
    );
    expect(changed.code).toBe(0);
    expect((await rechargeOf(t, u, cardId, 100, requestId(), '112233')).code).toBe(0);
    const set = body(
      await call(t.app, setWalletPassword, {
        host: u.host,
        token: u.token,
        body: { password: '123456', confirmPassword: '123456' },
      }),
    );
    expect(set.code).toBe(ErrorCode.WALLET_PASSWORD_ALREADY_SET);
  });
});

describe(`wallet: provider notices (${DB_KIND})`, () => {
  const post = (n: { body: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/api/wallet/notify/sandbox', headers: n.headers, payload: n.body });

  it('refuses forged and stale notices; a replayed one changes nothing', async () => {
    const { u, cardId } = await readyWallet();
    const r = await rechargeOf(t, u, cardId, 1_000);
    const account = (
      await t.db.kysely.selectFrom('wallets').select('account_ref').where('user_id', '=', u.userId).executeTakeFirstOrThrow()
    ).account_ref;
    const sandbox = t.app.providers.wallet!;
    const event: WalletEvent = {
      eventId: `${r.data.billNo}-recharged`,
      kind: 'recharged',
      accountRef: account,
      movementNo: r.data.billNo,
      requestId: 'x',
      amount: 1_000,
      occurredAt: t.clock(),
    };
    // The sandbox already delivered this one: a replay is a duplicate.
    const replay = await post(sandbox.sign(event, t.clock()));
    expect(replay.statusCode).toBe(200);
    expect(replay.json<{ data: { outcome: string } }>().data.outcome).toBe('duplicate');

    const forged = sandbox.sign({ ...event, eventId: 'forged-1', amount: 999_999 }, t.clock());
    const tampered = await post({ ...forged, body: forged.body.replace('999999', '999998') });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await post({ body: forged.body, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    const stale = await post(
      sandbox.sign({ ...event, eventId: 'stale-1', occurredAt: t.clock() - 301_000 }, t.clock() - 301_000),
    );
    expect(stale.statusCode).toBe(400);
    const rows = await t.db.kysely
      .selectFrom('wallet_notices')
      .select('event_id')
      .where('movement_no', '=', r.data.billNo)
      .execute();
    expect(rows.map((x) => x.event_id)).toEqual([event.eventId]);
    expect((await wallet(u)).balance).toBe(1_000);
  });
});

describe(`wallet: tenants (${DB_KIND})`, () => {
  it("one tenant's user never sees or moves another's wallet, cards or bills", async () => {
    const a = await readyWallet('demo');
    await rechargeOf(t, a.u, a.cardId, 2_000);
    const billNo = (await rechargeOf(t, a.u, a.cardId, 1_000)).data.billNo;
    const b = await readyWallet('aurora');
    expect(body(await call(t.app, getBill, { host: b.u.host, token: b.u.token, params: { billNo } })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await rechargeOf(t, b.u, a.cardId, 100)).code).toBe(ErrorCode.BANK_CARD_NOT_FOUND);
    expect((await withdrawOf(t, b.u, a.cardId, 100)).code).toBe(ErrorCode.BANK_CARD_NOT_FOUND);
    // A's token on B's tenant is not a session there.
    expect(body(await call(t.app, getWallet, { host: b.u.host, token: a.u.token })).code).not.toBe(0);
    expect((await wallet(a.u)).balance).toBe(3_000);
    expect((await wallet(b.u)).balance).toBe(0);
  });
});

describe(`wallet: concurrency and processes (${DB_KIND})`, () => {
  it('10 withdrawals at once from a wallet holding 3 of them: exactly 3 go through, the balance never goes below zero', async () => {
    const { u, cardId } = await readyWallet();
    await rechargeOf(t, u, cardId, 3_000);
    const results = await Promise.all(Array.from({ length: 10 }, () => withdrawOf(t, u, cardId, 1_000)));
    const codes = results.map((r) => r.code).sort();
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(codes.filter((c) => c === ErrorCode.WALLET_BALANCE_INSUFFICIENT)).toHaveLength(7);
    expect(await wallet(u)).toMatchObject({ balance: 0, pendingWithdrawal: 3_000 });
  });

  it('two server processes settling (at the same moment on PostgreSQL) settle each withdrawal once and take its notice once', async () => {
    const { u, cardId } = await readyWallet();
    await rechargeOf(t, u, cardId, 5_000);
    const ws = [await withdrawOf(t, u, cardId, 1_000), await withdrawOf(t, u, cardId, 2_000)];
    const other = await startAnotherApp(t, { clock: t.clock });
    try {
      t.clock.advance(60_000);
      const passes = [settle, () => other.app.providers.wallet!.settleDue(), settle];
      // PostgreSQL: all at once. SQLite: two connections in one test process cannot wait for each other
      // (better-sqlite3 blocks the thread while busy), so the passes run one after the other there.
      if (DB_KIND === 'pg') await Promise.all(passes.map((p) => p()));
      else for (const p of passes) await p();
      for (const w of ws) {
        const bill = body<{ progress: number }>(
          await call(t.app, getBill, { host: u.host, token: u.token, params: { billNo: w.data.billNo } }),
        );
        expect(bill.data.progress).toBe(7);
        const n = await t.db.kysely
          .selectFrom('wallet_notices')
          .select('kind')
          .where('movement_no', '=', w.data.billNo)
          .execute();
        expect(n.map((x) => x.kind)).toEqual(['withdrawal_settled']);
      }
      expect(await wallet(u)).toMatchObject({ balance: 2_000, pendingWithdrawal: 0 });
    } finally {
      await other.close();
    }
  });

  it("a settled withdrawal's notice reaches the addInboxEvent port once, in the notice's transaction (issue 14's inbox is wired there)", async () => {
    const { u, cardId } = await readyWallet();
    await rechargeOf(t, u, cardId, 4_000);
    const w = await withdrawOf(t, u, cardId, 1_500);
    const told: { tenantId: number; userId: number; billNo: string; amount: unknown; last4: unknown; inTrx: boolean }[] = [];
    const service = new WalletService(
      new WalletRepository(t.db.kysely),
      t.app.providers.wallet,
      {
        person: () => Promise.resolve(null),
        addInboxEvent: (trx, tenantId, userId, e) => {
          told.push({
            tenantId,
            userId,
            billNo: e.ref ?? '',
            amount: e.params?.amount,
            last4: e.params?.last4,
            inTrx: trx.isTransaction,
          });
          return Promise.resolve();
        },
      },
      t.clock,
      t.app.log,
    );
    const account = (
      await t.db.kysely.selectFrom('wallets').select('account_ref').where('user_id', '=', u.userId).executeTakeFirstOrThrow()
    ).account_ref;
    const event: WalletEvent = {
      eventId: `port-test-${w.data.billNo}`,
      kind: 'withdrawal_settled',
      accountRef: account,
      movementNo: w.data.billNo,
      requestId: 'r',
      amount: 1_500,
      occurredAt: t.clock(),
    };
    const notice = t.app.providers.wallet!.sign(event, t.clock());
    expect(await service.takeNotice(notice.body, notice.headers)).toBe('taken');
    expect(await service.takeNotice(notice.body, notice.headers)).toBe('duplicate');
    expect(told).toEqual([
      { tenantId: u.tenantId, userId: u.userId, billNo: w.data.billNo, amount: 1_500, last4: '1234', inTrx: true },
    ]);
    // Settle it for real so the ledger's invariants see a finished withdrawal. The app's own port (wiring/wallet.ports.ts)
    // writes the user's inbox event, once, naming the bill and the amount.
    t.clock.advance(60_000);
    await settle();
    const inbox = await t.db.kysely
      .selectFrom('inbox_events')
      .select(['kind', 'ref', 'params'])
      .where('user_id', '=', u.userId)
      .where('kind', '=', 'withdrawal_settled')
      .execute();
    expect(inbox.map((e) => e.ref)).toEqual([w.data.billNo]);
    expect(JSON.parse(inbox[0]!.params!)).toMatchObject({ amount: 1_500 });
  });

  it("a failing inbox write rolls the withdrawal's notice back: not taken, so the next delivery is taken with its event (decision 026)", async () => {
    const { u, cardId } = await readyWallet();
    await rechargeOf(t, u, cardId, 4_000);
    const w = await withdrawOf(t, u, cardId, 1_000);
    const written: string[] = [];
    let fail = true;
    const service = new WalletService(
      new WalletRepository(t.db.kysely),
      t.app.providers.wallet,
      {
        person: () => Promise.resolve(null),
        addInboxEvent: async (trx, tenantId, userId, e) => {
          // The event is written first, in the notice's transaction; then the write "fails".
          await t.app.inbox.inbox.add(trx, tenantId, userId, e);
          if (fail) throw new Error('inbox down');
          written.push(e.ref ?? '');
        },
      },
      t.clock,
      t.app.log,
    );
    const account = (
      await t.db.kysely.selectFrom('wallets').select('account_ref').where('user_id', '=', u.userId).executeTakeFirstOrThrow()
    ).account_ref;
    const event: WalletEvent = {
      eventId: `rollback-test-${w.data.billNo}`,
      kind: 'withdrawal_settled',
      accountRef: account,
      movementNo: w.data.billNo,
      requestId: 'r',
      amount: 1_000,
      occurredAt: t.clock(),
    };
    const notice = t.app.providers.wallet!.sign(event, t.clock());
    const taken = () =>
      t.db.kysely.selectFrom('wallet_notices').select('event_id').where('event_id', '=', event.eventId).execute();
    const events = () =>
      t.db.kysely
        .selectFrom('inbox_events')
        .select('ref')
        .where('user_id', '=', u.userId)
        .where('kind', '=', 'withdrawal_settled')
        .execute();
    await expect(service.takeNotice(notice.body, notice.headers)).rejects.toThrow('inbox down');
    expect(await taken()).toEqual([]);
    expect(await events()).toEqual([]);
    fail = false;
    expect(await service.takeNotice(notice.body, notice.headers)).toBe('taken');
    expect(await service.takeNotice(notice.body, notice.headers)).toBe('duplicate');
    expect(await taken()).toHaveLength(1);
    expect((await events()).map((e) => e.ref)).toEqual([w.data.billNo]);
    expect(written).toEqual([w.data.billNo]);
    // Settle it for real so the ledger's invariants see a finished withdrawal (the app's notice has its own event id).
    t.clock.advance(60_000);
    await settle();
  });
});

describe(`wallet sandbox: paying and refunding (${DB_KIND})`, () => {
  it('pays from the balance (refused when short, nothing changes), refunds at most what was paid, both idempotent', async () => {
    const { u, cardId } = await readyWallet();
    await rechargeOf(t, u, cardId, 5_000);
    const sandbox = t.app.providers.wallet!;
    const account = (
      await t.db.kysely.selectFrom('wallets').select('account_ref').where('user_id', '=', u.userId).executeTakeFirstOrThrow()
    ).account_ref;
    const pay = (amount: number, rid: string) =>
      sandbox.pay(account, {
        amount,
        requestId: rid,
        password: WALLET_PASSWORD,
        orderNo: 'ORD00000001',
        paymentNo: 'PAY00000001',
        subject: 'A drop',
      });
    await expect(pay(6_000, requestId())).rejects.toMatchObject({ reason: 'insufficient_balance' });
    expect((await wallet(u)).balance).toBe(5_000);
    const rid = requestId();
    const [p1, p2] = await Promise.all([pay(4_000, rid), pay(4_000, rid)]);
    expect(p1!.movementNo).toBe(p2!.movementNo);
    expect(p1).toMatchObject({ kind: 'pay', amount: -4_000, state: 'success', balanceAfter: 1_000 });
    await expect(pay(1_000, requestId()).then(() => 'paid')).resolves.toBe('paid');
    expect((await wallet(u)).balance).toBe(0);

    const refund = (amount: number, r: string) =>
      sandbox.refund(account, { amount, requestId: r, paymentMovementNo: p1!.movementNo, orderNo: 'ORD00000001' });
    const rr = requestId();
    const r1 = await refund(3_000, rr);
    expect((await refund(3_000, rr)).movementNo).toBe(r1.movementNo);
    await expect(refund(1_001, requestId())).rejects.toBeInstanceOf(Error);
    await refund(1_000, requestId());
    expect((await wallet(u)).balance).toBe(4_000);
  });
});

describe(`wallet: the settlement job (${DB_KIND})`, () => {
  it("the background jobs' pass settles a due withdrawal (and leaves one not yet due)", async () => {
    const { u, cardId } = await readyWallet();
    await rechargeOf(t, u, cardId, 2_000);
    const early = await withdrawOf(t, u, cardId, 500);
    t.clock.advance(30_000);
    const late = await withdrawOf(t, u, cardId, 700);
    t.clock.advance(31_000);
    await t.app.jobs.runOnce();
    const progress = async (billNo: string) =>
      body<{ progress: number }>(await call(t.app, getBill, { host: u.host, token: u.token, params: { billNo } })).data.progress;
    expect(await progress(early.data.billNo)).toBe(7);
    expect(await progress(late.data.billNo)).toBe(4);
    expect(await wallet(u)).toMatchObject({ balance: 800, pendingWithdrawal: 700 });
    t.clock.advance(30_000);
    await t.app.jobs.runOnce();
    expect(await progress(late.data.billNo)).toBe(7);
  });
});
