/** A verification code to deliver. Real adapters turn it into the tenant's signed SMS template. */
export interface SmsCodeMessage {
  tenantId: number;
  areaCode: string;
  phone: string;
  purpose: string;
  code: string;
  expiresInSeconds: number;
}

/** Sends verification codes (PRODUCT.md §1: SMS behind an interface, with a sandbox). */
export interface SmsProvider {
  sendCode(message: SmsCodeMessage): Promise<void>;
}

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
