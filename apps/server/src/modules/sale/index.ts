export { saleModule, type SaleModuleOptions, type SaleServices } from './sale.module';
export { checkSaleInvariants, saleBaseline, type SaleBaseline } from './invariants';
export { pick, seedHash, ticketOf } from './fairness';
export { CHAIN_NAME } from './holding.service';
