/**
 * A wallet provider (PRODUCT.md §8, decision 030): the user's wallet lives at the payment provider —
 * its accounts, its ledger, its password. The storefront keeps only the account reference it is given
 * here and each card's bank and last 4 digits. Amounts are integer fen. Every operation that moves
 * money takes a client request id: the same id again answers the first result and moves nothing
 * (a different operation or amount under a used id throws `WalletError('request_reused')`).
 * The embedded default is the sandbox (`sandbox-wallet.ts`).
 */
export interface WalletProvider {
  readonly name: string;

  /** Opens a wallet for a verified person and sets its password; opening twice answers the same account. */
  open(req: OpenWalletRequest): Promise<{ accountRef: string; accountNo: string }>;
  /** Balance (derived from the ledger), pending withdrawals, password state. */
  status(accountRef: string): Promise<WalletStatus>;

  /** Starts binding a card: checks it, finds its bank, sends an SMS code to `phone` (a resend for the same card). */
  bindCard(accountRef: string, req: BindCardRequest): Promise<BindCardStart>;
  /** Confirms a bind with the SMS code: the card is bound. */
  confirmCard(accountRef: string, bindId: string, code: string): Promise<WalletCard>;
  /** Unbinds a card (the wallet password is checked first). */
  unbindCard(accountRef: string, cardRef: string, password: string): Promise<void>;
  listCards(accountRef: string): Promise<WalletCard[]>;

  /** Money from a bound card into the wallet (settles at once). */
  recharge(accountRef: string, req: MoneyRequest & { cardRef: string; password: string }): Promise<WalletMovement>;
  /** Money from the wallet to a bound card: DEALING, settles later (or fails and returns the money). */
  withdraw(accountRef: string, req: MoneyRequest & { cardRef: string; password: string }): Promise<WalletMovement>;
  /** Pays a storefront order from the wallet: the balance is debited atomically (or `insufficient_balance`). */
  pay(
    accountRef: string,
    req: MoneyRequest & { password: string; orderNo: string; paymentNo: string; subject: string },
  ): Promise<WalletMovement>;
  /** Gives back (part of) a wallet payment into the wallet; `requestId` is the refund's number. */
  refund(accountRef: string, req: MoneyRequest & { paymentMovementNo: string; orderNo: string }): Promise<WalletMovement>;
  /** Credits the wallet from the platform (resale proceeds, issue 16). */
  credit?(accountRef: string, req: MoneyRequest & { subject: string; orderNo: string | null }): Promise<WalletMovement>;
  /**
   * Takes platform money back out of the wallet (a refunded resale's proceeds, decision 066): an `income`
   * movement of negative amount; `insufficient_balance` when the balance is short (nothing moves).
   */
  debit?(accountRef: string, req: MoneyRequest & { subject: string; orderNo: string | null }): Promise<WalletMovement>;

  /** Movements of the wallet created in [from, to), newest first, keyset by movement number. */
  bills(
    accountRef: string,
    q: BillsQuery,
  ): Promise<{ items: WalletMovement[]; nextCursor: string | null; income: number; expense: number }>;
  bill(accountRef: string, movementNo: string): Promise<WalletMovement | undefined>;
  /** Looks a movement up by the client request id that made it (crash recovery: did it happen?). */
  movementByRequest(accountRef: string, requestId: string): Promise<WalletMovement | undefined>;

  /** Sets the password when none is set. */
  setPassword(accountRef: string, password: string): Promise<void>;
  /** Checks a password: `password_wrong` (with attempts left) or `password_locked` (until) when it fails. */
  verifyPassword(accountRef: string, password: string): Promise<void>;
  changePassword(accountRef: string, oldPassword: string, newPassword: string): Promise<void>;
  /** Sends a reset code to the wallet's phone by SMS. */
  sendResetCode(accountRef: string): Promise<{ phone: string; resendAt: number }>;
  /** Sets a new password with the SMS code (and lifts a lock). */
  resetPassword(accountRef: string, code: string, newPassword: string): Promise<void>;

  /** Checks a notice's signature and freshness (±300 s); throws `WalletNoticeError` when it fails. */
  verify(rawBody: string, headers: Record<string, string | string[] | undefined>, now: number): WalletEvent;
}

export interface OpenWalletRequest {
  tenantId: number;
  /** The storefront's user (the provider's "merchant user id"). */
  userId: number;
  realName: string;
  idCard: string;
  phone: string;
  password: string;
  requestId: string;
}

export interface WalletStatus {
  accountRef: string;
  accountNo: string;
  balance: number;
  pendingWithdrawal: number;
  passwordSet: boolean;
  passwordLockedUntil: number | null;
  openedAt: number;
}

export interface BindCardRequest {
  /** Digits only. */
  cardNumber: string;
  phone: string;
}

export interface BindCardStart {
  bindId: string;
  bankCode: string;
  bankName: string;
  cardType: 'debit' | 'credit';
  last4: string;
  phone: string;
  expiresAt: number;
  resendAt: number;
}

export interface WalletCard {
  cardRef: string;
  bankCode: string;
  bankName: string;
  cardType: 'debit' | 'credit';
  last4: string;
  boundAt: number;
}

export interface MoneyRequest {
  /** Integer fen, positive. */
  amount: number;
  /** The client's request id: idempotency key of this movement. */
  requestId: string;
}

export type WalletMovementKind = 'recharge' | 'withdraw' | 'pay' | 'refund' | 'income';
export type WalletMovementState = 'dealing' | 'success' | 'failed';

export interface WalletMovement {
  movementNo: string;
  kind: WalletMovementKind;
  /** Signed fen from the wallet's point of view: in positive, out negative. */
  amount: number;
  state: WalletMovementState;
  title: string;
  cardRef: string | null;
  bankName: string | null;
  last4: string | null;
  orderNo: string | null;
  failReason: string | null;
  createdAt: number;
  finishedAt: number | null;
  expectedAt: number | null;
  balanceAfter: number | null;
}

export interface BillsQuery {
  from: number;
  to: number;
  kind?: WalletMovementKind;
  cursor?: string;
  limit: number;
}

export type WalletEventKind = 'withdrawal_settled' | 'withdrawal_failed' | 'paid' | 'refunded' | 'recharged';

/** One signed notice from the wallet provider, already verified. */
export interface WalletEvent {
  /** The same notice delivered twice has the same id. */
  eventId: string;
  kind: WalletEventKind;
  accountRef: string;
  movementNo: string;
  requestId: string;
  amount: number;
  occurredAt: number;
}

export type WalletErrorReason =
  | 'not_found'
  | 'already_open'
  | 'password_wrong'
  | 'password_locked'
  | 'password_not_set'
  | 'password_already_set'
  | 'insufficient_balance'
  | 'card_invalid'
  | 'card_unsupported'
  | 'card_declined'
  | 'card_already_bound'
  | 'card_not_found'
  | 'card_limit'
  | 'code_wrong'
  | 'bind_expired'
  | 'request_reused'
  | 'sms_too_frequent'
  | 'unavailable';

/** A refusal of the provider; the module maps `reason` to an error code. */
export class WalletError extends Error {
  override readonly name = 'WalletError';
  constructor(
    readonly reason: WalletErrorReason,
    readonly params: { remaining?: number; lockedUntil?: number } = {},
  ) {
    super(reason);
  }
}

export class WalletNoticeError extends Error {
  override readonly name = 'WalletNoticeError';
}
