export { paymentsModule, type PaymentsModuleOptions } from './payments.module';
export type { Payable, PayableKind, PayableLookup, PayableRef, PaymentsPorts } from './payable';
export type { PaymentsServices } from './payments.types';
export { PaymentService, payableOf, type NoticeOutcome, type RefundView } from './payment.service';
export type { PaymentRow } from './payment.repository';
