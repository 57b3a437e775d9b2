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
  /** When it happened at the provider (unix ms). */
  occurredAt: number;
}

export interface CreatePaymentRequest {
  tenantId: number;
  paymentNo: string;
  orderNo: string;
  amount: number;
  /** What the cashier shows. */
  subject: string;
  /** The method the buyer chose in the storefront, or null to choose in the cashier (the sandbox only). */
  method: number | null;
  /**
   * The spec §4 channel the buyer pays through: 2013 H5 (a mobile browser), 2012 MP (JSAPI, inside
   * WeChat's in-app browser: needs `openid`), 2011 NATIVE (a QR code, on a wide screen).
   */
  channel: number;
  /** The buyer's IP address (WeChat Pay H5 requires it). */
  clientIp: string;
  /** The buyer's openid at the merchant's WeChat app id (JSAPI only). */
  openid?: string | null;
  /** The provider gives up after this (the order's deadline), unix ms. */
  expiresAt: number;
  /** The language the cashier speaks. */
  lang: string;
  /** Absolute URL the provider posts its notices for this payment to. */
  notifyUrl: string;
  /** Absolute URL the provider's page sends the buyer back to (the storefront's order page). */
  returnUrl: string;
}

/** What the storefront does to let the buyer pay (the cashier page, /pages/iframe/index). */
export type CashierAction =
  /** The provider's page inside the storefront's frame (the sandbox's cashier). */
  | { kind: 'frame'; url: string }
  /** The browser goes to the provider's page (WeChat Pay H5 `h5_url`, Alipay's wap pay page). */
  | { kind: 'redirect'; url: string }
  /** A QR code the buyer scans with WeChat (WeChat Pay Native `code_url`). */
  | { kind: 'qr'; content: string }
  /** WeChat's in-app browser pays through `WeixinJSBridge.invoke('getBrandWCPayRequest', params)`. */
  | { kind: 'jsapi'; params: Record<string, string> };

export interface CreatedPayment {
  /** The provider's reference of the payment (asked about and refunded by it). */
  providerRef: string;
  cashier: CashierAction;
}

export interface RefundRequest {
  /** The provider's reference of the payment (`CreatedPayment.providerRef`). */
  providerRef: string;
  /** Our payment number (the merchant's order number at the provider). */
  paymentNo: string;
  /** What to give back, in fen. */
  amount: number;
  /** What the payment took, in fen (WeChat Pay wants both). */
  total: number;
  /** Our refund number: the same number again is the same refund at the provider (a no-op). */
  refundNo: string;
}

/** How the notice route answers the provider (each provider documents its own acknowledgement). */
export interface NoticeReply {
  status: number;
  contentType: string;
  body: string;
}

/**
 * A payment provider (PRODUCT.md §8, §13): creates payments and their cashier, answers where a payment
 * is, refunds, and verifies its signed notices. The embedded default is the sandbox; production uses
 * WeChat Pay and Alipay, each tenant with its own merchant credentials.
 */
export interface PaymentProvider {
  /** Stored on each payment (`payments.provider`) and in the notice address: `sandbox`, `wechatpay`, `alipay`. */
  readonly name: string;
  /** The spec §4 methods it takes. */
  readonly methods: readonly number[];
  /** The spec §4 channels it can pay through (the sandbox: 2013 only). */
  readonly channels: readonly number[];
  create(req: CreatePaymentRequest): Promise<CreatedPayment>;
  /**
   * Where the provider says a payment is: asked before an order is closed, so a payment whose notice
   * was lost (a crash between the provider taking the money and the notice landing) is not stranded.
   */
  query(providerRef: string, paymentNo: string): Promise<ProviderPaymentState>;
  /**
   * Closes an unpaid payment at the provider (the order closed or was cancelled) so that it can no longer
   * take money. A payment already closed or unknown is not an error.
   */
  close(providerRef: string, paymentNo: string): Promise<void>;
  /** Gives back money of a paid payment; the same `refundNo` again is a no-op at the provider. */
  refund(req: RefundRequest): Promise<{ refundRef: string }>;
  /**
   * Checks a notice's signature and freshness (the delivery's timestamp within ±300 s of `now`) and
   * answers the event in it; throws `PaymentNoticeError` when it fails.
   */
  verify(rawBody: string, headers: Record<string, string | string[] | undefined>, now: number): Promise<PaymentEvent>;
  /** What the notice route answers: taken (ok) or refused (the provider will send it again). */
  reply(ok: boolean, message: string): NoticeReply;
  /** A cheap signed call that proves the credentials work (the console's health check); throws when not. */
  health(): Promise<void>;
}

export interface ProviderPaymentState {
  state: 'open' | 'paid' | 'failed' | 'timeout' | 'refunded' | 'closed' | 'unknown';
  amount: number;
  method: number | null;
  /** When the money was taken (paid, refunded), unix ms. */
  paidAt: number | null;
}

export class PaymentNoticeError extends Error {
  override readonly name = 'PaymentNoticeError';
}

/** A provider refused a call or could not be reached; `retryable` when the same call may succeed later. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  constructor(
    message: string,
    readonly code: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** How far a notice's delivery time may be from ours (PRODUCT.md §8). */
export const NOTICE_WINDOW_MS = 300_000;
