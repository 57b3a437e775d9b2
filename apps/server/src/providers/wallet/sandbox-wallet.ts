import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  bankOfCard,
  BANK_CARDS_MAX,
  isLuhnValid,
  maskPhone,
  WALLET_PASSWORD_ATTEMPTS,
  WALLET_PASSWORD_LOCK_MINUTES,
} from '@curio/contract';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { NOTICE_WINDOW_MS } from '../pay/payment-provider';
import type { SandboxSmsMessage } from '../sms/sms-provider';

/** Delivers the wallet's card codes (the SMS sandbox: the wallet sandbox's own purpose). */
interface CodeSender {
  sendCode(message: SandboxSmsMessage): Promise<void>;
}
import {
  WalletError,
  WalletNoticeError,
  type BillsQuery,
  type BindCardRequest,
  type BindCardStart,
  type MoneyRequest,
  type OpenWalletRequest,
  type WalletCard,
  type WalletEvent,
  type WalletEventKind,
  type WalletMovement,
  type WalletMovementKind,
  type WalletProvider,
  type WalletStatus,
} from './wallet-provider';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;
const ARGON2 = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An SMS code of the provider is good for 5 minutes, 5 tries; a new one after 60 s. */
const CODE_TTL_MS = 5 * 60_000;
const CODE_RESEND_MS = 60_000;
const CODE_TRIES = 5;
const LOCK_MS = WALLET_PASSWORD_LOCK_MINUTES * 60_000;

/**
 * Failure names a tester can trigger (decision 030), by the last 4 digits of a card number (any bank
 * of the BIN table, Luhn-valid; `sandboxCardNumber` makes one):
 * - `0051`: the bank declines the card when it is bound (BANK_CARD_DECLINED);
 * - `0052`: the card binds, but every withdrawal to it fails at settlement and the money returns;
 * - `0053`: the card binds, but the bank declines recharges from it (BANK_CARD_DECLINED).
 */
export const SANDBOX_CARD_FAILURES = { declineBind: '0051', failWithdrawal: '0052', declineRecharge: '0053' } as const;

/** A Luhn-valid number of `prefix` ending in `last4` (the digit before the last 4 is adjusted). */
export function sandboxCardNumber(prefix: string, last4: string, length = 19): string {
  const middleLength = length - prefix.length - 5;
  const middle = '0'.repeat(Math.max(0, middleLength));
  for (let d = 0; d <= 9; d += 1) {
    const n = `${prefix}${middle}${d}${last4}`;
    if (isLuhnValid(n)) return n;
  }
  throw new Error('no Luhn-valid number');
}

export interface SignedWalletNotice {
  body: string;
  headers: Record<string, string>;
}

export type WalletNoticeDelivery = (notice: SignedWalletNotice) => Promise<void>;

type MovementRow = Selectable<Database['wallet_sandbox_movements']>;

const WALLET_ACCOUNTS = {
  bank: (code: string) => `bank:${code}`,
  clearing: 'clearing:withdraw',
  merchant: (tenantId: number) => `merchant:${tenantId}`,
};

/**
 * The wallet sandbox (PRODUCT.md §8, decision 030): behaves like the provider's real wallet service.
 * Its own books (tables wallet_sandbox_*): accounts with an argon2id password hash (5 wrong in a row
 * lock it 30 minutes), cards bound with an SMS code sent through the SMS provider, one movement per
 * client request id, and a double-entry ledger — every posting is two rows summing to zero, a balance
 * is the sum of an account's rows. A withdrawal is DEALING and settles after `settleSeconds` by
 * `settleDue` (a background job, safe to run twice and in several processes). Every movement that
 * finishes sends an HMAC-signed notice to the server.
 */
export class SandboxWallet implements WalletProvider {
  readonly name = 'sandbox';
  private deliver: WalletNoticeDelivery = () => Promise.resolve();
  private readonly db: Kysely<Database>;
  private readonly key: Buffer;
  private readonly pepper: Buffer;
  private readonly sms: CodeSender;
  private readonly clock: Clock;
  readonly settleSeconds: number;

  constructor(db: Kysely<Database>, o: { key: Buffer; pepper: Buffer; sms: CodeSender; clock: Clock; settleSeconds: number }) {
    this.db = db;
    this.key = o.key;
    this.pepper = o.pepper;
    this.sms = o.sms;
    this.clock = o.clock;
    this.settleSeconds = o.settleSeconds;
  }

  /** Where notices go; set once the server can receive them. */
  deliverTo(delivery: WalletNoticeDelivery): void {
    this.deliver = delivery;
  }

  // ── accounts ───────────────────────────────────────────────────────────────────────────────────

  async open(req: OpenWalletRequest): Promise<{ accountRef: string; accountNo: string }> {
    const existing = await this.db
      .selectFrom('wallet_sandbox_accounts')
      .select(['ref', 'account_no'])
      .where('tenant_id', '=', req.tenantId)
      .where('user_id', '=', req.userId)
      .executeTakeFirst();
    if (existing) return { accountRef: existing.ref, accountNo: existing.account_no };
    const now = this.clock();
    const ref = `WSB${randomBytes(8).toString('hex').toUpperCase()}`;
    const accountNo = `62${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e5)).padStart(5, '0')}`;
    const passwordHash = await this.hashPassword(req.password);
    try {
      await this.db
        .insertInto('wallet_sandbox_accounts')
        .values({
          ref,
          tenant_id: req.tenantId,
          user_id: req.userId,
          account_no: accountNo,
          holder_name: req.realName,
          phone: req.phone,
          password_hash: passwordHash,
          password_fails: 0,
          password_locked_until: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    } catch (err) {
      // Two opens at once: the other one won; answer its account.
      const again = await this.db
        .selectFrom('wallet_sandbox_accounts')
        .select(['ref', 'account_no'])
        .where('tenant_id', '=', req.tenantId)
        .where('user_id', '=', req.userId)
        .executeTakeFirst();
      if (!again) throw err;
      return { accountRef: again.ref, accountNo: again.account_no };
    }
    return { accountRef: ref, accountNo };
  }

  private async account(ref: string, db: Kysely<Database> = this.db) {
    const a = await db.selectFrom('wallet_sandbox_accounts').selectAll().where('ref', '=', ref).executeTakeFirst();
    if (!a) throw new WalletError('not_found');
    return a;
  }

  /** The balance of any ledger account: the sum of its rows. */
  async balanceOf(account: string, db: Kysely<Database> = this.db): Promise<number> {
    const r = await db
      .selectFrom('wallet_sandbox_ledger')
      .select(sql<string | number>`coalesce(sum(amount), 0)`.as('total'))
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    return Number(r.total);
  }

  async status(accountRef: string): Promise<WalletStatus> {
    const a = await this.account(accountRef);
    const pending = await this.db
      .selectFrom('wallet_sandbox_movements')
      .select(sql<string | number>`coalesce(sum(amount), 0)`.as('total'))
      .where('account_ref', '=', accountRef)
      .where('kind', '=', 'withdraw')
      .where('state', '=', 'dealing')
      .executeTakeFirstOrThrow();
    const now = this.clock();
    const lockedUntil = a.password_locked_until === null ? null : Number(a.password_locked_until);
    return {
      accountRef,
      accountNo: a.account_no,
      balance: await this.balanceOf(accountRef),
      pendingWithdrawal: -Number(pending.total),
      passwordSet: a.password_hash !== null,
      passwordLockedUntil: lockedUntil !== null && lockedUntil > now ? lockedUntil : null,
      openedAt: Number(a.created_at),
    };
  }

  // ── passwords ──────────────────────────────────────────────────────────────────────────────────

  private hashPassword(password: string): Promise<string> {
    return hash(password, { ...ARGON2, secret: this.pepper });
  }

  async setPassword(accountRef: string, password: string): Promise<void> {
    const a = await this.account(accountRef);
    if (a.password_hash !== null) throw new WalletError('password_already_set');
    const h = await this.hashPassword(password);
    const r = await this.db
      .updateTable('wallet_sandbox_accounts')
      .set({ password_hash: h, password_fails: 0, password_locked_until: null, updated_at: this.clock() })
      .where('ref', '=', accountRef)
      .where('password_hash', 'is', null)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new WalletError('password_already_set');
  }

  async verifyPassword(accountRef: string, password: string): Promise<void> {
    const a = await this.account(accountRef);
    if (a.password_hash === null) throw new WalletError('password_not_set');
    const now = this.clock();
    if (a.password_locked_until !== null && Number(a.password_locked_until) > now) {
      throw new WalletError('password_locked', { lockedUntil: Number(a.password_locked_until) });
    }
    const ok = /^\d{6}$/.test(password) && (await verify(a.password_hash, password, { secret: this.pepper }).catch(() => false));
    if (ok) {
      if (a.password_fails !== 0 || a.password_locked_until !== null) {
        await this.db
          .updateTable('wallet_sandbox_accounts')
          .set({ password_fails: 0, password_locked_until: null })
          .where('ref', '=', accountRef)
          .execute();
      }
      return;
    }
    // A wrong one counts (atomically, so parallel guesses all count); the fifth in a row locks.
    const row = await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('wallet_sandbox_accounts')
        .set({ password_fails: sql<number>`password_fails + 1`, updated_at: now })
        .where('ref', '=', accountRef)
        .execute();
      const fresh = await this.account(accountRef, trx);
      if (fresh.password_fails >= WALLET_PASSWORD_ATTEMPTS) {
        await trx
          .updateTable('wallet_sandbox_accounts')
          .set({ password_fails: 0, password_locked_until: now + LOCK_MS })
          .where('ref', '=', accountRef)
          .execute();
        return { locked: now + LOCK_MS, fails: fresh.password_fails };
      }
      return { locked: null, fails: fresh.password_fails };
    });
    if (row.locked !== null) throw new WalletError('password_locked', { lockedUntil: row.locked });
    throw new WalletError('password_wrong', { remaining: WALLET_PASSWORD_ATTEMPTS - row.fails });
  }

  async changePassword(accountRef: string, oldPassword: string, newPassword: string): Promise<void> {
    await this.verifyPassword(accountRef, oldPassword);
    const h = await this.hashPassword(newPassword);
    await this.db
      .updateTable('wallet_sandbox_accounts')
      .set({ password_hash: h, password_fails: 0, password_locked_until: null, updated_at: this.clock() })
      .where('ref', '=', accountRef)
      .execute();
  }

  async sendResetCode(accountRef: string): Promise<{ phone: string; resendAt: number }> {
    const a = await this.account(accountRef);
    const resendAt = await this.sendCode(`reset:${accountRef}`, a.tenant_id, a.phone, 'walletPassword');
    return { phone: maskPhone(a.phone), resendAt };
  }

  async resetPassword(accountRef: string, code: string, newPassword: string): Promise<void> {
    const a = await this.account(accountRef);
    await this.useCode(`reset:${accountRef}`, code);
    const h = await this.hashPassword(newPassword);
    await this.db
      .updateTable('wallet_sandbox_accounts')
      .set({ password_hash: h, password_fails: 0, password_locked_until: null, updated_at: this.clock() })
      .where('ref', '=', a.ref)
      .execute();
  }

  // ── SMS codes ──────────────────────────────────────────────────────────────────────────────────

  private digest(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('hex');
  }

  /** Sends a fresh code under `key` (a resend within 60 s is refused); answers when the next may go. */
  private async sendCode(key: string, tenantId: number, phone: string, purpose: string): Promise<number> {
    const now = this.clock();
    const prev = await this.db.selectFrom('wallet_sandbox_codes').selectAll().where('key', '=', key).executeTakeFirst();
    if (prev && prev.used_at === null && Number(prev.sent_at) + CODE_RESEND_MS > now) throw new WalletError('sms_too_frequent');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const row = {
      tenant_id: tenantId,
      code_hash: this.digest(`${key}:${code}`),
      attempts: 0,
      sent_at: now,
      expires_at: now + CODE_TTL_MS,
      used_at: null,
    };
    if (prev) await this.db.updateTable('wallet_sandbox_codes').set(row).where('key', '=', key).execute();
    else
      await this.db
        .insertInto('wallet_sandbox_codes')
        .values({ key, ...row })
        .execute();
    await this.sms.sendCode({ tenantId, areaCode: '+86', phone, purpose, code, expiresInSeconds: CODE_TTL_MS / 1000 });
    return now + CODE_RESEND_MS;
  }

  /** Uses the code under `key` once: `code_wrong` (5 tries), `bind_expired` when none is live. */
  private async useCode(key: string, code: string): Promise<void> {
    const now = this.clock();
    const c = await this.db.selectFrom('wallet_sandbox_codes').selectAll().where('key', '=', key).executeTakeFirst();
    if (!c || c.used_at !== null || Number(c.expires_at) <= now || c.attempts >= CODE_TRIES) throw new WalletError('code_wrong');
    const want = Buffer.from(c.code_hash, 'hex');
    const given = Buffer.from(this.digest(`${key}:${code}`), 'hex');
    if (!timingSafeEqual(want, given)) {
      await this.db
        .updateTable('wallet_sandbox_codes')
        .set({ attempts: sql<number>`attempts + 1` })
        .where('key', '=', key)
        .execute();
      throw new WalletError('code_wrong');
    }
    const r = await this.db
      .updateTable('wallet_sandbox_codes')
      .set({ used_at: now })
      .where('key', '=', key)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new WalletError('code_wrong');
  }

  // ── cards ──────────────────────────────────────────────────────────────────────────────────────

  async bindCard(accountRef: string, req: BindCardRequest): Promise<BindCardStart> {
    const a = await this.account(accountRef);
    const digits = req.cardNumber;
    if (!isLuhnValid(digits)) throw new WalletError('card_invalid');
    const bank = bankOfCard(digits);
    if (!bank) throw new WalletError('card_unsupported');
    const last4 = digits.slice(-4);
    if (last4 === SANDBOX_CARD_FAILURES.declineBind) throw new WalletError('card_declined');
    const numberHash = this.digest(`card:${digits}`);
    const cards = await this.db
      .selectFrom('wallet_sandbox_cards')
      .selectAll()
      .where('account_ref', '=', accountRef)
      .where('state', 'in', ['pending', 'bound'])
      .execute();
    if (cards.some((c) => c.state === 'bound' && c.number_hash === numberHash)) throw new WalletError('card_already_bound');
    if (cards.filter((c) => c.state === 'bound').length >= BANK_CARDS_MAX) throw new WalletError('card_limit');
    const now = this.clock();
    // The same card and phone again within the bind window: a resend under the same bind.
    let card = cards.find((c) => c.state === 'pending' && c.number_hash === numberHash && c.phone === req.phone);
    if (!card) {
      const ref = `WCD${randomBytes(8).toString('hex').toUpperCase()}`;
      const bindId = `WB${randomBytes(10).toString('hex').toUpperCase()}`;
      const row = {
        ref,
        tenant_id: a.tenant_id,
        account_ref: accountRef,
        number_hash: numberHash,
        bank_code: bank.bankCode,
        bank_name: bank.bankName,
        card_type: bank.cardType,
        last4,
        phone: req.phone,
        state: 'pending',
        bind_id: bindId,
        created_at: now,
        bound_at: null,
        updated_at: now,
      };
      await this.db.insertInto('wallet_sandbox_cards').values(row).execute();
      card = row;
    }
    const resendAt = await this.sendCode(`bind:${card.bind_id}`, a.tenant_id, req.phone, 'walletBankCard');
    return {
      bindId: card.bind_id,
      bankCode: card.bank_code,
      bankName: card.bank_name,
      cardType: card.card_type as 'debit' | 'credit',
      last4,
      phone: maskPhone(req.phone),
      expiresAt: now + CODE_TTL_MS,
      resendAt,
    };
  }

  async confirmCard(accountRef: string, bindId: string, code: string): Promise<WalletCard> {
    const card = await this.db
      .selectFrom('wallet_sandbox_cards')
      .selectAll()
      .where('bind_id', '=', bindId)
      .where('account_ref', '=', accountRef)
      .executeTakeFirst();
    if (!card || card.state !== 'pending') throw new WalletError('bind_expired');
    const c = await this.db.selectFrom('wallet_sandbox_codes').selectAll().where('key', '=', `bind:${bindId}`).executeTakeFirst();
    if (!c || Number(c.expires_at) <= this.clock() || c.attempts >= CODE_TRIES) throw new WalletError('bind_expired');
    await this.useCode(`bind:${bindId}`, code);
    const now = this.clock();
    const bound = await this.db
      .selectFrom('wallet_sandbox_cards')
      .select('ref')
      .where('account_ref', '=', accountRef)
      .where('state', '=', 'bound')
      .where('number_hash', '=', card.number_hash)
      .executeTakeFirst();
    if (bound) throw new WalletError('card_already_bound');
    await this.db
      .updateTable('wallet_sandbox_cards')
      .set({ state: 'bound', bound_at: now, updated_at: now })
      .where('ref', '=', card.ref)
      .where('state', '=', 'pending')
      .execute();
    return {
      cardRef: card.ref,
      bankCode: card.bank_code,
      bankName: card.bank_name,
      cardType: card.card_type as 'debit' | 'credit',
      last4: card.last4,
      boundAt: now,
    };
  }

  async unbindCard(accountRef: string, cardRef: string, password: string): Promise<void> {
    await this.boundCard(accountRef, cardRef);
    await this.verifyPassword(accountRef, password);
    await this.db
      .updateTable('wallet_sandbox_cards')
      .set({ state: 'unbound', updated_at: this.clock() })
      .where('ref', '=', cardRef)
      .where('account_ref', '=', accountRef)
      .execute();
  }

  async listCards(accountRef: string): Promise<WalletCard[]> {
    const rows = await this.db
      .selectFrom('wallet_sandbox_cards')
      .selectAll()
      .where('account_ref', '=', accountRef)
      .where('state', '=', 'bound')
      .orderBy('bound_at', 'asc')
      .execute();
    return rows.map((c) => ({
      cardRef: c.ref,
      bankCode: c.bank_code,
      bankName: c.bank_name,
      cardType: c.card_type as 'debit' | 'credit',
      last4: c.last4,
      boundAt: Number(c.bound_at),
    }));
  }

  private async boundCard(accountRef: string, cardRef: string) {
    const card = await this.db
      .selectFrom('wallet_sandbox_cards')
      .selectAll()
      .where('ref', '=', cardRef)
      .where('account_ref', '=', accountRef)
      .where('state', '=', 'bound')
      .executeTakeFirst();
    if (!card) throw new WalletError('card_not_found');
    return card;
  }

  // ── money ──────────────────────────────────────────────────────────────────────────────────────

  async recharge(accountRef: string, req: MoneyRequest & { cardRef: string; password: string }): Promise<WalletMovement> {
    const fingerprint = `recharge:${req.amount}:${req.cardRef}`;
    const done = await this.repeated(accountRef, req.requestId, fingerprint);
    if (done) return done;
    const card = await this.boundCard(accountRef, req.cardRef);
    await this.verifyPassword(accountRef, req.password);
    if (card.last4 === SANDBOX_CARD_FAILURES.declineRecharge) throw new WalletError('card_declined');
    const m = await this.move(accountRef, req, fingerprint, {
      kind: 'recharge',
      amount: req.amount,
      title: `充值-${card.bank_name}(${card.last4})`,
      cardRef: card.ref,
      from: WALLET_ACCOUNTS.bank(card.bank_code),
      to: accountRef,
      state: 'success',
    });
    await this.notifyFinished(m.movementNo);
    return m;
  }

  async withdraw(accountRef: string, req: MoneyRequest & { cardRef: string; password: string }): Promise<WalletMovement> {
    const fingerprint = `withdraw:${req.amount}:${req.cardRef}`;
    const done = await this.repeated(accountRef, req.requestId, fingerprint);
    if (done) return done;
    const card = await this.boundCard(accountRef, req.cardRef);
    await this.verifyPassword(accountRef, req.password);
    return this.move(accountRef, req, fingerprint, {
      kind: 'withdraw',
      amount: -req.amount,
      title: `提现-${card.bank_name}(${card.last4})`,
      cardRef: card.ref,
      from: accountRef,
      to: WALLET_ACCOUNTS.clearing,
      state: 'dealing',
      settleAt: this.clock() + this.settleSeconds * 1000,
    });
  }

  async pay(
    accountRef: string,
    req: MoneyRequest & { password: string; orderNo: string; paymentNo: string; subject: string },
  ): Promise<WalletMovement> {
    const fingerprint = `pay:${req.amount}:${req.orderNo}:${req.paymentNo}`;
    const done = await this.repeated(accountRef, req.requestId, fingerprint);
    if (done) return done;
    await this.verifyPassword(accountRef, req.password);
    const a = await this.account(accountRef);
    const m = await this.move(accountRef, req, fingerprint, {
      kind: 'pay',
      amount: -req.amount,
      title: req.subject,
      orderNo: req.orderNo,
      paymentNo: req.paymentNo,
      from: accountRef,
      to: WALLET_ACCOUNTS.merchant(a.tenant_id),
      state: 'success',
    });
    await this.notifyFinished(m.movementNo);
    return m;
  }

  async refund(accountRef: string, req: MoneyRequest & { paymentMovementNo: string; orderNo: string }): Promise<WalletMovement> {
    const fingerprint = `refund:${req.amount}:${req.paymentMovementNo}`;
    const done = await this.repeated(accountRef, req.requestId, fingerprint);
    if (done) return done;
    const paid = await this.db
      .selectFrom('wallet_sandbox_movements')
      .selectAll()
      .where('movement_no', '=', req.paymentMovementNo)
      .where('account_ref', '=', accountRef)
      .executeTakeFirst();
    if (!paid || paid.kind !== 'pay' || paid.state !== 'success') throw new WalletError('not_found');
    const refunded = await this.db
      .selectFrom('wallet_sandbox_movements')
      .select(sql<string | number>`coalesce(sum(amount), 0)`.as('total'))
      .where('ref_movement_no', '=', req.paymentMovementNo)
      .where('kind', '=', 'refund')
      .executeTakeFirstOrThrow();
    if (Number(refunded.total) + req.amount > -Number(paid.amount)) throw new WalletError('insufficient_balance');
    const m = await this.move(accountRef, req, fingerprint, {
      kind: 'refund',
      amount: req.amount,
      title: `退款-${paid.title}`,
      orderNo: req.orderNo,
      paymentNo: paid.payment_no ?? undefined,
      refMovementNo: paid.movement_no,
      from: WALLET_ACCOUNTS.merchant(paid.tenant_id),
      to: accountRef,
      state: 'success',
    });
    await this.notifyFinished(m.movementNo);
    return m;
  }

  async credit(accountRef: string, req: MoneyRequest & { subject: string; orderNo: string | null }): Promise<WalletMovement> {
    const fingerprint = `income:${req.amount}:${req.orderNo ?? ''}`;
    const done = await this.repeated(accountRef, req.requestId, fingerprint);
    if (done) return done;
    const a = await this.account(accountRef);
    return this.move(accountRef, req, fingerprint, {
      kind: 'income',
      amount: req.amount,
      title: req.subject,
      orderNo: req.orderNo,
      from: WALLET_ACCOUNTS.merchant(a.tenant_id),
      to: accountRef,
      state: 'success',
    });
  }

  async debit(accountRef: string, req: MoneyRequest & { subject: string; orderNo: string | null }): Promise<WalletMovement> {
    const fingerprint = `income-back:${req.amount}:${req.orderNo ?? ''}`;
    const done = await this.repeated(accountRef, req.requestId, fingerprint);
    if (done) return done;
    const a = await this.account(accountRef);
    return this.move(accountRef, req, fingerprint, {
      kind: 'income',
      amount: -req.amount,
      title: req.subject,
      orderNo: req.orderNo,
      from: accountRef,
      to: WALLET_ACCOUNTS.merchant(a.tenant_id),
      state: 'success',
    });
  }

  /** The movement a request id already made (same request: answered again; another request: refused). */
  private async repeated(accountRef: string, requestId: string, fingerprint: string, db: Kysely<Database> = this.db) {
    const m = await db
      .selectFrom('wallet_sandbox_movements')
      .selectAll()
      .where('account_ref', '=', accountRef)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    if (!m) return undefined;
    if (m.request_fingerprint !== fingerprint) throw new WalletError('request_reused');
    return this.toMovement(m, db);
  }

  /**
   * One movement and its posting, atomically: the account row is locked first (so movements of one
   * wallet run one at a time, and the balance read is the balance debited), the request id checked
   * again under the lock, the balance checked for a debit, then the movement and its two ledger rows.
   */
  private async move(
    accountRef: string,
    req: MoneyRequest,
    fingerprint: string,
    m: {
      kind: WalletMovementKind;
      amount: number;
      title: string;
      cardRef?: string;
      orderNo?: string | null;
      paymentNo?: string;
      refMovementNo?: string;
      from: string;
      to: string;
      state: 'success' | 'dealing';
      settleAt?: number;
    },
  ): Promise<WalletMovement> {
    if (!Number.isSafeInteger(req.amount) || req.amount <= 0) throw new WalletError('not_found');
    const now = this.clock();
    const movementNo = `WM${now}${randomBytes(5).toString('hex').toUpperCase()}`;
    return this.db.transaction().execute(async (trx) => {
      const locked = await trx
        .updateTable('wallet_sandbox_accounts')
        .set({ updated_at: now })
        .where('ref', '=', accountRef)
        .executeTakeFirst();
      if (Number(locked.numUpdatedRows) !== 1) throw new WalletError('not_found');
      const again = await this.repeated(accountRef, req.requestId, fingerprint, trx);
      if (again) return again;
      const before = await this.balanceOf(accountRef, trx);
      const after = before + m.amount;
      if (after < 0) throw new WalletError('insufficient_balance');
      const account = await this.account(accountRef, trx);
      await trx
        .insertInto('wallet_sandbox_movements')
        .values({
          movement_no: movementNo,
          tenant_id: account.tenant_id,
          account_ref: accountRef,
          request_id: req.requestId,
          request_fingerprint: fingerprint,
          kind: m.kind,
          amount: m.amount,
          state: m.state,
          title: m.title,
          card_ref: m.cardRef ?? null,
          order_no: m.orderNo ?? null,
          payment_no: m.paymentNo ?? null,
          ref_movement_no: m.refMovementNo ?? null,
          fail_reason: null,
          settle_at: m.settleAt ?? null,
          balance_after: after,
          notified: 0,
          created_at: now,
          finished_at: m.state === 'success' ? now : null,
        })
        .execute();
      await this.post(trx, account.tenant_id, `${movementNo}-1`, movementNo, m.from, m.to, Math.abs(m.amount), now);
      const row = await trx
        .selectFrom('wallet_sandbox_movements')
        .selectAll()
        .where('movement_no', '=', movementNo)
        .executeTakeFirstOrThrow();
      return this.toMovement(row, trx);
    });
  }

  /** One posting: `amount` from `from` to `to`, two rows that sum to zero (the posting number is unique per account). */
  private async post(
    trx: Transaction<Database> | Kysely<Database>,
    tenantId: number,
    postingNo: string,
    movementNo: string,
    from: string,
    to: string,
    amount: number,
    now: number,
  ): Promise<void> {
    await trx
      .insertInto('wallet_sandbox_ledger')
      .values([
        { tenant_id: tenantId, posting_no: postingNo, movement_no: movementNo, account: from, amount: -amount, created_at: now },
        { tenant_id: tenantId, posting_no: postingNo, movement_no: movementNo, account: to, amount, created_at: now },
      ])
      .execute();
  }

  // ── settlement ─────────────────────────────────────────────────────────────────────────────────

  /**
   * Settles the withdrawals whose time has come: money leaves the clearing account for the bank (or,
   * for a failing card, returns to the wallet). Each is claimed by a conditional update inside its
   * transaction, so two passes (or two processes) settle it once. Then sends the notices not yet sent.
   */
  async settleDue(limit = 100): Promise<number> {
    const now = this.clock();
    const due = await this.db
      .selectFrom('wallet_sandbox_movements')
      .selectAll()
      .where('state', '=', 'dealing')
      .where('settle_at', '<=', now)
      .orderBy('settle_at')
      .limit(limit)
      .execute();
    let settled = 0;
    for (const m of due) {
      const card = m.card_ref
        ? await this.db.selectFrom('wallet_sandbox_cards').selectAll().where('ref', '=', m.card_ref).executeTakeFirst()
        : undefined;
      const fails = card?.last4 === SANDBOX_CARD_FAILURES.failWithdrawal;
      const won = await this.db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('wallet_sandbox_movements')
          .set({
            state: fails ? 'failed' : 'success',
            finished_at: now,
            fail_reason: fails ? 'bank_rejected' : null,
          })
          .where('movement_no', '=', m.movement_no)
          .where('state', '=', 'dealing')
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return false;
        const amount = -Number(m.amount);
        const to = fails ? m.account_ref : WALLET_ACCOUNTS.bank(card?.bank_code ?? 'UNKNOWN');
        await this.post(trx, m.tenant_id, `${m.movement_no}-2`, m.movement_no, WALLET_ACCOUNTS.clearing, to, amount, now);
        return true;
      });
      if (won) settled += 1;
    }
    await this.sendOwedNotices();
    return settled;
  }

  /** Sends the notices of finished movements not yet sent (a crash after the commit sends them later). */
  async sendOwedNotices(): Promise<number> {
    const owed = await this.db
      .selectFrom('wallet_sandbox_movements')
      .select('movement_no')
      .where('notified', '=', 0)
      .where('state', 'in', ['success', 'failed'])
      .where('kind', 'in', ['withdraw', 'recharge', 'pay', 'refund'])
      .limit(100)
      .execute();
    for (const o of owed) await this.notifyFinished(o.movement_no);
    return owed.length;
  }

  /** Marks a finished movement notified (once, by a conditional update) and sends its notice. */
  private async notifyFinished(movementNo: string): Promise<void> {
    const m = await this.db
      .selectFrom('wallet_sandbox_movements')
      .selectAll()
      .where('movement_no', '=', movementNo)
      .executeTakeFirst();
    if (!m || m.state === 'dealing') return;
    const claimed = await this.db
      .updateTable('wallet_sandbox_movements')
      .set({ notified: 1 })
      .where('movement_no', '=', movementNo)
      .where('notified', '=', 0)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    const kind: WalletEventKind | null =
      m.kind === 'withdraw'
        ? m.state === 'success'
          ? 'withdrawal_settled'
          : 'withdrawal_failed'
        : m.kind === 'recharge'
          ? 'recharged'
          : m.kind === 'pay'
            ? 'paid'
            : m.kind === 'refund'
              ? 'refunded'
              : null;
    if (!kind) return;
    const now = this.clock();
    await this.deliver(
      this.sign(
        {
          eventId: `${m.movement_no}-${kind}`,
          kind,
          accountRef: m.account_ref,
          movementNo: m.movement_no,
          requestId: m.request_id,
          amount: Math.abs(Number(m.amount)),
          occurredAt: now,
        },
        now,
      ),
    );
  }

  // ── bills ──────────────────────────────────────────────────────────────────────────────────────

  async bills(accountRef: string, q: BillsQuery) {
    let query = this.db
      .selectFrom('wallet_sandbox_movements')
      .selectAll()
      .where('account_ref', '=', accountRef)
      .where('created_at', '>=', q.from)
      .where('created_at', '<', q.to);
    if (q.kind) query = query.where('kind', '=', q.kind);
    const totals = await query
      .clearSelect()
      .select([
        sql<string | number>`coalesce(sum(case when amount > 0 and state <> 'failed' then amount else 0 end), 0)`.as('income'),
        sql<string | number>`coalesce(sum(case when amount < 0 and state <> 'failed' then -amount else 0 end), 0)`.as('expense'),
      ])
      .executeTakeFirstOrThrow();
    if (q.cursor) {
      const [at, no] = q.cursor.split('_');
      const t = Number(at);
      if (Number.isSafeInteger(t) && no) {
        query = query.where((eb) =>
          eb.or([eb('created_at', '<', t), eb.and([eb('created_at', '=', t), eb('movement_no', '<', no)])]),
        );
      }
    }
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('movement_no', 'desc')
      .limit(q.limit + 1)
      .execute();
    const page = rows.slice(0, q.limit);
    const last = page[page.length - 1];
    return {
      items: await Promise.all(page.map((r) => this.toMovement(r))),
      nextCursor: rows.length > q.limit && last ? `${Number(last.created_at)}_${last.movement_no}` : null,
      income: Number(totals.income),
      expense: Number(totals.expense),
    };
  }

  async bill(accountRef: string, movementNo: string): Promise<WalletMovement | undefined> {
    const m = await this.db
      .selectFrom('wallet_sandbox_movements')
      .selectAll()
      .where('account_ref', '=', accountRef)
      .where('movement_no', '=', movementNo)
      .executeTakeFirst();
    return m ? this.toMovement(m) : undefined;
  }

  async movementByRequest(accountRef: string, requestId: string): Promise<WalletMovement | undefined> {
    const m = await this.db
      .selectFrom('wallet_sandbox_movements')
      .selectAll()
      .where('account_ref', '=', accountRef)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    return m ? this.toMovement(m) : undefined;
  }

  private async toMovement(m: MovementRow, db: Kysely<Database> = this.db): Promise<WalletMovement> {
    const card = m.card_ref
      ? await db
          .selectFrom('wallet_sandbox_cards')
          .select(['bank_name', 'last4'])
          .where('ref', '=', m.card_ref)
          .executeTakeFirst()
      : undefined;
    return {
      movementNo: m.movement_no,
      kind: m.kind as WalletMovementKind,
      amount: Number(m.amount),
      state: m.state as WalletMovement['state'],
      title: m.title,
      cardRef: m.card_ref,
      bankName: card?.bank_name ?? null,
      last4: card?.last4 ?? null,
      orderNo: m.order_no,
      failReason: m.fail_reason,
      createdAt: Number(m.created_at),
      finishedAt: m.finished_at === null ? null : Number(m.finished_at),
      expectedAt: m.state === 'dealing' && m.settle_at !== null ? Number(m.settle_at) : null,
      balanceAfter: m.balance_after === null ? null : Number(m.balance_after),
    };
  }

  // ── notices ────────────────────────────────────────────────────────────────────────────────────

  /** Signs an event as the sandbox's notices are signed (tests forge, replay and stale notices with it). */
  sign(event: WalletEvent, timestamp = this.clock()): SignedWalletNotice {
    const body = JSON.stringify(event);
    const signature = createHmac('sha256', this.key).update(`${timestamp}.${body}`).digest('hex');
    return {
      body,
      headers: { 'content-type': 'application/json', 'x-wallet-timestamp': String(timestamp), 'x-wallet-signature': signature },
    };
  }

  verify(rawBody: string, headers: Record<string, string | string[] | undefined>, now: number): WalletEvent {
    const ts = Number(headers['x-wallet-timestamp']);
    const given = String(headers['x-wallet-signature'] ?? '');
    if (!Number.isFinite(ts) || !/^[0-9a-f]{64}$/.test(given)) throw new WalletNoticeError('notice not signed');
    const want = createHmac('sha256', this.key).update(`${ts}.${rawBody}`).digest();
    if (!timingSafeEqual(want, Buffer.from(given, 'hex'))) throw new WalletNoticeError('bad notice signature');
    if (Math.abs(now - ts) > NOTICE_WINDOW_MS) throw new WalletNoticeError('stale notice');
    let event: WalletEvent;
    try {
      event = JSON.parse(rawBody) as WalletEvent;
    } catch {
      throw new WalletNoticeError('malformed notice');
    }
    if (
      typeof event.eventId !== 'string' ||
      typeof event.accountRef !== 'string' ||
      typeof event.movementNo !== 'string' ||
      !Number.isInteger(event.amount) ||
      !Number.isFinite(event.occurredAt)
    ) {
      throw new WalletNoticeError('malformed notice');
    }
    if (Math.abs(now - event.occurredAt) > NOTICE_WINDOW_MS) throw new WalletNoticeError('stale notice');
    return event;
  }
}
