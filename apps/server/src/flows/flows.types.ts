import type { CancelOrder } from './cancel-order';
import type { CloseExpiredOrders } from './close-expired-orders';
import type { CreateTenant } from './create-tenant';
import type { FirstScreen } from './first-screen';
import type { GiftCollectible } from './gift-collectible';
import type { HandOver } from './hand-over';
import type { OpenBox } from './open-box';
import type { PayWithWallet } from './pay-with-wallet';
import type { PlaceOrder } from './place-order';
import type { ReceiveAirdrop } from './receive-airdrop';
import type { RefundOrder } from './refund-order';
import type { TakePaymentNotice } from './take-payment-notice';

/** The flows' decoration (`app.flows`): processes that span modules, one transaction each. */
export interface Flows {
  placeOrder: PlaceOrder;
  cancelOrder: CancelOrder;
  takePaymentNotice: TakePaymentNotice;
  /** Pays an order from the user's wallet (decision 031). */
  payWithWallet: PayWithWallet;
  handOver: HandOver;
  openBox: OpenBox;
  closeExpiredOrders: CloseExpiredOrders;
  /** Receiving an airdrop (issue 14). */
  receiveAirdrop: ReceiveAirdrop;
  /** An operator refunds a paid order: items taken back, money back through the provider (decision 039). */
  refundOrder: RefundOrder;
  /** The first screen's data written into the page (decision 024). */
  firstScreen: FirstScreen;
  /** Giving a collectible to another user, and the chain's confirmation of it (decision 025). */
  giftCollectible: GiftCollectible;
  /** A platform admin creates a tenant from the console (issue 17). */
  createTenant: CreateTenant;
}
