import type { AddressService } from './address.service';

export interface AddressesServices {
  addresses: AddressService;
}
