import {
  ErrorCode,
  normalizeCardNumber,
  PayProgress,
  WALLET_PASSWORD_LOCK_MINUTES,
  type BankCard,
  type ErrorCodeValue,
  type Wallet,
  type WalletBill,
  type WalletBillKind,
  zonedInstant,
} from '@curio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import { AppError } from '../../errors';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../http/request-context';
import type { NewInboxEvent } from '../inbox/index';
import {
  WalletError,
  type WalletErrorReason,
  type WalletMovement,
  type WalletProvider,
} from '../../providers/wallet/wallet-provider';
import type { WalletCardRow, WalletRepository } from './wallet.repository';

/** What the wallet module reads of its neighbours (decision 013), supplied by wiring/wallet.ports.ts. */
export interface WalletPorts {
  /** The user's verified identity (identity module); null until real-name verified. */
  person(tenantId: number, userId: number): Promise<{ name: string; idCard: string; areaCode: string; phone: string } | null>;
  /**
   * The inbox module's step (decision 026): a withdrawal that reached the bank is told to its owner
   * ('withdrawal_settled'), written in the notice's transaction; absent, nothing is told.
   */
  addInboxEvent?(trx: Kysely<Database>, tenantId: number, userId: number, event: NewInboxEvent): Promise<unknown>;
}

const REASON_CODES: Record<WalletErrorReason, ErrorCodeValue> = {
  not_found: ErrorCode.WALLET_NOT_OPENED,
  already_open: ErrorCode.WALLET_ALREADY_OPENED,
  password_wrong: ErrorCode.WALLET_PASSWORD_WRONG,
  password_locked: ErrorCode.WALLET_PASSWORD_LOCKED,
  password_not_set: ErrorCode.WALLET_PASSWORD_NOT_SET,
  password_already_set: ErrorCode.WALLET_PASSWORD_ALREADY_SET,
  insufficient_balance: ErrorCode.WALLET_BALANCE_INSUFFICIENT,
  card_invalid: ErrorCode.BANK_CARD_INVALID,
  card_unsupported: ErrorCode.BANK_CARD_UNSUPPORTED,
  card_declined: ErrorCode.BANK_CARD_DECLINED,
  card_already_bound: ErrorCode.BANK_CARD_ALREADY_BOUND,
  card_not_found: ErrorCode.BANK_CARD_NOT_FOUND,
  card_limit: ErrorCode.BANK_CARD_LIMIT,
  code_wrong: ErrorCode.CODE_INVALID,
  bind_expired: ErrorCode.BANK_CARD_BIND_EXPIRED,
  request_reused: ErrorCode.WALLET_REQUEST_REUSED,
  sms_too_frequent: ErrorCode.SMS_TOO_FREQUENT,
  unavailable: ErrorCode.WALLET_PROVIDER_FAILED,
};

/** A provider refusal as the storefront's error code (with its params: attempts left, minutes locked). */
export function walletAppError(err: WalletError, now: number): AppError {
  const code = REASON_CODES[err.reason];
  if (err.reason === 'password_wrong') return new AppError(code, { remaining: err.params.remaining ?? 0 });
  if (err.reason === 'password_locked') {
    const minutes = err.params.lockedUntil
      ? Math.max(1, Math.ceil((err.params.lockedUntil - now) / 60_000))
      : WALLET_PASSWORD_LOCK_MINUTES;
    return new AppError(code, { minutes });
  }
  if (err.reason === 'sms_too_frequent') return new AppError(code, { seconds: 60 });
  return new AppError(code);
}

const PROGRESS = { dealing: PayProgress.DEALING, success: PayProgress.SUCCESS, failed: PayProgress.FAIL } as const;

/** A provider movement as its owner's bill. */
export function billOf(m: WalletMovement): WalletBill {
  return {
    billNo: m.movementNo,
    kind: m.kind,
    amount: m.amount,
    progress: PROGRESS[m.state],
    title: m.title,
    card: m.bankName !== null && m.last4 !== null ? { bankName: m.bankName, last4: m.last4 } : null,
    orderNo: m.orderNo,
    failReason: m.failReason,
    createdAt: m.createdAt,
    finishedAt: m.finishedAt,
    expectedAt: m.expectedAt,
    balanceAfter: m.balanceAfter,
  };
}

const cardOf = (c: WalletCardRow): BankCard => ({
  cardId: c.id,
  bankCode: c.bank_code,
  bankName: c.bank_name,
  cardType: c.card_type === 'credit' ? 'credit' : 'debit',
  last4: c.last4,
  boundAt: Number(c.bound_at),
});

/** The instant a month begins in `timeZone` (the month's first day, 00:00 there). */
export function monthStart(year: number, month: number, timeZone: string): number {
  return zonedInstant({ year, month, day: 1, hour: 0, minute: 0, second: 0 }, timeZone);
}

function samePasswords(a: string, b: string): void {
  if (a !== b) throw new AppError(ErrorCode.PASSWORDS_MISMATCH);
}

/**
 * The storefront's side of the wallet (decision 030): whether the user's wallet is open and the
 * provider's account reference, each card's bank and last 4 digits; everything else is asked of the
 * provider. Provider refusals become error codes here.
 */
export class WalletService {
  constructor(
    private readonly repo: WalletRepository,
    private readonly provider: WalletProvider | null,
    private readonly ports: WalletPorts,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  private p(): WalletProvider {
    if (!this.provider) throw new AppError(ErrorCode.SERVICE_NOT_CONFIGURED);
    return this.provider;
  }

  /** Runs a provider call, turning its refusals into error codes. */
  private async ask<T>(f: (p: WalletProvider) => Promise<T>): Promise<T> {
    try {
      return await f(this.p());
    } catch (err) {
      if (err instanceof WalletError) throw walletAppError(err, this.clock());
      throw err;
    }
  }

  /** The user's open wallet, or 5000029. */
  async opened(tenantId: number, userId: number) {
    const provider = this.p();
    const w = await this.repo.find(tenantId, userId);
    if (!w || w.provider !== provider.name) throw new AppError(ErrorCode.WALLET_NOT_OPENED);
    return w;
  }

  /** The provider's account reference of an open wallet, or null (for payments, decision 031). */
  async accountOf(tenantId: number, userId: number): Promise<string | null> {
    const w = await this.repo.find(tenantId, userId);
    return w && this.provider && w.provider === this.provider.name ? w.account_ref : null;
  }

  /** Whether the user's wallet is open (a seller's proceeds go there, decision 033). */
  async isOpen(tenantId: number, userId: number): Promise<boolean> {
    return (await this.accountOf(tenantId, userId)) !== null;
  }

  /**
   * Credits the user's open wallet from the platform (resale proceeds, decision 033): the provider's
   * `credit`, with the caller's request id, so a repeat credits once. Answers the movement number.
   */
  async credit(
    tenantId: number,
    userId: number,
    c: { requestId: string; amount: number; subject: string; orderNo: string | null },
  ): Promise<string> {
    const w = await this.opened(tenantId, userId);
    const provider = this.p();
    if (!provider.credit) throw new AppError(ErrorCode.WALLET_PROVIDER_FAILED);
    const m = await this.ask(() => provider.credit!(w.account_ref, c));
    return m.movementNo;
  }

  /** The balance of the user's open wallet at the provider, fen (a resale refund checks it, decision 066). */
  async balanceOf(tenantId: number, userId: number): Promise<number> {
    const w = await this.opened(tenantId, userId);
    return (await this.ask((p) => p.status(w.account_ref))).balance;
  }

  /** The movement a request id made in the user's wallet, if any (did a debit happen before a crash?). */
  async movementOf(tenantId: number, userId: number, requestId: string) {
    const w = await this.opened(tenantId, userId);
    return this.ask((p) => p.movementByRequest(w.account_ref, requestId));
  }

  /**
   * Takes platform money back out of the user's open wallet (a refunded resale's proceeds, decision 066),
   * with the caller's request id: a repeat debits once. A short balance answers the wallet's 5000xxx code.
   */
  async debit(
    tenantId: number,
    userId: number,
    c: { requestId: string; amount: number; subject: string; orderNo: string | null },
  ): Promise<string> {
    const w = await this.opened(tenantId, userId);
    const provider = this.p();
    if (!provider.debit) throw new AppError(ErrorCode.WALLET_PROVIDER_FAILED);
    const m = await this.ask(() => provider.debit!(w.account_ref, c));
    return m.movementNo;
  }

  async get(tenant: TenantContext, userId: number): Promise<Wallet> {
    // No wallet provider in this deployment (issue 28): the storefront hides the wallet; its calls say why.
    this.p();
    const w = await this.repo.find(tenant.id, userId);
    const person = await this.ports.person(tenant.id, userId);
    const now = this.clock();
    if (!w) {
      return {
        opened: false,
        provider: 'lianlian',
        accountNo: '',
        balance: 0,
        pendingWithdrawal: 0,
        passwordSet: false,
        passwordLockedUntil: null,
        bankCardCount: 0,
        realName: person !== null,
        openedAt: null,
        serverTime: now,
      };
    }
    const s = await this.ask((p) => p.status(w.account_ref));
    const cards = await this.repo.cards(tenant.id, userId);
    return {
      opened: true,
      provider: 'lianlian',
      accountNo: `${s.accountNo.slice(0, 4)}****${s.accountNo.slice(-4)}`,
      balance: s.balance,
      pendingWithdrawal: s.pendingWithdrawal,
      passwordSet: s.passwordSet,
      passwordLockedUntil: s.passwordLockedUntil,
      bankCardCount: cards.length,
      realName: person !== null,
      openedAt: Number(w.opened_at),
      serverTime: now,
    };
  }

  async open(tenant: TenantContext, userId: number, body: { password: string; confirmPassword: string; requestId?: string }) {
    const provider = this.p();
    const person = await this.ports.person(tenant.id, userId);
    if (!person) throw new AppError(ErrorCode.NOT_REAL_NAME);
    if (await this.repo.find(tenant.id, userId)) throw new AppError(ErrorCode.WALLET_ALREADY_OPENED);
    samePasswords(body.password, body.confirmPassword);
    const { accountRef } = await this.ask((p) =>
      p.open({
        tenantId: tenant.id,
        userId,
        realName: person.name,
        idCard: person.idCard,
        phone: person.phone,
        password: body.password,
        requestId: body.requestId ?? `open-${tenant.id}-${userId}`,
      }),
    );
    await this.repo.insert({
      tenant_id: tenant.id,
      user_id: userId,
      provider: provider.name,
      account_ref: accountRef,
      opened_at: this.clock(),
    });
    return this.get(tenant, userId);
  }

  async cards(tenant: TenantContext, userId: number) {
    await this.opened(tenant.id, userId);
    return { cards: (await this.repo.cards(tenant.id, userId)).map(cardOf) };
  }

  async bindCard(tenant: TenantContext, userId: number, body: { cardNumber: string; areaCode: string; phone: string }) {
    const w = await this.opened(tenant.id, userId);
    const s = await this.ask((p) =>
      p.bindCard(w.account_ref, { cardNumber: normalizeCardNumber(body.cardNumber), phone: body.phone }),
    );
    return {
      bindId: s.bindId,
      bankCode: s.bankCode,
      bankName: s.bankName,
      last4: s.last4,
      phone: s.phone,
      expiresAt: s.expiresAt,
      resendAt: s.resendAt,
    };
  }

  async confirmCard(tenant: TenantContext, userId: number, body: { bindId: string; code: string }): Promise<BankCard> {
    const w = await this.opened(tenant.id, userId);
    const c = await this.ask((p) => p.confirmCard(w.account_ref, body.bindId, body.code));
    // Only the bank and the last 4 digits are kept here.
    const row = await this.repo.insertCard({
      tenant_id: tenant.id,
      user_id: userId,
      card_ref: c.cardRef,
      bank_code: c.bankCode,
      bank_name: c.bankName,
      card_type: c.cardType,
      last4: c.last4,
      bound_at: c.boundAt,
    });
    return cardOf(row);
  }

  private async card(tenantId: number, userId: number, cardId: number) {
    const c = await this.repo.card(tenantId, userId, cardId);
    if (!c) throw new AppError(ErrorCode.BANK_CARD_NOT_FOUND);
    return c;
  }

  async unbindCard(tenant: TenantContext, userId: number, body: { cardId: number; password: string }) {
    const w = await this.opened(tenant.id, userId);
    const c = await this.card(tenant.id, userId, body.cardId);
    await this.ask((p) => p.unbindCard(w.account_ref, c.card_ref, body.password));
    await this.repo.deleteCard(tenant.id, userId, c.id);
    return this.cards(tenant, userId);
  }

  async recharge(
    tenant: TenantContext,
    userId: number,
    body: { cardId: number; amount: number; password: string; requestId: string },
  ) {
    const w = await this.opened(tenant.id, userId);
    const c = await this.card(tenant.id, userId, body.cardId);
    const m = await this.ask((p) =>
      p.recharge(w.account_ref, { cardRef: c.card_ref, amount: body.amount, password: body.password, requestId: body.requestId }),
    );
    return billOf(m);
  }

  async withdraw(
    tenant: TenantContext,
    userId: number,
    body: { cardId: number; amount: number; password: string; requestId: string },
  ) {
    const w = await this.opened(tenant.id, userId);
    const c = await this.card(tenant.id, userId, body.cardId);
    const m = await this.ask((p) =>
      p.withdraw(w.account_ref, { cardRef: c.card_ref, amount: body.amount, password: body.password, requestId: body.requestId }),
    );
    return billOf(m);
  }

  async bills(
    tenant: TenantContext,
    userId: number,
    q: { month: string; kind?: WalletBillKind; cursor?: string; pageSize: number },
  ) {
    const w = await this.opened(tenant.id, userId);
    const [y, m] = q.month.split('-').map(Number) as [number, number];
    const from = monthStart(y, m, tenant.timeZone);
    const to = m === 12 ? monthStart(y + 1, 1, tenant.timeZone) : monthStart(y, m + 1, tenant.timeZone);
    const page = await this.ask((p) => p.bills(w.account_ref, { from, to, kind: q.kind, cursor: q.cursor, limit: q.pageSize }));
    return { items: page.items.map(billOf), nextCursor: page.nextCursor, income: page.income, expense: page.expense };
  }

  async bill(tenant: TenantContext, userId: number, billNo: string) {
    const w = await this.opened(tenant.id, userId);
    const m = await this.ask((p) => p.bill(w.account_ref, billNo));
    if (!m) throw new AppError(ErrorCode.NOT_FOUND);
    return billOf(m);
  }

  async setPassword(tenant: TenantContext, userId: number, body: { password: string; confirmPassword: string }) {
    const w = await this.opened(tenant.id, userId);
    samePasswords(body.password, body.confirmPassword);
    await this.ask((p) => p.setPassword(w.account_ref, body.password));
    return this.get(tenant, userId);
  }

  async updatePassword(
    tenant: TenantContext,
    userId: number,
    body: { oldPassword: string; password: string; confirmPassword: string },
  ) {
    const w = await this.opened(tenant.id, userId);
    samePasswords(body.password, body.confirmPassword);
    await this.ask((p) => p.changePassword(w.account_ref, body.oldPassword, body.password));
    return this.get(tenant, userId);
  }

  async resetPassword(
    tenant: TenantContext,
    userId: number,
    body: { step: 'send' } | { step: 'reset'; code: string; password: string; confirmPassword: string },
  ) {
    const w = await this.opened(tenant.id, userId);
    if (body.step === 'send') {
      const sent = await this.ask((p) => p.sendResetCode(w.account_ref));
      return { phone: sent.phone, resendAt: sent.resendAt, wallet: null };
    }
    samePasswords(body.password, body.confirmPassword);
    await this.ask((p) => p.resetPassword(w.account_ref, body.code, body.password));
    return { phone: null, resendAt: null, wallet: await this.get(tenant, userId) };
  }

  /**
   * A signed notice of the provider: verified (signature, ±300 s), taken once by its event id (a replay
   * changes nothing), then told to whoever waits for it. Throws WalletNoticeError when refused.
   */
  async takeNotice(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<'taken' | 'duplicate' | 'unknown'> {
    const provider = this.p();
    const now = this.clock();
    const event = provider.verify(rawBody, headers, now);
    const w = await this.repo.byAccount(provider.name, event.accountRef);
    if (!w) return 'unknown';
    const row = {
      provider: provider.name,
      event_id: event.eventId,
      tenant_id: w.tenant_id,
      kind: event.kind,
      movement_no: event.movementNo,
      received_at: now,
    };
    const addInboxEvent = this.ports.addInboxEvent;
    if (event.kind !== 'withdrawal_settled' || !addInboxEvent) {
      return (await this.repo.takeNotice(this.repo.db, row)) ? 'taken' : 'duplicate';
    }
    // A settled withdrawal: the bill is read from the provider first (no outside call inside a
    // transaction), then the notice is taken and the owner's inbox event written in one transaction
    // (decision 026): an event exists exactly when its notice was taken; a failing write takes neither,
    // so the provider's next delivery of the notice tries again.
    if (await this.repo.noticeTaken(provider.name, event.eventId)) return 'duplicate';
    const m = await provider.bill(w.account_ref, event.movementNo);
    const told: NewInboxEvent = {
      kind: 'withdrawal_settled',
      ref: event.movementNo,
      params: { amount: event.amount, ...(m?.bankName ? { bank: m.bankName } : {}), ...(m?.last4 ? { last4: m.last4 } : {}) },
      at: m?.finishedAt ?? now,
    };
    const fresh = await this.repo.db.transaction().execute(async (trx) => {
      if (!(await this.repo.takeNotice(trx, row))) return false;
      await addInboxEvent(trx, w.tenant_id, w.user_id, told);
      return true;
    });
    return fresh ? 'taken' : 'duplicate';
  }
}
