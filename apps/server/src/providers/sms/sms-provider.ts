import type { SmsPurpose } from '@curio/contract';

/** A verification code to deliver. Real adapters turn it into the tenant's signed SMS template. */
export interface SmsCodeMessage {
  tenantId: number;
  areaCode: string;
  phone: string;
  purpose: SmsPurpose;
  code: string;
  expiresInSeconds: number;
}

/** A code the sandboxes deliver: any purpose, e.g. the wallet sandbox's `walletBankCard` (decision 030). */
export type SandboxSmsMessage = Omit<SmsCodeMessage, 'purpose'> & { purpose: string };

/** Sends verification codes (PRODUCT.md §1: SMS behind an interface, with a sandbox). */
export interface SmsProvider {
  /** Throws `SmsProviderError` when the provider refuses; never logs the code. */
  sendCode(message: SmsCodeMessage): Promise<void>;
}

/**
 * Why a provider refused to send:
 * - rate_limited: the provider's own flow control for the number (or the account) was hit;
 * - invalid_phone: the provider says the number cannot receive (malformed, unassigned, barred);
 * - template_rejected: the sign name or template is not approved, or does not match its parameters;
 * - unavailable: credentials refused, balance empty, the provider unreachable or timed out.
 */
export type SmsRefusal = 'rate_limited' | 'invalid_phone' | 'template_rejected' | 'unavailable';

export class SmsProviderError extends Error {
  override readonly name = 'SmsProviderError';
  constructor(
    readonly reason: SmsRefusal,
    /** The provider's own code (e.g. `isv.BUSINESS_LIMIT_CONTROL`, `LimitExceeded.PhoneNumberDailyLimit`). */
    readonly providerCode: string,
    message: string,
  ) {
    super(message);
  }
}

/** The template each purpose is sent with, for a tenant (sign name and template ids are per tenant). */
export type SmsTemplates = Record<SmsPurpose, string>;

export interface OutboxMessage {
  areaCode: string;
  phone: string;
  purpose: string;
  code: string;
  sentAt: number;
}

/** What the sandbox "delivered": read by `GET /api/dev/sms-outbox` outside production. */
export interface SmsOutbox {
  latest(tenantId: number, phone: string, areaCode: string | undefined, limit: number): Promise<OutboxMessage[]>;
}
