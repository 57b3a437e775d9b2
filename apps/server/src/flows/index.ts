export { flowsModule, type FlowsModuleOptions } from './flows.module';
export type { Buyers } from './buyers';
export type { Flows } from './flows.types';
export { PlaceOrder, QuotaRefused, StockRefused, reserve, type PlaceOrderInput } from './place-order';
export { CancelOrder } from './cancel-order';
export { TakePaymentNotice } from './take-payment-notice';
export { HandOver, tokenUri, type HandOverContext } from './hand-over';
export { OpenBox } from './open-box';
export { CloseExpiredOrders } from './close-expired-orders';
