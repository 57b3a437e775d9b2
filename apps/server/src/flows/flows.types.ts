import type { TenantContext } from '../modules/tenant/index';
import type { CancelOrder } from './cancel-order';
import type { CloseExpiredOrders } from './close-expired-orders';
import type { HandOver } from './hand-over';
import type { OpenBox } from './open-box';
import type { PlaceOrder } from './place-order';
import type { TakePaymentNotice } from './take-payment-notice';

/** The flows' decoration (`app.flows`): processes that span modules, one transaction each. */
export interface Flows {
  placeOrder: PlaceOrder;
  cancelOrder: CancelOrder;
  takePaymentNotice: TakePaymentNotice;
  handOver: HandOver;
  openBox: OpenBox;
  closeExpiredOrders: CloseExpiredOrders;
}

/** What the flows ask of the identity module about a buyer (its chain accounts). */
export interface Buyers {
  /** Real-name verified with every chain account of the tenant, or the refusal that says what is missing. */
  requireOpened(tenant: TenantContext, userId: number): Promise<void>;
  /** The user's custodial address on a chain channel, or null when that account is not opened. */
  addressOn(tenantId: number, userId: number, channel: string): Promise<string | null>;
}
