import type { Language, Payment } from '@curio/contract';
import type { PaymentEvent } from '../../providers/pay/payment-provider';
import type { PaymentRow } from './payment.repository';

/**
 * What a payment pays. Today only an order of the primary sale; a resale listing or a wallet recharge
 * joins as another kind (with its own column or table of references), and the payment notice flow
 * settles each kind with the module that owns it.
 */
export type PayableKind = 'order';

export interface PayableRef {
  kind: PayableKind;
  /** The payable's row id in its own module. */
  id: number;
}

/** A payable as the payment module sees it: who owes what, until when. */
export interface Payable {
  ref: PayableRef;
  /** Its business number (an order number), shown beside the payment and sent to the provider. */
  no: string;
  userId: number;
  amount: number;
  /** The payable's own state, as the cashier shows it. */
  status: Payment['orderStatus'];
  /** Awaiting its payment (not paid, not ended); whether its deadline has passed is `expiresAt`. */
  open: boolean;
  expiresAt: number;
}

/** Finds payables of one kind; the module that owns the kind answers (through wiring/payment.ports.ts). */
export interface PayableLookup {
  byNo(tenantId: number, no: string): Promise<Payable | null>;
  byId(tenantId: number, id: number): Promise<Payable | null>;
}

/** The user's wallet at the provider, as the wallet module knows it (decision 031). */
export interface WalletLookup {
  /** The user's open wallet: the provider's account reference; null when not opened. */
  accountOf(tenantId: number, userId: number): Promise<string | null>;
}

/** What the payment module reads of its neighbours; wiring/payment.ports.ts supplies them. */
export interface PaymentPorts {
  payables: Record<PayableKind, PayableLookup>;
  /** Whose wallet is open (the cashier lists the wallet only then); absent: no wallet. */
  wallets?: WalletLookup;
  /**
   * Takes money a provider took for a payment whose answer never came, as its notice would have been taken (the
   * payment notice flow): a new attempt found it while asking about the attempt in flight (decision 060).
   */
  take?: (payment: PaymentRow, event: PaymentEvent) => Promise<unknown>;
  /** Creators' names and avatars in `lang`, of this tenant only (the creator payouts, decision 065): the catalogue answers. */
  creators: (
    tenantId: number,
    ids: number[],
    lang: Language,
  ) => Promise<ReadonlyMap<number, { name: string; avatarUrl: string }>>;
}
