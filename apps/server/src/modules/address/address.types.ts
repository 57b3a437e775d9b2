import type { AddressService } from './address.service';

export interface AddressServices {
  addresses: AddressService;
}
