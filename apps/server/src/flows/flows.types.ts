import type { ActivityOrder } from './activity-order';
import type { CancelOrder } from './cancel-order';
import type { Cast } from './cast';
import type { CloseExpiredOrders } from './close-expired-orders';
import type { FavouriteEvents } from './favourite-events';
import type { Consign } from './consign';
import type { ListingSale } from './listing-sale';
import type { PayProceeds } from './pay-proceeds';
import type { CreateTenant } from './create-tenant';
import type { FirstScreen } from './first-screen';
import type { GiftCollectible } from './gift-collectible';
import type { HandOver } from './hand-over';
import type { OpenBox } from './open-box';
import type { PayWithWallet } from './pay-with-wallet';
import type { PlaceOrder } from './place-order';
import type { RedeemCode } from './redeem-code';
import type { ReceiveAirdrop } from './receive-airdrop';
import type { RefundOrder } from './refund-order';
import type { TakePaymentNotice } from './take-payment-notice';
import type { ReleasePledges } from './release-pledges';
import type { Synthesize } from './synthesize';
import type { Shipping } from './shipping';

/** The flows' decoration (`app.flows`): processes that span modules, one transaction each. */
import type { DeleteAccount } from './delete-account';
import type { ExportData } from './export-data';

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
  /** A favourited collection's new listing → its keepers' inbox events (decision 034; the consign flow's `onListed`). */
  favouriteEvents: FavouriteEvents;
  /** Consigning on the resale market and taking off the shelf (decision 033). */
  consign: Consign;
  /** A paid resale order's completion (a step of the payment notice). */
  listingSale: ListingSale;
  /** The sellers' proceeds into their wallets (after a sale's commit, and by the jobs). */
  payProceeds: PayProceeds;
  /** A platform admin creates a tenant from the console (issue 17). */
  createTenant: CreateTenant;
  /** Casting in an activity (issue 18, decision 042). */
  cast: Cast;
  // Synthesis (issue 18, decision 041).
  /** Synthesizing with a recipe: burn or pledge the fragments, hand over the result. */
  synthesize: Synthesize;
  /** Pledges ending (the job) and a recipe's withdrawal (console): pledged items back exactly once. */
  releasePledges: ReleasePledges;
  /** Redeeming a one-time code: a coupon or a collectible (decision 043). */
  redeemCode: RedeemCode;
  /** Confirming a coupon or physical-reward activity order (business type 5, decision 044). */
  activityOrder: ActivityOrder;
  /** Shipping physical-reward orders: ship, confirm receipt, auto-complete, the console's queue (decision 044). */
  shipping: Shipping;
  /** A user's data export (a job) and account deletion (decision 046). */
  exportData: ExportData;
  deleteAccount: DeleteAccount;
}
