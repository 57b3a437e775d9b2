export { paymentModule, type PaymentModuleOptions } from './payment.module';
export type { Payable, PayableKind, PayableLookup, PayableRef, PaymentPorts } from './payable';
export type { PaymentServices } from './payment.types';
export { PaymentService, payableOf, type NoticeOutcome, type RefundView } from './payment.service';
export type { PaymentRow } from './payment.repository';
