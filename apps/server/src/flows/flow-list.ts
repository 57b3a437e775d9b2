import { activityOrderFlow } from './activity-order';
import { cancelOrderFlow } from './cancel-order';
import { castFlow } from './cast';
import { closeExpiredOrdersFlow } from './close-expired-orders';
import { confirmTransferFlow } from './confirm-transfer';
import { consignFlow } from './consign';
import { createTenantFlow } from './create-tenant';
import type { FlowDefinition } from './define-flow';
import { deleteAccountFlow } from './delete-account';
import { exportDataFlow } from './export-data';
import { favouriteEventsFlow } from './favourite-events';
import { firstScreenFlow } from './first-screen';
import { giftCollectibleFlow } from './gift-collectible';
import { handOverFlow } from './hand-over';
import { listingSaleFlow } from './listing-sale';
import { openBoxFlow } from './open-box';
import { payProceedsFlow } from './pay-proceeds';
import { payWithWalletFlow } from './pay-with-wallet';
import { placeOrderFlow } from './place-order';
import { publishDraftFlow } from './publish-draft';
import { receiveAirdropFlow } from './receive-airdrop';
import { redeemCodeFlow } from './redeem-code';
import { refundOrderFlow } from './refund-order';
import { releasePledgesFlow } from './release-pledges';
import { shippingFlow } from './shipping';
import { synthesizeFlow } from './synthesize';
import { takePaymentNoticeFlow } from './take-payment-notice';
import { takeDownListingFlow } from './take-down-listing';
import { suspendUserFlow } from './suspend-user';

/**
 * Every flow, in dependency order: a flow's `build` reads only the flows above it (`kit.flows`). A new flow
 * is one file that exports its definition (`defineFlow`) and one line here.
 */
export const flowList: readonly FlowDefinition[] = [
  // Steps other flows take.
  favouriteEventsFlow,
  listingSaleFlow,
  payProceedsFlow,
  handOverFlow,
  // The sale (decision 013).
  takePaymentNoticeFlow,
  closeExpiredOrdersFlow,
  placeOrderFlow,
  cancelOrderFlow,
  payWithWalletFlow,
  openBoxFlow,
  refundOrderFlow,
  firstScreenFlow,
  // Airdrops, gifts and the resale market (issue 14, decisions 025, 033).
  receiveAirdropFlow,
  giftCollectibleFlow,
  confirmTransferFlow,
  consignFlow,
  // The market's operator view: take-downs and suspended users (decision 067).
  takeDownListingFlow,
  suspendUserFlow,
  // Redemption codes, activity orders and shipping (decisions 043, 044).
  redeemCodeFlow,
  activityOrderFlow,
  shippingFlow,
  // Casting and synthesis (issue 18, decisions 041, 042).
  castFlow,
  synthesizeFlow,
  releasePledgesFlow,
  // Tenants (issue 17).
  createTenantFlow,
  // The console's drafts: brand, home, creator space, documents (decisions 037, 040, 057).
  publishDraftFlow,
  // A user's data export and account deletion (issue 20, decision 046).
  exportDataFlow,
  deleteAccountFlow,
];
