/** Where the provider says a payment is, as its events report it (spec §4 progress). */
export type PaymentEventKind = 'route' | 'connected' | 'dealing' | 'paid' | 'failed' | 'timeout' | 'refunded';

/** One signed notice from the provider, already verified. */
export interface PaymentEvent {
  /** The provider's id of this notice: the same notice delivered twice has the same id. */
  eventId: string;
  kind: PaymentEventKind;
  paymentNo: string;
  providerRef: string;
  /** What the provider took (paid) or gave back (refunded), in fen. */
  amount: number;
  /** The spec §4 method the payer used, once known. */
  method: number | null;
  /** When it happened at the provider (unix ms); a notice is accepted within 300 s of this. */
  occurredAt: number;
}

export interface CreatePaymentRequest {
  tenantId: number;
  paymentNo: string;
  orderNo: string;
  amount: number;
  /** What the cashier shows. */
  subject: string;
  /** The method the buyer chose in the storefront, or null to choose in the cashier. */
  method: number | null;
  /** The cashier gives up after this (the order's deadline). */
  expiresAt: number;
  /** The language the cashier speaks. */
  lang: string;
}

/**
 * A payment provider (PRODUCT.md §8): creates payments and their cashier pages, answers where a
 * payment is, refunds, and verifies its signed notices. The embedded default is the sandbox.
 */
export interface PaymentProvider {
  readonly name: string;
  /** The spec §4 methods its cashier offers. */
  readonly methods: readonly number[];
  create(req: CreatePaymentRequest): Promise<{ providerRef: string; cashierUrl: string }>;
  /**
   * Where the provider says a payment is: asked before an order is closed, so a payment whose notice
   * was lost (a crash between the provider taking the money and the notice landing) is not stranded.
   */
  query(providerRef: string): Promise<ProviderPaymentState>;
  /** Gives back `amount` of a paid payment; `refundNo` makes a repeat a no-op. */
  refund(providerRef: string, amount: number, refundNo: string): Promise<{ refundRef: string }>;
  /** Checks a notice's signature and freshness (±300 s); throws `PaymentNoticeError` when it fails. */
  verify(rawBody: string, headers: Record<string, string | string[] | undefined>, now: number): PaymentEvent;
}

export interface ProviderPaymentState {
  state: 'open' | 'paid' | 'failed' | 'timeout' | 'refunded' | 'unknown';
  amount: number;
  method: number | null;
  /** When the money was taken (paid, refunded), unix ms. */
  paidAt: number | null;
}

export class PaymentNoticeError extends Error {
  override readonly name = 'PaymentNoticeError';
}

/** How far a notice's time may be from ours (PRODUCT.md §8). */
export const NOTICE_WINDOW_MS = 300_000;
