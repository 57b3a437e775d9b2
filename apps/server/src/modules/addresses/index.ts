// The addresses module's public face (decision 044).
export { addressesModule } from './addresses.module';
export type { AddressesServices } from './addresses.types';
export { AddressService, maskPhone, type AddressSnapshot } from './address.service';
