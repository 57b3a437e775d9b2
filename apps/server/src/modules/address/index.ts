// The address module's public face (decision 044).
export { addressModule } from './address.module';
export type { AddressServices } from './address.types';
export { AddressService, maskPhone, type AddressSnapshot } from './address.service';
